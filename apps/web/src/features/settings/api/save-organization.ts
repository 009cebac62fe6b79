import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationFields, OrganizationView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** Saves the company details; resolves with the saved record and the server's confirmation. */
export async function saveOrganization(input: OrganizationFields): Promise<{ organization: OrganizationView; message: string }> {
  const envelope = await apiRequest<OrganizationView>('/user/organization', { method: 'PUT', body: input });
  return { organization: envelope.data, message: envelope.meta.message[0] ?? '' };
}

/** The session record carries the company name too: every 'user' query is refreshed. */
export function useSaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveOrganization, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }) });
}
