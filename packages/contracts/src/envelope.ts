import { z } from 'zod';
import type { ErrorCode } from './error-codes.js';

/** Every API response, errors included: `{ meta: { code, message[] }, data }`, HTTP status = meta.code. */
export const metaSchema = z.object({
  code: z.number().int(),
  message: z.array(z.string()),
});

/** Where a page of a list stands (part 3): every paged list answers it. */
export const pageInfoSchema = z.object({
  page: z.number().int().describe('The page answered, from 1 (`pageId`).'),
  limit: z.number().int().describe('Items per page.'),
  total: z.number().int().describe('Items on all pages together.'),
  has_more: z.boolean().describe('Whether a later page holds more.'),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

export function pageInfo(page: number, limit: number, total: number): PageInfo {
  return { page, limit, total, has_more: page * limit < total };
}

/**
 * `pageId` and `limit` of a list the specification answers whole (tags, roles, templates …):
 * without `limit` the whole list is one page, as the specification answers it.
 */
export const wholeListQuery = z.object({
  pageId: z.coerce.number().int().min(1).max(100_000).default(1).describe('The page to answer, from 1; used with `limit`. Default: 1.'),
  limit: z.coerce.number().int().min(1).max(500).optional().describe('Items per page (at most 500); without it, the whole list on one page.'),
});
export type WholeListQuery = z.output<typeof wholeListQuery>;

/** A list whose `data` is the page itself: the total and `page_info` travel in `meta`. */
export function pagedEnvelopeOf<T extends z.ZodType>(item: T) {
  return z.object({ meta: metaSchema.extend({ total_records: z.number().int(), page_info: pageInfoSchema }), data: z.array(item) });
}

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
