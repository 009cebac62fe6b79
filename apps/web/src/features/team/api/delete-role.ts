import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { rolesQueryKey } from './get-roles';

/** Deletes a role nobody holds (the server says how many do otherwise). */
export async function deleteRole(id: string): Promise<string> {
  return (await apiRequest<null>(`/role/${encodeURIComponent(id)}`, { method: 'DELETE' })).meta.message[0] ?? '';
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKey }) });
}
