import { describe, expect, it } from 'vitest';
import { ERROR_CODE_DESCRIPTIONS, ERROR_CODES, errorCodeOfStatus } from './error-codes.js';

describe('error codes', () => {
  it('gives each status its code, and every code a description', () => {
    expect([400, 401, 403, 404, 408, 409, 413, 414, 415, 429, 431, 500, 503].map(errorCodeOfStatus)).toEqual([
      'validation_failed',
      'unauthenticated',
      'forbidden',
      'not_found',
      'validation_failed',
      'conflict',
      'payload_too_large',
      'payload_too_large',
      'unsupported_media_type',
      'rate_limited',
      'payload_too_large',
      'internal',
      'internal',
    ]);
    expect(Object.keys(ERROR_CODE_DESCRIPTIONS).sort()).toEqual([...ERROR_CODES].sort());
  });
});
