import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TAG_MESSAGES, type Tag } from '@trailpost/contracts';
import type { z } from 'zod';
import type { createTagBody } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { QUERY_KEYS } from '@/lib/query-keys';

export type CreateTagInput = z.input<typeof createTagBody>;
export type CreateTagResult = { tag: Tag; message: string };

export async function createTag(input: CreateTagInput): Promise<CreateTagResult> {
  const envelope = await apiRequest<Tag>('/tag', { method: 'POST', body: input });
  return { tag: envelope.data, message: envelope.meta.message[0] ?? TAG_MESSAGES.added };
}

/** Creates a tag (the Tags screen, the tag picker); resolves with the tag and the server's confirmation, and every tag list and search refreshes. */
export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.tags }),
  });
}
