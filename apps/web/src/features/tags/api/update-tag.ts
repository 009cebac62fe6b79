import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAG_MESSAGES, type Tag } from '@trailpost/contracts';
import type { z } from 'zod';
import type { updateTagBody } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

export type UpdateTagInput = { id: string; body: z.input<typeof updateTagBody> };

/** Renames or recolours a tag; the server's text says which ("Tag Name Updated." / "Tag Color Updated."). */
export async function updateTag({ id, body }: UpdateTagInput): Promise<{ tag: Tag; message: string }> {
  const envelope = await apiRequest<Tag>(`/tag/${encodeURIComponent(id)}`, { method: 'PUT', body });
  const fallback = body.tag_color !== undefined ? TAG_MESSAGES.colorUpdated : TAG_MESSAGES.nameUpdated;
  return { tag: envelope.data, message: envelope.meta.message[0] ?? fallback };
}

/** Shipments show the tag's name and colour, so they refresh too. */
export function useUpdateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTag,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.tags }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.shipments }),
      ]);
    },
  });
}
