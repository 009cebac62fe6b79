import { useQueryClient } from '@tanstack/react-query';
import { useLogout } from '@/features/auth/api/logout';
import { useLogoutEverywhere } from '@/features/auth/api/logout-everywhere';
import { clearSession } from '@/lib/session';

/**
 * Ends this session (or, everywhere, every session of the user) on the server, then forgets it
 * here (saved accounts stay). The route guard then shows the account chooser, or the sign-in
 * page when no account is saved.
 */
export function useLogoutAction() {
  const queryClient = useQueryClient();
  const logout = useLogout();
  const logoutEverywhere = useLogoutEverywhere();
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
