import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { countryView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

export type Country = z.infer<typeof countryView>;

export async function getCountries(signal?: AbortSignal): Promise<Country[]> {
  const envelope = await apiRequest<Country[]>('/country/list', { signal });
  return envelope.data;
}

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: QUERY_KEYS.countries,
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
  });
}

export function useCountries(enabled = true) {
  return useQuery({ ...countriesQueryOptions(), enabled });
}
