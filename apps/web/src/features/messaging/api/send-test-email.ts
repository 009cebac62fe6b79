import { useMutation } from '@tanstack/react-query';
import { MESSAGING_MESSAGES } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export type SendTestEmailInput = { id: string; to_email: string };

/** Sends the saved template to one address, placeholders filled with sample values. */
export async function sendTestEmail({ id, to_email }: SendTestEmailInput): Promise<string> {
  const envelope = await apiRequest<null>(`/email_template/${encodeURIComponent(id)}`, { method: 'POST', body: { to_email } });
  return envelope.meta.message[0] ?? MESSAGING_MESSAGES.testMailSent(to_email);
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
