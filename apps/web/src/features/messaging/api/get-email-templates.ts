import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailTemplateListItem } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { MESSAGING_KEYS } from './query-keys';

export async function getEmailTemplates(signal?: AbortSignal): Promise<EmailTemplateListItem[]> {
  return (await apiRequest<EmailTemplateListItem[]>('/email_template/list', { signal })).data;
}

/** The account's e-mail templates: name, subject and last change. */
export function useEmailTemplates() {
  return useQuery(queryOptions({ queryKey: MESSAGING_KEYS.emailTemplateList, queryFn: ({ signal }) => getEmailTemplates(signal) }));
}
