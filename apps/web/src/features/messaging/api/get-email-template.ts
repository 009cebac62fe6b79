import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailTemplateView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { MESSAGING_KEYS } from './query-keys';

export async function getEmailTemplate(id: string, signal?: AbortSignal): Promise<EmailTemplateView> {
  return (await apiRequest<EmailTemplateView>(`/email_template/${encodeURIComponent(id)}`, { signal })).data;
}

/** One e-mail template with every field; idle without an id (a new template). */
export function useEmailTemplate(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: MESSAGING_KEYS.emailTemplate(id ?? ''),
      queryFn: ({ signal }) => getEmailTemplate(id as string, signal),
      enabled: id !== null,
    }),
  );
}
