import { createHmac } from 'node:crypto';
import { safeEqual } from '../../platform/safe-equal.js';

/** The two signing secrets of our challenges (altcha.ts). */
export interface ChallengeSecrets {
  hmacSignatureSecret: string;
  hmacKeySignatureSecret: string;
}

/** What a payload must carry to be checked (parseSolvedPayload made sure of the challenge's shape). */
export interface SolvedChallenge {
  challenge: { signature: string; parameters: { expiresAt: number; keySignature?: unknown } };
  solution: { counter?: unknown; derivedKey?: unknown };
}

/** altcha-lib's canonical form of the signed parameters: JSON with keys sorted at every depth. */
function sortKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  // fromEntries keeps a "__proto__" key an own property, as altcha-lib does.
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]));
}

const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');
const sameText = (a: string, b: string) => safeEqual(Buffer.from(a), Buffer.from(b));
const LOWER_HEX_BYTES = /^(?:[0-9a-f]{2})+$/;

/**
 * altcha-lib's `verifySolution` for the challenges we issue (HMAC-SHA-256, always key-signed),
 * with node:crypto's HMAC instead of WebCrypto's: the same checks in the same order (unexpired,
 * signature of the canonical parameters, a well-formed solution, the derived key's signature),
 * at 2.5 µs an HMAC instead of 93 µs (decision 0030). A test holds it to altcha-lib's verdicts.
 */
export function isSolutionVerified(payload: SolvedChallenge, secrets: ChallengeSecrets, nowMs = Date.now()): boolean {
  const { parameters, signature } = payload.challenge;
  if (parameters.expiresAt < nowMs / 1000) return false;
  if (!sameText(signature, hmacHex(secrets.hmacSignatureSecret, JSON.stringify(sortKeys(parameters))))) return false;
  const { counter, derivedKey } = payload.solution;
  if (typeof derivedKey !== 'string' || !LOWER_HEX_BYTES.test(derivedKey)) return false;
  if (typeof counter !== 'number' || !Number.isInteger(counter) || counter < 0 || counter > 0xffffffff) return false;
  if (typeof parameters.keySignature !== 'string') return false;
  return sameText(parameters.keySignature, hmacHex(secrets.hmacKeySignatureSecret, Buffer.from(derivedKey, 'hex')));
}
