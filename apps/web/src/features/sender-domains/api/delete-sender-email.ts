import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SENDER_DOMAIN_MESSAGES } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

/** Deletes a sender address (PUT /domain with the e-mail); the domain goes with its last one. */
export async function deleteSenderEmail(email: string): Promise<string> {
  const envelope = await apiRequest<null>('/domain', { method: 'PUT', body: { email } });
  return envelope.meta.message[0] ?? SENDER_DOMAIN_MESSAGES.emailDeleted;
}

export function useDeleteSenderEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSenderEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.senderDomains }),
  });
}
