import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelRecord } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { STORE_KEYS } from './keys';

export async function getChannels(signal?: AbortSignal): Promise<ChannelRecord[]> {
  return (await apiRequest<ChannelRecord[]>('/channels/list', { signal })).data;
}

// The catalogue changes only with a release of the product.
export function channelsQueryOptions() {
  return queryOptions({ queryKey: STORE_KEYS.channels, queryFn: ({ signal }) => getChannels(signal), staleTime: Infinity });
}

/** The channels a merchant can connect, with their names and logos (part 2 §7). */
export function useChannels() {
  return useQuery(channelsQueryOptions());
}
