import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ShipmentStatus } from '@trailpost/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DrawerFrame } from '@/components/DrawerFrame';
import { FormTextField } from '@/components/FormTextField';
import { useLeaveAfterSave } from '@/components/discard-guard/discard-scope-context';
import { LeaveButton } from '@/components/discard-guard/LeaveButton';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/use-stored';
import { useCreateShipment } from '../api/create-shipment';
import { toShipDate } from '../utils/dates';
import {
  addShipmentSchema,
  courierFields,
  createBodyProblem,
  EMPTY_ADD_VALUES,
  toCreateBody,
  type AddShipmentInput,
  type AddShipmentValues,
} from '../utils/shipment-form';
import { AssigneeField } from './AssigneeField';
import { CountryField } from './CountryField';
import { CourierField } from './CourierField';
import { CourierSuggestion } from './CourierSuggestion';
import { CustomerFields } from './CustomerFields';
import { blockEnterSubmit } from './ShipmentDetailsForm';

/** The form is cleared this long after a save, once the drawer has closed (part 1 §4). */
export const CLEAR_AFTER_SAVE_MS = 1000;
const SNACKBAR_MS = 4000;

type Props = {
  open: boolean;
  onClose: () => void;
  /** Called with the new shipment's status, so the list can show it. */
  onCreated: (status: ShipmentStatus) => void;
};

/** Add one shipment: courier and tracking number, what the courier asks for, order and customer details. */
export function AddShipmentDrawer({ open, onClose, onCreated }: Props) {
  const formId = useId();
  const toast = useToast();
  const session = useSession();
  const canAssign = session?.userType === 'user';
  const create = useCreateShipment();
  const leaveAfterSave = useLeaveAfterSave();
  const [failure, setFailure] = useState<string | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { control, handleSubmit, reset, trigger, formState, setValue } = useForm<AddShipmentInput, unknown, AddShipmentValues>({
    resolver: zodResolver(addShipmentSchema),
    defaultValues: EMPTY_ADD_VALUES,
  });
  const courier = useWatch({ control, name: 'courier' }) ?? null;
  const trackingNumber = useWatch({ control, name: 'tracking_number' }) ?? '';
  const fields = courierFields(courier);

  useEffect(
    () => () => {
      if (clearTimer.current) clearTimeout(clearTimer.current);
    },
    [],
  );

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    const body = toCreateBody(values);
    const problem = createBodyProblem(body);
    if (problem) {
      setFailure(problem);
      return;
    }
    create.mutate(body, {
      onSuccess: ({ shipment, message }) => {
        toast.success(message);
        leaveAfterSave(() => {
          onClose();
          onCreated(shipment.current_status);
        });
        if (clearTimer.current) clearTimeout(clearTimer.current);
        clearTimer.current = setTimeout(() => reset(EMPTY_ADD_VALUES), CLEAR_AFTER_SAVE_MS);
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  });

  // Closing with input asks first (DrawerFrame); input the user chose to discard is not shown again.
  const discardAndClose = () => {
    reset(EMPTY_ADD_VALUES);
    onClose();
  };

  return (
    <DrawerFrame
      open={open}
      title="Add Shipment"
      onClose={discardAndClose}
      unsaved={formState.isDirty}
      footer={
        <>
          <Button
            type="submit"
            form={formId}
            variant="contained"
            disabled={create.isPending}
            startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            SAVE
          </Button>
          <LeaveButton color="inherit" onClick={discardAndClose}>
            CANCEL
          </LeaveButton>
        </>
      }
    >
      <Box component="form" id={formId} noValidate onSubmit={onSubmit} onKeyDown={blockEnterSubmit}>
        <Stack spacing={2}>
          <Controller
            control={control}
            name="courier"
            render={({ field, fieldState }) => (
              <CourierField
                value={field.value ?? null}
                inputRef={field.ref}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                onChange={(next) => {
                  field.onChange(next);
                  if (formState.isSubmitted) void trigger(['postal_code', 'ship_date']);
                }}
              />
            )}
          />
          <FormTextField control={control} name="tracking_number" label="Tracking Number" required />
          <CourierSuggestion
            trackingNumber={trackingNumber}
            active={open && !courier}
            onAccept={(next) => {
              setValue('courier', next, { shouldValidate: formState.isSubmitted, shouldDirty: true });
              if (formState.isSubmitted) void trigger(['postal_code', 'ship_date']);
            }}
          />
          {fields.postalCode || fields.shipDate || fields.originCountry ? (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              {fields.postalCode ? (
                <FormTextField control={control} name="postal_code" label="Postal Code" required={fields.postalCodeRequired} />
              ) : null}
              {fields.shipDate ? (
                <Controller
                  control={control}
                  name="ship_date"
                  render={({ field, fieldState }) => (
                    <TextField
                      type="date"
                      label="Ship Date"
                      required={fields.shipDateRequired}
                      name={field.name}
                      value={field.value}
                      inputRef={field.ref}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message ?? (field.value ? toShipDate(field.value) : 'MM-DD-YYYY')}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                  )}
                />
              ) : null}
              {fields.originCountry ? (
                <Controller
                  control={control}
                  name="origin_country"
                  render={({ field }) => <CountryField value={field.value} onChange={field.onChange} />}
                />
              ) : null}
            </Box>
          ) : null}
          <CustomerFields control={control} />
          {canAssign ? (
            <Controller
              control={control}
              name="assigned_id"
              render={({ field }) => <AssigneeField label="Assign Sub User" value={field.value} onChange={field.onChange} />}
            />
          ) : null}
        </Stack>
      </Box>
      <Snackbar
        open={failure !== null}
        autoHideDuration={SNACKBAR_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setFailure(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Alert severity="error" variant="filled" onClose={() => setFailure(null)} sx={{ width: '100%' }}>
          {failure}
        </Alert>
      </Snackbar>
    </DrawerFrame>
  );
}
