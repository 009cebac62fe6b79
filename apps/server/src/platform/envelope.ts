import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodeOfStatus, GENERIC_ERROR, pageInfo, type Envelope, type EnvelopeMeta, type PageInfo, type WholeListQuery } from '@trailpost/contracts';
import { AppError } from './errors.js';

/** Builds the `{meta, data}` body; the HTTP status always equals meta.code. */
export function envelope<T>(data: T, message: string | string[] = 'Success', code = 200): Envelope<T> {
  return { meta: { code, message: Array.isArray(message) ? message : [message] }, data };
}

/** A page of a list whose `data` is the page itself: `meta` carries the total and `page_info`. */
export function pagedEnvelope<T>(items: T[], total: number, page: number, limit: number) {
  return { meta: { code: 200, message: ['Success'], total_records: total, page_info: pageInfo(page, limit, total) }, data: items };
}

/** A page of a list the specification answers whole: all of it unless the caller sets `limit`. */
export function wholeListSlice<T>(items: T[], query: WholeListQuery): { page: T[]; total_records: number; page_info: PageInfo } {
  const size = query.limit ?? Math.max(1, items.length);
  return { page: items.slice((query.pageId - 1) * size, query.pageId * size), total_records: items.length, page_info: pageInfo(query.pageId, size, items.length) };
}

/** The same page where `data` is the page itself: the total and `page_info` in `meta`. */
export function wholeListPage<T>(items: T[], query: WholeListQuery) {
  const { page, page_info } = wholeListSlice(items, query);
  return pagedEnvelope(page, items.length, page_info.page, page_info.limit);
}

/** An error's envelope: its messages and the machine-readable rest of `meta`. */
export function errorEnvelope(code: number, message: string[], meta: Omit<EnvelopeMeta, 'code' | 'message'> = {}): Envelope<null> {
  return { meta: { code, message, error_code: errorCodeOfStatus(code), ...meta }, data: null };
}

function unique(messages: string[]): string[] {
  return [...new Set(messages.filter((m) => m.length > 0))];
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** Each refused field as a dotted path (`customer_emails.0`) with its first message; the part of the request when the rule is on the whole of it. */
function fieldsOf(issues: ValidationIssue[], context: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').split('/').filter(Boolean).join('.') || context || 'body';
    if (issue.message && !(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

/**
 * Every error leaves as an envelope: validation -> 400 with the rules' own messages,
 * expected failures with their status, anything else -> 500 without internals.
 */
export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = unique(error.validation.map((issue) => issue.message ?? ''));
      const fields = fieldsOf(error.validation, error.validationContext);
      return reply.code(400).send(errorEnvelope(400, messages.length ? messages : ['Invalid request'], { fields }));
    }
    // A refused body may still be arriving: close the connection rather than leave it waiting.
    if ((error.statusCode ?? 0) === 413) reply.header('connection', 'close');
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send(errorEnvelope(error.statusCode, error.messages, { error_code: error.code, ...error.meta }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type).
      return reply.code(status).send(errorEnvelope(status, [error.message]));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorEnvelope(500, [GENERIC_ERROR]));
  });
}

/** Errors Fastify raises before routing: a malformed address (400), a path parameter too long (414). */
export function frameworkErrorEnvelope(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  void reply.code(status).send(errorEnvelope(status, [status === 414 ? 'The address is too long.' : 'The address is not valid.']));
}

/** What Node's HTTP parser refuses before Fastify sees a request, in the product's words. */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive.' },
};
const MALFORMED = { status: 400, reason: 'Bad Request', message: 'The request is not valid.' };

/**
 * Fastify's `clientErrorHandler`: an over-long request line or headers (431), a request that
 * never finished arriving (408) or one that is not HTTP (400) is answered in the envelope too,
 * written straight to the socket since no request object exists yet.
 */
export function clientErrorEnvelope(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify(errorEnvelope(status, [message]));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
