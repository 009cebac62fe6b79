import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

/** Asks for a reset link; resolves with the server's confirmation text. */
export async function forgotPassword(email: string): Promise<string> {
  const envelope = await apiRequest<unknown>('/user/forgot_password', { query: { emailid: email } });
  return envelope.meta.message[0] ?? AUTH_MESSAGES.resetLinkSent;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
