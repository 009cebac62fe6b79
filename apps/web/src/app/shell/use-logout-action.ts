import { useQueryClient } from '@tanstack/react-query';
import { useLogout } from '@/features/auth/api/logout';
import { clearSession } from '@/lib/session';

/**
 * Revokes the token, then forgets the session (saved accounts stay). The route guard then
 * shows the account chooser, or the sign-in page when no account is saved.
 */
export function useLogoutAction() {
  const queryClient = useQueryClient();
  const logout = useLogout();
  const run = () => {
    logout.mutate(undefined, {
      onSettled: () => {
        clearSession('logout');
        queryClient.clear();
      },
    });
  };
  return { logout: run, pending: logout.isPending };
}
