import Button from '@mui/material/Button';
import type { StoreRecord } from '@trailpost/contracts';
import { useToast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSyncStore } from '../api/sync-store';

type Props = { store: Pick<StoreRecord, '_id' | 'active' | 'sync'> };

/** Reads a store's orders now rather than at the next quarter-hour; only an active store that is not already syncing. */
export function SyncStoreButton({ store }: Props) {
  const toast = useToast();
  const sync = useSyncStore();
  const start = () => sync.mutate(store._id, { onSuccess: (message) => toast.success(message), onError: (error) => toast.error(errorMessage(error)) });
  return (
    <Button size="small" onClick={start} disabled={store.active !== 1 || store.sync === 1 || sync.isPending}>
      Sync now
    </Button>
  );
}
