import { z } from 'zod';

/** An e-mail kept in the embedded outbox (GET /outbox). */
export const outboxMail = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMail>;
