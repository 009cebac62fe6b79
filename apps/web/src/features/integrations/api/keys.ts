import { QUERY_KEYS } from '@/lib/query-keys';

/** Every integration query sits below this key, which a store install also refreshes. */
export const STORE_KEYS = {
  all: QUERY_KEYS.stores,
  list: ['stores', 'list'] as const,
  detail: (id: string) => ['stores', 'detail', id] as const,
  channels: ['channels'] as const,
};
