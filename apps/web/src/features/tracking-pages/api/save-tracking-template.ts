import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRACKING_PAGE_MESSAGES, type TrackingTemplateInput, type TrackingTemplateView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { TRACKING_PAGE_KEYS } from './keys';

/** A new template (no id: create or copy) or a change to an existing one. */
export type SaveTrackingTemplateInput = { id: string | null; body: TrackingTemplateInput };
export type SavedTrackingTemplate = { template: TrackingTemplateView; message: string };

export async function saveTrackingTemplate({ id, body }: SaveTrackingTemplateInput): Promise<SavedTrackingTemplate> {
  const envelope = await apiRequest<TrackingTemplateView>(id ? `/tracking_template/${encodeURIComponent(id)}` : '/tracking_template', {
    method: id ? 'PUT' : 'POST',
    body,
  });
  return { template: envelope.data, message: envelope.meta.message[0] ?? (id ? TRACKING_PAGE_MESSAGES.updated : TRACKING_PAGE_MESSAGES.created) };
}

/** Keeps the saved template in the cache (the edit screen opens on it without a fetch) and refreshes the list. */
export function useSaveTrackingTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTrackingTemplate,
    onSuccess: async ({ template }) => {
      queryClient.setQueryData(TRACKING_PAGE_KEYS.template(template._id), template);
      await queryClient.invalidateQueries({ queryKey: TRACKING_PAGE_KEYS.list });
    },
  });
}
