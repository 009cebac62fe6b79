import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Revokes the current token on the server. */
export async function logout(): Promise<void> {
  await apiRequest<unknown>('/user/logout', { method: 'POST' });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
