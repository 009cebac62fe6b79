import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditProfileBody, ProfileView } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** Saves the profile; resolves with the saved profile and the server's confirmation. */
export async function editProfile(input: EditProfileBody): Promise<{ profile: ProfileView; message: string }> {
  const envelope = await apiRequest<ProfileView>('/user/edit_profile', { method: 'PUT', body: input });
  return { profile: envelope.data, message: envelope.meta.message[0] ?? '' };
}

/** Refreshes every 'user' query: the session record then carries the new date format and zone everywhere. */
export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editProfile, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }) });
}
