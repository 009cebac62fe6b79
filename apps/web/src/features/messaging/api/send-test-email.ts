import { useMutation } from '@tanstack/react-query';
import { MESSAGING_MESSAGES, type testEmailBody } from '@trailpost/contracts';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** `language`: one of the saved template's variants; without it, the template's own text. */
export type SendTestEmailInput = { id: string } & z.input<typeof testEmailBody>;

/** Sends the saved template (or one saved variant) to one address, placeholders filled with sample values. */
export async function sendTestEmail({ id, ...body }: SendTestEmailInput): Promise<string> {
  const envelope = await apiRequest<null>(`/email_template/${encodeURIComponent(id)}`, { method: 'POST', body });
  return envelope.meta.message[0] ?? MESSAGING_MESSAGES.testMailSent(body.to_email);
}

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}
