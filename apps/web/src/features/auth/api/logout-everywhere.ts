import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Ends every session of the user on the server: other browsers, devices and this one. */
export async function logoutEverywhere(): Promise<void> {
  await apiRequest<unknown>('/user/logout_all', { method: 'POST' });
}

export function useLogoutEverywhere() {
  return useMutation({ mutationFn: logoutEverywhere });
}
