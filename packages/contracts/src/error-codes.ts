/**
 * The stable, machine-readable reason of an error answer (`meta.error_code`, part 3 "Errors"):
 * a client branches on it, while `meta.message` stays the specification's text for people.
 */
export const ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'session_expired',
  'api_key_revoked',
  'forbidden',
  'not_found',
  'duplicate',
  'conflict',
  'rate_limited',
  'idempotency_key_reused',
  'payload_too_large',
  'unsupported_media_type',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** What each code means, for the API reference. */
export const ERROR_CODE_DESCRIPTIONS: Record<ErrorCode, string> = {
  validation_failed: 'The input breaks a rule; `meta.fields` names the fields a schema rule refused.',
  unauthenticated: 'No API key or session was sent.',
  session_expired: 'The session token is unknown, signed out or expired: sign in again.',
  api_key_revoked: 'The API key was deleted or refreshed (or never existed): use a current key.',
  forbidden: "The caller's role has no access to this, or it is for the main account only.",
  not_found: 'Nothing with that id (or courier and number) in your account.',
  duplicate: 'The record already exists; for a shipment `meta.existing_id` is its `_id`.',
  conflict: 'The request clashes with another one still in progress (the same `Idempotency-Key`).',
  rate_limited: 'Too many calls: wait `Retry-After` seconds.',
  idempotency_key_reused: 'This `Idempotency-Key` was already used with another request body.',
  payload_too_large: 'The body or file is larger than the route accepts.',
  unsupported_media_type: 'The body is not of a type the route accepts.',
  internal: 'Something failed on our side; the request may be retried.',
};

/** The code an error answer carries when its origin names none: by its HTTP status. */
export function errorCodeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    // The body, the address (414) or the headers (431): a request larger than accepted.
    case 413:
    case 414:
    case 431:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return status >= 500 ? 'internal' : 'validation_failed';
  }
}

/** `Idempotency-Key` (part 3): any string up to this many characters. */
export const IDEMPOTENCY_KEY_MAX = 255;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters long.`,
  reused: 'This Idempotency-Key was already used with a different request.',
  inProgress: 'A request with this Idempotency-Key is still in progress. Try again in a moment.',
} as const;
