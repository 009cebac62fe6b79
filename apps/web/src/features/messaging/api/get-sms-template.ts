import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SmsTemplateView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { MESSAGING_KEYS } from './query-keys';

export async function getSmsTemplate(id: string, signal?: AbortSignal): Promise<SmsTemplateView> {
  return (await apiRequest<SmsTemplateView>(`/sms_template/${encodeURIComponent(id)}`, { signal })).data;
}

/** One SMS template; idle without an id (a new template). */
export function useSmsTemplate(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: MESSAGING_KEYS.smsTemplate(id ?? ''),
      queryFn: ({ signal }) => getSmsTemplate(id as string, signal),
      enabled: id !== null,
    }),
  );
}
