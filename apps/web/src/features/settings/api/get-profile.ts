import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export async function getProfile(signal?: AbortSignal): Promise<ProfileView> {
  return (await apiRequest<ProfileView>('/user/profile', { signal })).data;
}

export const profileQueryKey = ['user', 'profile'] as const;

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}

/** The signed-in user's name, e-mail, date format, time zone and digest switch. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
