import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@trailpost/contracts';
import { useEffect } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { onSessionExpired } from '@/lib/session';

/** When the server refuses the token, says so and drops cached data of that session. */
export function SessionExpiryNotice() {
  const toast = useToast();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionExpired(() => {
        toast.error(AUTH_MESSAGES.sessionExpired);
        queryClient.clear();
      }),
    [toast, queryClient],
  );
  return null;
}
