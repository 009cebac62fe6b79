import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SENDER_DOMAIN_MESSAGES, type SenderDomainView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

/** Asks the server to check the domain's records now; a refusal names the records not right yet. */
export async function validateSenderDomain(id: string): Promise<string> {
  const envelope = await apiRequest<SenderDomainView>(`/domain/validate/${encodeURIComponent(id)}`, { method: 'POST' });
  return envelope.meta.message[0] ?? SENDER_DOMAIN_MESSAGES.verified;
}

export function useValidateSenderDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateSenderDomain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.senderDomains }),
  });
}
