import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/**
 * Characters no text we keep may hold: NUL (PostgreSQL refuses it in text, so it would fail the
 * whole statement), the Unicode non-characters, and lone surrogates (half a character). Refused
 * with a 400 that names the field, before any route runs, so every route and every one added
 * later is covered.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /\u0000|[\uFDD0-\uFDEF\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const forbiddenTextMessage = (field: string) => `${field} contains a character that is not allowed.`;

/** No request we accept nests deeper than a few levels; thousands would exhaust the stack. */
export const MAX_NESTING = 32;
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply.';

/** The path ("items.2.name") of the first string, key or value, holding a forbidden character. */
export function findForbiddenText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? path || 'value' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_NESTING) throw new AppError(400, TOO_DEEP_MESSAGE);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findForbiddenText(value[index], path ? `${path}.${index}` : String(index), depth + 1);
      if (found) return found;
    }
    return null;
  }
  // A streamed upload body (or a buffer) is the file, not text.
  if (Buffer.isBuffer(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (FORBIDDEN.test(key)) return at;
    const found = findForbiddenText(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses a request whose path parameters, query or parsed body hold a forbidden character. */
export function registerForbiddenTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = findForbiddenText(request.params) ?? findForbiddenText(request.query) ?? findForbiddenText(request.body);
    if (field) throw new AppError(400, forbiddenTextMessage(field));
  });
}
