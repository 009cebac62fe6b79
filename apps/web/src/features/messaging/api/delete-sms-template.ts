import { MESSAGING_MESSAGES } from '@trailpost/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { MESSAGING_KEYS } from './query-keys';

export async function deleteSmsTemplate(id: string): Promise<string> {
  const envelope = await apiRequest<null>(`/sms_template/${encodeURIComponent(id)}`, { method: 'DELETE' });
  return envelope.meta.message[0] ?? MESSAGING_MESSAGES.templateDeleted;
}

export function useDeleteSmsTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSmsTemplate,
    onSuccess: async (_message, id) => {
      queryClient.removeQueries({ queryKey: MESSAGING_KEYS.smsTemplate(id) });
      await queryClient.invalidateQueries({ queryKey: MESSAGING_KEYS.smsTemplateList });
    },
  });
}
