import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleBody, RoleView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export type SaveRoleInput = { id: string | null; body: RoleBody };

/** Adds a role (no id) or changes one; resolves with the server's confirmation. */
export async function saveRole({ id, body }: SaveRoleInput): Promise<string> {
  const envelope = await apiRequest<RoleView>(id ? `/role/${encodeURIComponent(id)}` : '/role', { method: id ? 'PUT' : 'POST', body });
  return envelope.meta.message[0] ?? '';
}

/** Users show their role's name: both lists are refreshed. */
export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }) });
}
