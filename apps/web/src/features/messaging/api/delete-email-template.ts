import { MESSAGING_MESSAGES } from '@trailpost/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { MESSAGING_KEYS } from './query-keys';

export async function deleteEmailTemplate(id: string): Promise<string> {
  const envelope = await apiRequest<null>(`/email_template/${encodeURIComponent(id)}`, { method: 'DELETE' });
  return envelope.meta.message[0] ?? MESSAGING_MESSAGES.templateDeleted;
}

export function useDeleteEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmailTemplate,
    onSuccess: async (_message, id) => {
      queryClient.removeQueries({ queryKey: MESSAGING_KEYS.emailTemplate(id) });
      await queryClient.invalidateQueries({ queryKey: MESSAGING_KEYS.emailTemplateList });
    },
  });
}
