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

export const GENERIC_ERROR = 'Something went wrong !! Please contact support.';

/** "1 minute", "15 minutes". */
export const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/** A request limit was reached: how long until the client may try again, in whole minutes. */
export const tooManyRequests = (minutes: number) => `Too many requests. Please try again in ${minutesText(minutes)}.`;

/** Whole minutes, at least one, for a wait given in milliseconds. */
export const minutesToWait = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
