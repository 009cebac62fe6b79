import { useMutation } from '@tanstack/react-query';
import { PROFILE_MESSAGES, type ChangePasswordBody } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** Changes the password; the server then ends every session of the user, this one included. */
export async function changePassword(input: ChangePasswordBody): Promise<string> {
  const envelope = await apiRequest<null>('/user/change_password', { method: 'PUT', body: input });
  return envelope.meta.message[0] ?? PROFILE_MESSAGES.passwordUpdated;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
