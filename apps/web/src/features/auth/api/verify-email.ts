import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { verifyEmailBody, verifyEmailResult } from '@trailpost/contracts';
import { apiRequest } from '@/lib/api-client';

export type VerifyEmailInput = z.input<typeof verifyEmailBody>;
export type VerifyEmailResult = z.infer<typeof verifyEmailResult>;

/** First sign-in step: is the e-mail registered, and under which name. */
export async function verifyEmail(input: VerifyEmailInput): Promise<VerifyEmailResult> {
  const envelope = await apiRequest<VerifyEmailResult>('/user/verify_email', { method: 'POST', body: input });
  return envelope.data;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
