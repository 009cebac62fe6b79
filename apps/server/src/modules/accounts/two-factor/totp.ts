import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS } from '@trailpost/contracts';

// RFC 6238 as authenticator apps implement it: HMAC-SHA-1, 30-second steps.
const PERIOD_S = 30;
const ALGORITHM = 'SHA1';
/** A code of the step before or after still counts: phone clocks drift and people type slowly. */
const WINDOW = 1;
const ISSUER = 'Trailpost';

/** A new shared secret (160 bits, RFC 4226's recommended length), written in base32 as apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app scans: `otpauth://totp/Trailpost:<email>?secret=…&issuer=Trailpost…`. */
export function otpauthUri(secretBase32: string, accountName: string): string {
  return new TOTP({ issuer: ISSUER, label: accountName, secret: Secret.fromBase32(secretBase32), algorithm: ALGORITHM, digits: TOTP_DIGITS, period: PERIOD_S }).toString();
}

/** The code of the step `at` falls in. */
export function totpCode(secretBase32: string, at: number, digits = TOTP_DIGITS): string {
  return TOTP.generate({ secret: Secret.fromBase32(secretBase32), algorithm: ALGORITHM, digits, period: PERIOD_S, timestamp: at });
}

/** The time step a code belongs to (within the window around `at`), or null when it matches none. */
export function stepOfCode(secretBase32: string, code: string, at: number): number | null {
  if (!/^\d+$/.test(code) || code.length !== TOTP_DIGITS) return null;
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secretBase32), algorithm: ALGORITHM, digits: TOTP_DIGITS, period: PERIOD_S, timestamp: at, window: WINDOW });
  return delta === null ? null : Math.floor(at / 1000 / PERIOD_S) + delta;
}
