import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type DigestAlertInput = { userId: string; active: 0 | 1 };

/** Turns the daily digest e-mail on or off; resolves with the server's confirmation. */
export async function setDigestAlert({ userId, active }: DigestAlertInput): Promise<string> {
  const envelope = await apiRequest<unknown>(`/user/alerts/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: { daily_digest_email_active: active },
  });
  return envelope.meta.message[0] ?? '';
}

export function useSetDigestAlert() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setDigestAlert, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }) });
}
