import { z } from 'zod';

/** Every API response, errors included: `{ meta: { code, message[] }, data }`, HTTP status = meta.code. */
export const metaSchema = z.object({
  code: z.number().int(),
  message: z.array(z.string()),
});

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ meta: metaSchema, data });
}

export type Envelope<T> = { meta: { code: number; message: string[] }; data: T };
