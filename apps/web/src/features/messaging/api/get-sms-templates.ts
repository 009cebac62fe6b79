import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SmsTemplateView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { MESSAGING_KEYS } from './query-keys';

export async function getSmsTemplates(signal?: AbortSignal): Promise<SmsTemplateView[]> {
  return (await apiRequest<SmsTemplateView[]>('/sms_template', { signal })).data;
}

/** The account's SMS templates. */
export function useSmsTemplates() {
  return useQuery(queryOptions({ queryKey: MESSAGING_KEYS.smsTemplateList, queryFn: ({ signal }) => getSmsTemplates(signal) }));
}
