import { z } from 'zod';
import type { ErrorCode } from './error-codes.js';

/** Every API response, errors included: `{ meta: { code, message[] }, data }`, HTTP status = meta.code. */
export const metaSchema = z.object({
  code: z.number().int(),
  message: z.array(z.string()),
});

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ meta: metaSchema, data });
}

/** An error answer's meta also carries `error_code`, and where they apply `fields` and `existing_id`. */
export interface EnvelopeMeta {
  code: number;
  message: string[];
  error_code?: ErrorCode;
  /** Validation errors: each refused field (a dotted path) and its message. */
  fields?: Record<string, string>;
  /** A duplicate shipment: the `_id` of the one that exists. */
  existing_id?: string;
}

export type Envelope<T> = { meta: EnvelopeMeta; data: T };
