import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailTemplateBody, EmailTemplateView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { MESSAGING_KEYS } from './query-keys';

/** A new template (no id, or a copy) or a change to an existing one. */
export type SaveEmailTemplateInput = { id: string | null; body: EmailTemplateBody };
export type SavedTemplate<T> = { template: T; message: string };

export async function saveEmailTemplate({ id, body }: SaveEmailTemplateInput): Promise<SavedTemplate<EmailTemplateView>> {
  const envelope = await apiRequest<EmailTemplateView>(id ? `/email_template/${encodeURIComponent(id)}` : '/email_template', {
    method: id ? 'PUT' : 'POST',
    body,
  });
  return { template: envelope.data, message: envelope.meta.message[0] ?? '' };
}

/** Keeps the saved template in the cache, so the edit screen opens on it without a fetch, and refreshes the list. */
export function useSaveEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailTemplate,
    onSuccess: async ({ template }) => {
      queryClient.setQueryData(MESSAGING_KEYS.emailTemplate(template._id), template);
      await queryClient.invalidateQueries({ queryKey: MESSAGING_KEYS.emailTemplateList });
    },
  });
}
