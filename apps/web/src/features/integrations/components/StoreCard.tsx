import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { isStoreChannel, type StoreRecord } from '@trailpost/contracts';
import { Link as RouterLink } from 'react-router';
import { CourierLogo } from '@/components/CourierLogo';
import { editPathOf } from '../utils/paths';
import { ChannelLogo } from './ChannelLogo';
import { CredentialStatusChip } from './CredentialStatusChip';
import { StoreActiveSwitch } from './StoreActiveSwitch';
import { StoreSyncStatus } from './StoreSyncStatus';
import { SyncStoreButton } from './SyncStoreButton';

type Props = { store: StoreRecord; channelName: string; logo: string | null };

/**
 * A connected store: logo, names, verification and, for a store whose orders are synced, its last
 * sync or "Sync in progress..." (part 2 §2.9: Shopify's, and every other store's). It opens its edit
 * screen when it has one (the store apps have none: they are set up from the platform). The switch
 * and Sync now sit outside the link.
 */
export function StoreCard({ store, channelName, logo }: Props) {
  const editPath = editPathOf(store.channel_id, store._id);
  const synced = isStoreChannel(store.channel_id);
  const summary = (
    <Box sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', minWidth: 0 }}>
      {logo ? <ChannelLogo src={logo} /> : <CourierLogo slug={channelName} size={48} />}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {store.store_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {channelName}
        </Typography>
        {synced ? <StoreSyncStatus store={store} /> : null}
      </Box>
    </Box>
  );

  return (
    <li>
      <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        {editPath ? (
          <CardActionArea component={RouterLink} to={editPath} aria-label={`Edit ${store.store_name}`} sx={{ flexGrow: 1 }}>
            {summary}
          </CardActionArea>
        ) : (
          <Box sx={{ flexGrow: 1 }}>{summary}</Box>
        )}
        <Divider />
        <Box sx={{ px: 2, py: 0.5, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <CredentialStatusChip status={store.credential_status} message={store.credential_message} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {synced ? <SyncStoreButton store={store} /> : null}
            <StoreActiveSwitch store={store} />
          </Box>
        </Box>
      </Card>
    </li>
  );
}
