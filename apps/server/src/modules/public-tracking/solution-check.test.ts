import { describe, expect, it } from 'vitest';
import { createChallenge, solveChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHALLENGE_ALGORITHM } from './altcha.js';
import { isSolutionVerified, type SolvedChallenge } from './solution-check.js';

/**
 * The hand-written check must give altcha-lib's verdict on every payload: right ones, and each
 * way one can be wrong (tampered, expired, malformed, another secret's).
 */
const secrets = { hmacSignatureSecret: 'challenge-secret-for-tests', hmacKeySignatureSecret: 'derived-key-secret-for-tests' };

async function solved(expiresInMs = 60_000) {
  const challenge = await createChallenge({ algorithm: CHALLENGE_ALGORITHM, deriveKey, counter: 3, cost: 1, expiresAt: new Date(Date.now() + expiresInMs), ...secrets });
  const solution = (await solveChallenge({ challenge, deriveKey }))!;
  return { challenge, solution } as { challenge: Challenge & { signature: string }; solution: Solution };
}

async function libraryVerdict(payload: { challenge: unknown; solution: unknown }, withSecrets = secrets): Promise<boolean> {
  try {
    return (await verifySolution({ challenge: payload.challenge as Challenge, solution: payload.solution as Solution, deriveKey, ...withSecrets })).verified;
  } catch {
    return false;
  }
}

type Variant = (payload: Awaited<ReturnType<typeof solved>>) => { challenge: unknown; solution: unknown };
const withParameters = (change: Record<string, unknown>): Variant => (p) => ({ ...p, challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, ...change } } });
const withSolution = (change: Record<string, unknown>): Variant => (p) => ({ ...p, solution: { ...p.solution, ...change } });

const VARIANTS: Record<string, Variant> = {
  'as solved': (p) => p,
  'its parameters in another order': (p) => ({ ...p, challenge: { ...p.challenge, parameters: Object.fromEntries(Object.entries(p.challenge.parameters).reverse()) } }),
  'a cheaper cost': withParameters({ cost: 0 }),
  'a later expiry': withParameters({ expiresAt: Math.floor(Date.now() / 1000) + 86_400 }),
  'no key signature': (p) => {
    const { keySignature: _dropped, ...parameters } = p.challenge.parameters;
    return { ...p, challenge: { ...p.challenge, parameters } };
  },
  'an extra parameter': withParameters({ extra: 1 }),
  'another signature': (p) => ({ ...p, challenge: { ...p.challenge, signature: 'ab'.repeat(32) } }),
  'a longer signature': (p) => ({ ...p, challenge: { ...p.challenge, signature: `${p.challenge.signature}00` } }),
  'a signature of other characters': (p) => ({ ...p, challenge: { ...p.challenge, signature: 'é'.repeat(64) } }),
  'an empty signature': (p) => ({ ...p, challenge: { ...p.challenge, signature: '' } }),
  'another derived key': withSolution({ derivedKey: '00'.repeat(32) }),
  'the derived key in capitals': (p) => withSolution({ derivedKey: p.solution.derivedKey.toUpperCase() })(p),
  'an odd-length derived key': (p) => withSolution({ derivedKey: p.solution.derivedKey.slice(1) })(p),
  'no derived key': withSolution({ derivedKey: undefined }),
  'a negative counter': withSolution({ counter: -1 }),
  'a fractional counter': withSolution({ counter: 1.5 }),
  'a counter as text': withSolution({ counter: '3' }),
  'a counter past 32 bits': withSolution({ counter: 2 ** 32 }),
  'another counter, same key': withSolution({ counter: 4 }),
};

describe('isSolutionVerified', () => {
  for (const [name, variant] of Object.entries(VARIANTS)) {
    it(`agrees with altcha-lib on a payload with ${name}`, async () => {
      const payload = variant(await solved());
      const ours = isSolutionVerified(payload as SolvedChallenge, secrets);
      expect(ours).toBe(await libraryVerdict(payload));
      if (name === 'as solved' || name === 'its parameters in another order' || name === 'another counter, same key') expect(ours).toBe(true);
      else expect(ours).toBe(false);
    });
  }

  it('agrees on an expired challenge and on other secrets', async () => {
    const expired = await solved(-1_000);
    expect(isSolutionVerified(expired as SolvedChallenge, secrets)).toBe(false);
    expect(await libraryVerdict(expired)).toBe(false);
    const fresh = await solved();
    for (const other of [{ ...secrets, hmacSignatureSecret: 'another' }, { ...secrets, hmacKeySignatureSecret: 'another' }]) {
      expect(isSolutionVerified(fresh as SolvedChallenge, other)).toBe(false);
      expect(await libraryVerdict(fresh, other)).toBe(false);
    }
  });
});
