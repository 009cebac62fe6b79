import { QUERY_KEYS } from '@/lib/query-keys';

/** Everything below the shared key: the template editor's From choices read the same domains. */
export const SENDER_DOMAIN_KEYS = {
  all: QUERY_KEYS.senderDomains,
  list: [...QUERY_KEYS.senderDomains, 'list'] as const,
};
