import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubUserUpdateBody, SubUserView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export type UpdateSubUserInput = { id: string; body: SubUserUpdateBody };

/** Renames, moves or (de)activates a sub-user; resolves with the server's text. */
export async function updateSubUser({ id, body }: UpdateSubUserInput): Promise<string> {
  return (await apiRequest<SubUserView>(`/sub_user/${encodeURIComponent(id)}`, { method: 'PUT', body })).meta.message[0] ?? '';
}

/** Role counts change with a move: every team query is refreshed. */
export function useUpdateSubUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSubUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }) });
}
