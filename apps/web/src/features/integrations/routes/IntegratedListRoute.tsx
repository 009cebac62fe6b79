import Typography from '@mui/material/Typography';
import { channelFormById, storeAppById, STORE_MESSAGES, type ChannelRecord, type StoreRecord } from '@trailpost/contracts';
import { useChannels } from '../api/get-channels';
import { useStores } from '../api/get-stores';
import { AddIntegrationCard } from '../components/AddIntegrationCard';
import { CardGrid } from '../components/CardGrid';
import { IntegrationsLayout } from '../components/IntegrationsLayout';
import { QueryState } from '../components/QueryState';
import { StoreCard } from '../components/StoreCard';
import { LIST_PATH, logoPathOf } from '../utils/paths';

/** A store's channel name and logo: the catalogue's, else the channel form's or store app's own, else a lettermark. */
function channelOf(store: StoreRecord, channels: ChannelRecord[] | undefined) {
  const record = channels?.find((channel) => channel.channel_id === store.channel_id);
  const known = channelFormById(store.channel_id) ?? storeAppById(store.channel_id);
  return {
    name: record?.display_name ?? known?.displayName ?? 'Integration',
    logo: record?.logo ?? (known ? logoPathOf(known) : null),
  };
}

/** /integrated_list (part 2 §2.9): the connected stores and couriers, each with its switch. */
export function IntegratedListRoute() {
  const stores = useStores();
  const channels = useChannels();
  return (
    <IntegrationsLayout tab={LIST_PATH} title="Manage Integrations">
      <QueryState query={stores}>
        {(records) => (
          <>
            {records.length === 0 ? (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {STORE_MESSAGES.empty}
              </Typography>
            ) : null}
            <CardGrid label="Connected integrations">
              {records.map((store) => {
                const channel = channelOf(store, channels.data);
                return <StoreCard key={store._id} store={store} channelName={channel.name} logo={channel.logo} />;
              })}
              <AddIntegrationCard />
            </CardGrid>
          </>
        )}
      </QueryState>
    </IntegrationsLayout>
  );
}
