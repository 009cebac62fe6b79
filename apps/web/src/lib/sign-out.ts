import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { clearSession } from './session';

/**
 * Ends this session (or, everywhere, every session of the user: other browsers, devices and
 * this one) on the server, then forgets it here (saved accounts stay). The route guard then
 * shows the account chooser, or the sign-in page when no account is saved. Used by the profile
 * menu and by the profile's session list.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const logout = useMutation({ mutationFn: () => apiRequest<unknown>('/user/logout', { method: 'POST' }) });
  const logoutEverywhere = useMutation({ mutationFn: () => apiRequest<unknown>('/user/logout_all', { method: 'POST' }) });
  const forget = {
    onSettled: () => {
      clearSession('logout');
      queryClient.clear();
    },
  };
  return {
    logout: () => logout.mutate(undefined, forget),
    logoutEverywhere: () => logoutEverywhere.mutate(undefined, forget),
    pending: logout.isPending || logoutEverywhere.isPending,
  };
}
