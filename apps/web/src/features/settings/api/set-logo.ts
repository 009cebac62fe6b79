import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload';

/** Uploads a logo through its signed address and makes it the organization's; null removes it. */
export async function setLogo(file: File | null): Promise<{ organization: OrganizationView; message: string }> {
  const logo = file ? await uploadFile(file, 'image') : null;
  const envelope = await apiRequest<OrganizationView>('/user/organization/logo', { method: 'PUT', body: { logo } });
  return { organization: envelope.data, message: envelope.meta.message[0] ?? '' };
}

/** The shell shows the logo from the session record: every 'user' query is refreshed. */
export function useSetLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setLogo, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }) });
}
