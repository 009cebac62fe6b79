import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmsTemplateBody, SmsTemplateView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { MESSAGING_KEYS } from './query-keys';
import type { SavedTemplate } from './save-email-template';

export type SaveSmsTemplateInput = { id: string | null; body: SmsTemplateBody };

export async function saveSmsTemplate({ id, body }: SaveSmsTemplateInput): Promise<SavedTemplate<SmsTemplateView>> {
  const envelope = await apiRequest<SmsTemplateView>(id ? `/sms_template/${encodeURIComponent(id)}` : '/sms_template', {
    method: id ? 'PUT' : 'POST',
    body,
  });
  return { template: envelope.data, message: envelope.meta.message[0] ?? '' };
}

/** Keeps the saved template in the cache (the edit screen opens on it) and refreshes the list. */
export function useSaveSmsTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSmsTemplate,
    onSuccess: async ({ template }) => {
      queryClient.setQueryData(MESSAGING_KEYS.smsTemplate(template._id), template);
      await queryClient.invalidateQueries({ queryKey: MESSAGING_KEYS.smsTemplateList });
    },
  });
}
