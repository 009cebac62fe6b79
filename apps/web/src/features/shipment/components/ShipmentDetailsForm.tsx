import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ShipmentDetail } from '@trailpost/contracts';
import { useState, type KeyboardEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useUnsavedChanges } from '@/components/discard-guard/discard-scope-context';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useUpdateShipment } from '../api/update-shipment';
import { formatUserDate } from '../utils/dates';
import { editShipmentSchema, editValuesOf, toUpdateBody, type EditShipmentValues } from '../utils/shipment-form';
import { AssigneeField } from './AssigneeField';
import { CustomerFields } from './CustomerFields';

type Props = {
  shipment: ShipmentDetail;
  canAssign: boolean;
  /** Where the footer buttons go (the drawer's fixed footer). */
  formId: string;
};

/** Enter in a text field neither saves the form nor adds anything by accident. */
export function blockEnterSubmit(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target instanceof HTMLInputElement) event.preventDefault();
}

function ReadOnlyRow({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

/** The editable fields of a shipment and its read-only facts. */
export function ShipmentDetailsForm({ shipment, canAssign, formId }: Props) {
  const toast = useToast();
  const update = useUpdateShipment();
  const [banner, setBanner] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<EditShipmentValues>({
    resolver: zodResolver(editShipmentSchema),
    defaultValues: editValuesOf(shipment),
  });
  useUnsavedChanges(formState.isDirty);

  const onSubmit = handleSubmit((values) => {
    setBanner(null);
    update.mutate(
      { id: shipment._id, body: toUpdateBody(values, shipment.assigned_id, canAssign, shipment.language) },
      {
        onSuccess: ({ shipment: saved, message }) => {
          toast.success(message);
          reset(editValuesOf(saved));
        },
        onError: (error) => setBanner(errorMessage(error)),
      },
    );
  });

  return (
    <Box component="form" id={formId} noValidate onSubmit={onSubmit} onKeyDown={blockEnterSubmit}>
      <Stack spacing={2}>
        {banner ? (
          <Alert severity="error" onClose={() => setBanner(null)}>
            {banner}
          </Alert>
        ) : null}
        <CustomerFields control={control} savedLanguage={shipment.language} />
        {canAssign ? (
          <Controller
            control={control}
            name="assigned_id"
            render={({ field }) => (
              <AssigneeField
                label="Assigned To"
                value={field.value}
                onChange={field.onChange}
                allowUnassign
                current={shipment.assigned_id ? { id: shipment.assigned_id, name: shipment.assigned_to ?? shipment.assigned_id } : null}
              />
            )}
          />
        ) : null}
        <Divider />
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2 }}>
          <ReadOnlyRow label="Source" value={shipment.source || '-'} />
          <ReadOnlyRow label="Created At" value={formatUserDate(shipment.created)} />
          <ReadOnlyRow label="Modified At" value={formatUserDate(shipment.modified)} />
        </Box>
      </Stack>
    </Box>
  );
}

/** SAVE and DELETE, outside the form but submitting it. */
export function ShipmentDetailsActions({ formId, saving, onDelete }: { formId: string; saving: boolean; onDelete: () => void }) {
  return (
    <>
      <Button
        type="submit"
        form={formId}
        variant="contained"
        disabled={saving}
        startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        SAVE
      </Button>
      <Button variant="outlined" color="error" onClick={onDelete} startIcon={<DeleteOutlinedIcon />}>
        DELETE
      </Button>
    </>
  );
}
