import { errorCodeOfStatus, type ErrorCode } from '@trailpost/contracts';

export interface AppErrorOptions {
  headers?: Record<string, string>;
  /** The machine-readable reason; by default the status's (`errorCodeOfStatus`). */
  code?: ErrorCode;
  /** More of `meta` for the client (a duplicate's `existing_id`, a validation error's `fields`). */
  meta?: { fields?: Record<string, string>; existing_id?: string };
}

/** An expected failure with the HTTP status, the message(s) the client shows and its error code. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly messages: string[];
  readonly headers: Record<string, string>;
  readonly code: ErrorCode;
  readonly meta: NonNullable<AppErrorOptions['meta']>;

  constructor(statusCode: number, message: string | string[], options: AppErrorOptions = {}) {
    const messages = Array.isArray(message) ? message : [message];
    super(messages[0]);
    this.statusCode = statusCode;
    this.messages = messages;
    this.headers = options.headers ?? {};
    this.code = options.code ?? errorCodeOfStatus(statusCode);
    this.meta = options.meta ?? {};
  }
}

export const badRequest = (message: string | string[]) => new AppError(400, message);
/** A rule a service checks on one field (beyond the schema's): named in `meta.fields` like a schema rule. */
export const invalidField = (field: string, message: string) => new AppError(400, message, { meta: { fields: { [field]: message } } });
export const unauthorized = (message: string, code: ErrorCode = 'unauthenticated') => new AppError(401, message, { code });
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
/** A record that already exists: 400 as the specification answers it, `duplicate` for clients. */
export const duplicate = (message: string, existingId?: string) =>
  new AppError(400, message, { code: 'duplicate', meta: existingId ? { existing_id: existingId } : {} });
