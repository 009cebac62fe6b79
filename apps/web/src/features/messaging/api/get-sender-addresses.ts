import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_FROM_EMAIL, type SenderDomainView } from '@trailpost/contracts';
import { ApiError } from '@/lib/api-client';
import { getSenderDomains } from '@/lib/api/get-sender-domains';
import { MESSAGING_KEYS } from './query-keys';

/**
 * The From Email choices: the default no-reply address, then every address of a verified
 * sender domain. Without sender domains (the route answers 404) only the default is offered.
 */
export async function getSenderAddresses(signal?: AbortSignal): Promise<string[]> {
  let domains: SenderDomainView[];
  try {
    domains = (await getSenderDomains(signal, { verifiedOnly: true })) ?? [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [DEFAULT_FROM_EMAIL];
    throw error;
  }
  const verified = domains.filter((domain) => domain.is_verified).flatMap((domain) => domain.email);
  return [...new Set([DEFAULT_FROM_EMAIL, ...verified.map((address) => address.toLowerCase())])];
}

export function useSenderAddresses() {
  return useQuery(queryOptions({ queryKey: MESSAGING_KEYS.senderAddresses, queryFn: ({ signal }) => getSenderAddresses(signal) }));
}
