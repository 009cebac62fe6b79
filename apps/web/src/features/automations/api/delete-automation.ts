import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTOMATION_MESSAGES } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { AUTOMATION_KEYS } from './keys';

/** Deletes an inactive rule (the server refuses one that is on); resolves with the server's text. */
export async function deleteAutomation(id: string): Promise<string> {
  const envelope = await apiRequest<unknown>(`/automation/${encodeURIComponent(id)}`, { method: 'DELETE' });
  return envelope.meta.message[0] ?? AUTOMATION_MESSAGES.deleted;
}

export function useDeleteAutomation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAutomation, onSettled: () => queryClient.invalidateQueries({ queryKey: AUTOMATION_KEYS.all }) });
}
