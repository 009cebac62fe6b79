import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUBLIC_TRACKING_MESSAGES, type CustomDomainView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** Asks the server to look the CNAME up now; a refusal says what DNS shows instead. */
export async function verifyCustomDomain(): Promise<string> {
  const envelope = await apiRequest<CustomDomainView>('/user/custom_domain/verify', { method: 'POST' });
  return envelope.meta.message[0] ?? PUBLIC_TRACKING_MESSAGES.customDomainVerified;
}

/**
 * Either way the check was recorded (verified, or failed with its time): the status is read
 * again, and so is the account's public host, which follows a verified domain.
 */
export function useVerifyCustomDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCustomDomain,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['user'] });
    },
  });
}
