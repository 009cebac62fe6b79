import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIsMutating } from '@tanstack/react-query';
import { DELIVERY_DATE_TEXTS, type ShipmentDetail } from '@trailpost/contracts';
import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { DrawerFrame } from '@/components/DrawerFrame';
import { PageLoader } from '@/components/PageLoader';
import { useToast } from '@/components/toast/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDrawnAfterFirstPaint } from '@/lib/use-drawn-after-first-paint';
import { useSession } from '@/lib/use-stored';
import { useCountries } from '@/lib/api/get-countries';
import { useShipment } from '../api/get-shipment';
import { useDeleteShipment } from '../api/delete-shipment';
import { UPDATE_SHIPMENT_KEY } from '../api/update-shipment';
import { formatUserDate } from '../utils/dates';
import { CheckpointTimeline } from './CheckpointTimeline';
import { DeliveryEstimate } from './DeliveryEstimate';
import { ShipmentDetailsActions, ShipmentDetailsForm } from './ShipmentDetailsForm';
import { ShipmentHeader } from './ShipmentHeader';

/** The detail loader shows for half a second (part 1 §4). */
export const DETAIL_LOADER_MS = 500;

export const DELETE_DIALOG = {
  title: 'Delete Tracking?',
  text: 'Are you sure want to delete Tracking?',
  confirm: 'Yes, Delete',
  cancel: 'Cancel',
} as const;

const DELETE_FAILED = 'Error While Deleting Shipment';

type Props = {
  shipmentId: string;
  /** Called once the shipment (or why it cannot be shown) is on screen, after the loader. */
  onShown?: () => void;
  onClose: () => void;
};

/**
 * The shipment detail drawer (route /tracking/{id}): status and checkpoints, the public page
 * address, the editable order and customer fields, SAVE and DELETE. onClose is called once
 * the drawer has slid away.
 */
export function ShipmentDrawer({ shipmentId, onShown, onClose }: Props) {
  const [closedId, setClosedId] = useState<string | null>(null);
  const open = closedId !== shipmentId;
  const close = () => setClosedId(shipmentId);
  const formId = useId();
  const saving = useIsMutating({ mutationKey: UPDATE_SHIPMENT_KEY }) > 0;
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const remove = useDeleteShipment();
  const detail = useShipment(shipmentId);
  const loaderDone = useMinimumDelay(shipmentId, DETAIL_LOADER_MS);

  const ready = loaderDone && detail.isSuccess;
  const shown = loaderDone && !detail.isPending;
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);
  const confirmDelete = () =>
    remove.mutate(shipmentId, {
      onSuccess: (message) => {
        setConfirming(false);
        toast.success(message);
        close();
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(error instanceof ApiError && error.status < 500 ? errorMessage(error) : DELETE_FAILED);
      },
    });

  let body;
  if (!loaderDone || detail.isPending) body = <PageLoader />;
  else if (detail.isError) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 2 }}>
        <Alert severity="error" sx={{ width: '100%' }}>
          {errorMessage(detail.error)}
        </Alert>
        <Button variant="outlined" onClick={close}>
          Close
        </Button>
      </Stack>
    );
  } else {
    body = <ShipmentBody key={shipmentId} shipment={detail.data} formId={formId} />;
  }

  return (
    <DrawerFrame
      open={open}
      title="Shipment Details"
      onClose={close}
      onExited={onClose}
      footer={ready ? <ShipmentDetailsActions formId={formId} saving={saving} onDelete={() => setConfirming(true)} /> : undefined}
    >
      {body}
      <ConfirmDialog
        open={confirming}
        title={DELETE_DIALOG.title}
        text={DELETE_DIALOG.text}
        confirmLabel={DELETE_DIALOG.confirm}
        cancelLabel={DELETE_DIALOG.cancel}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </DrawerFrame>
  );
}

/** True once `ms` have passed since the key last changed. */
function useMinimumDelay(key: string, ms: number): boolean {
  const [doneFor, setDoneFor] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDoneFor(key), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return doneFor === key;
}

function ShipmentFacts({ shipment }: { shipment: ShipmentDetail }) {
  const countries = useCountries();
  const nameOf = (iso: string | null) => (iso ? (countries.data?.find((c) => c.iso === iso)?.name ?? iso) : '-');
  const { trackings } = shipment;
  const facts = [
    { label: 'Service', value: trackings.shipment_type || '-' },
    { label: 'Origin', value: nameOf(trackings.address.ship_from.country_iso) },
    { label: 'Destination', value: nameOf(trackings.address.ship_to.country_iso) },
    { label: DELIVERY_DATE_TEXTS.courierDate, value: trackings.expected_delivery ? formatUserDate(trackings.expected_delivery, false) : '-' },
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 2 }}>
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {fact.label}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ShipmentBody({ shipment, formId }: { shipment: ShipmentDetail; formId: string }) {
  const session = useSession();
  const canAssign = session?.userType === 'user';
  // The editable fields (their pickers are most of the drawer's rendering) come right after the
  // status and checkpoints are on screen, below them.
  const formDrawn = useDrawnAfterFirstPaint();
  return (
    <Stack spacing={2.5}>
      <ShipmentHeader shipment={shipment} />
      <ShipmentFacts shipment={shipment} />
      <DeliveryEstimate shipment={shipment} />
      <CheckpointTimeline checkpoints={shipment.trackings.checkpoints} />
      {formDrawn ? <ShipmentDetailsForm shipment={shipment} canAssign={canAssign} formId={formId} /> : null}
    </Stack>
  );
}
