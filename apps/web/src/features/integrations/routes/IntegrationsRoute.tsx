import Typography from '@mui/material/Typography';
import { STORE_MESSAGES, type ChannelRecord } from '@trailpost/contracts';
import { useState } from 'react';
import { SearchField } from '@/components/SearchField';
import { useChannels } from '../api/get-channels';
import { CardGrid } from '../components/CardGrid';
import { ChannelCard } from '../components/ChannelCard';
import { IntegrationsLayout } from '../components/IntegrationsLayout';
import { QueryState } from '../components/QueryState';
import { addPathOf, CATALOGUE_PATH } from '../utils/paths';

/** The channels that have an add screen here, with it, those whose names contain the search. */
function listed(channels: ChannelRecord[], search: string) {
  const needle = search.trim().toLowerCase();
  return channels.flatMap((record) => {
    const to = addPathOf(record.channel_id);
    if (!to || !record.display_name.toLowerCase().includes(needle)) return [];
    return [{ record, to }];
  });
}

/** /integrations (part 2 §2.9): the catalogue of channels to connect, searchable by name. */
export function IntegrationsRoute() {
  const channels = useChannels();
  const [search, setSearch] = useState('');
  return (
    <IntegrationsLayout tab={CATALOGUE_PATH} title="Select from to integrate">
      <SearchField type="search" label="Search integrations" labelShown value={search} onChange={setSearch} sx={{ mb: 2, width: { xs: '100%', sm: 320 } }} />
      <QueryState query={channels}>
        {(records) => {
          const cards = listed(records, search);
          if (cards.length === 0) {
            const text = search.trim() ? `No integration matches “${search.trim()}”.` : STORE_MESSAGES.channelUnknown;
            return <Typography color="text.secondary">{text}</Typography>;
          }
          return (
            <CardGrid label="Integrations">
              {cards.map(({ record, to }) => (
                <ChannelCard key={record.channel_id} name={record.display_name} logo={record.logo} to={to} />
              ))}
            </CardGrid>
          );
        }}
      </QueryState>
    </IntegrationsLayout>
  );
}
