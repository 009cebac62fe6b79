import { z } from 'zod';

/** An e-mail or SMS kept in the embedded outbox (GET /outbox). */
export const outboxMail = z.object({
  _id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  /** The sender as queued; null for the product's default. */
  from: z.string().nullable(),
  reply_to: z.string().nullable(),
  cc: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.string(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMail>;
