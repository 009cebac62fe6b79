import { describe, expect, it } from 'vitest';
import { Secret } from 'otpauth';
import { otpauthUri, stepOfCode, totpCode } from './totp.js';

// RFC 6238 Appendix B, SHA-1 rows: the 20-byte ASCII seed "12345678901234567890".
const RFC_SECRET = Secret.fromUTF8('12345678901234567890').base32;
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP codes (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i s the 8-digit code is %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it.each(RFC_VECTORS)('at %i s the 6-digit code is the last six digits of %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
  });

  it('accepts the code of the step before and after, and names the step it belongs to', () => {
    const at = 1111111111 * 1000;
    const step = Math.floor(1111111111 / 30);
    expect(stepOfCode(RFC_SECRET, totpCode(RFC_SECRET, at), at)).toBe(step);
    expect(stepOfCode(RFC_SECRET, totpCode(RFC_SECRET, at - 30_000), at)).toBe(step - 1);
    expect(stepOfCode(RFC_SECRET, totpCode(RFC_SECRET, at + 30_000), at)).toBe(step + 1);
  });

  it('refuses a code two steps away, a code of another length and anything not digits', () => {
    const at = 1111111111 * 1000;
    expect(stepOfCode(RFC_SECRET, totpCode(RFC_SECRET, at - 60_000), at)).toBeNull();
    expect(stepOfCode(RFC_SECRET, totpCode(RFC_SECRET, at, 8), at)).toBeNull();
    expect(stepOfCode(RFC_SECRET, 'abcdef', at)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps scan', () => {
    const text = otpauthUri(RFC_SECRET, 'owner@example.com');
    expect(text.startsWith('otpauth://totp/Trailpost:owner%40example.com?')).toBe(true);
    const uri = new URL(text);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ secret: RFC_SECRET, issuer: 'Trailpost', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
