import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { STORE_MESSAGES, type StoreRecord } from '@trailpost/contracts';
import { formatDateTime } from '@/lib/formatting';
import { formatRelativeTime } from '@/lib/relative-time';
import { useNow } from '@/lib/use-now';

type Props = { store: Pick<StoreRecord, 'sync' | 'last_synced_at' | 'last_sync_orders' | 'last_sync_created' | 'last_sync_error'> };

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function lastSyncText({ last_synced_at: at, last_sync_orders: orders, last_sync_created: created }: Props['store'], now: number) {
  if (!at) return 'Not synced yet';
  // A sync that ended since the clock last ticked, or on a server clock a little ahead, is "just now", never "in 1 minute".
  const when = `Last synced ${formatRelativeTime(at, Math.max(now, Date.parse(at)))}`;
  return orders === null || created === null ? when : `${when}: ${counted(orders, 'order')} read, ${counted(created, 'new shipment')}`;
}

/** A store's order sync: in progress, or when it last ran, what it found and why it failed if it did. */
export function StoreSyncStatus({ store }: Props) {
  const now = useNow(60_000);
  if (store.sync === 1) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {/* The words say it; the spinner only shows that it is still going. */}
        <CircularProgress size={14} aria-hidden />
        <Typography variant="body2">{STORE_MESSAGES.syncInProgress}</Typography>
      </Box>
    );
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary" title={store.last_synced_at ? formatDateTime(store.last_synced_at) : undefined}>
        {lastSyncText(store, now)}
      </Typography>
      {store.last_sync_error ? (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {store.last_sync_error}
        </Typography>
      ) : null}
    </>
  );
}
