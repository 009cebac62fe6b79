import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SENDER_DOMAIN_MESSAGES, type SenderDomainView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

/** Adds a sender address; its domain is created with it when new. Returns the success text. */
export async function addSenderEmail(email: string): Promise<string> {
  const envelope = await apiRequest<SenderDomainView>('/domain', { method: 'POST', body: { email } });
  return envelope.meta.message[0] ?? SENDER_DOMAIN_MESSAGES.emailAdded;
}

export function useAddSenderEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSenderEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.senderDomains }),
  });
}
