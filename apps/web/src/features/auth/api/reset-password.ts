import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export type ResetPasswordInput = { token: string; new_password: string; confirm_password: string };

/** Sets a new password from a reset link; resolves with the server's confirmation text. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const envelope = await apiRequest<unknown>('/user/reset_password', { method: 'POST', body: input });
  return envelope.meta.message[0] ?? AUTH_MESSAGES.passwordReset;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
