import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRACKING_PAGE_MESSAGES, type TrackingTemplateListItem } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { withDefault } from '../utils/with-default';
import { TRACKING_PAGE_KEYS } from './keys';

/** Makes one template the one the public page shows; resolves with the server's text. */
export async function setDefaultTrackingTemplate(id: string): Promise<string> {
  const envelope = await apiRequest<unknown>(`/tracking_template/default/${encodeURIComponent(id)}`, { method: 'PUT' });
  return envelope.meta.message[0] ?? TRACKING_PAGE_MESSAGES.defaultUpdated;
}

/**
 * The star moves at once, only the chosen template keeping it (part 2 §4), and goes back if the
 * server refuses; the list is then read again, so the delete buttons follow the new default.
 */
export function useSetDefaultTrackingTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultTrackingTemplate,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: TRACKING_PAGE_KEYS.list });
      const previous = queryClient.getQueryData<TrackingTemplateListItem[]>(TRACKING_PAGE_KEYS.list);
      if (previous) queryClient.setQueryData(TRACKING_PAGE_KEYS.list, withDefault(previous, id));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(TRACKING_PAGE_KEYS.list, context.previous);
    },
    // Not awaited: the flash need not wait for the list to be read again.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: TRACKING_PAGE_KEYS.all });
    },
  });
}
