import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { StoreRecord } from '@trailpost/contracts';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSetStoreActivation } from '../api/set-store-activation';

type Props = { store: Pick<StoreRecord, '_id' | 'store_name' | 'active'>; showLabel?: boolean };

/** A store's active switch: it moves at once, says so, and moves back with the server's message on a refusal. */
export function StoreActiveSwitch({ store, showLabel = true }: Props) {
  const toast = useToast();
  const activation = useSetStoreActivation();
  const checked = store.active === 1;
  const toggle = (active: boolean) =>
    activation.mutate(
      { id: store._id, active: active ? 1 : 0 },
      { onSuccess: (message) => toast.success(message), onError: (error) => toast.error(errorMessage(error)) },
    );
  const control = (
    <Switch
      checked={checked}
      onChange={(_event, value) => toggle(value)}
      disabled={activation.isPending}
      slotProps={{ input: { 'aria-label': `${store.store_name} active` } }}
    />
  );
  return showLabel ? <FormControlLabel control={control} label={checked ? 'Active' : 'Inactive'} /> : control;
}
