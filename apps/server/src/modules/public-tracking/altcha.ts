import { randomInt } from 'node:crypto';
import { createChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { PUBLIC_TRACKING_MESSAGES } from '@trailpost/contracts';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { RateCounter } from '../../platform/rate-limits/counter.js';
import { loadSecret } from '../../platform/secrets.js';
import { isSolutionVerified } from './solution-check.js';
import { spendChallenge } from './spent-challenges.js';

/**
 * The bot challenge of the public lookups (pinned "Public tracking"): ALTCHA proof of work,
 * self-hosted with altcha-lib (protocol v2), in its deterministic mode. The server picks the
 * counter; the browser must derive keys (PBKDF2/SHA-256, `cost` rounds each) for counters
 * from 0 until it finds the one whose key starts with the signed prefix. On average
 * (500 + 1,500) / 2 = 1,000 derivations of 5,000 rounds: about a second on a phone's few
 * workers (WebCrypto), a fraction of that on a desktop. The server signs the derived key too,
 * so checking a solution is two HMACs, not a derivation.
 */
export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';
export const CHALLENGE_COST = 5_000;
export const CHALLENGE_COUNTER = { min: 500, max: 1_500 } as const;
/** How long a challenge may be solved and its solution used. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
/** Used solutions are kept this much past their expiry, so a process whose clock runs behind still finds them. */
const SPENT_MARGIN_MS = 60_000;

/** Generated once and kept in the database like the other signing secrets (platform/secrets). */
const SIGNATURE_SECRET = 'altcha-challenges';
const KEY_SIGNATURE_SECRET = 'altcha-derived-keys';

const secretsOf = async (ctx: ServiceContext) => ({
  hmacSignatureSecret: await loadSecret(ctx.db, SIGNATURE_SECRET),
  hmacKeySignatureSecret: await loadSecret(ctx.db, KEY_SIGNATURE_SECRET),
});

/** The work one challenge asks for; tests ask for very little (a known counter, one round). */
export interface ChallengeDifficulty {
  counter: number;
  cost: number;
}

const defaultDifficulty = (): ChallengeDifficulty => ({ counter: randomInt(CHALLENGE_COUNTER.min, CHALLENGE_COUNTER.max + 1), cost: CHALLENGE_COST });

/** A new signed challenge, as the widget expects it: `{ parameters, signature }`. */
export async function createPublicChallenge(ctx: ServiceContext, difficulty: ChallengeDifficulty = defaultDifficulty(), now = Date.now()) {
  const { parameters, signature } = await createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    deriveKey,
    ...difficulty,
    expiresAt: new Date(now + CHALLENGE_LIFETIME_MS),
    ...(await secretsOf(ctx)),
  });
  // Always signed: a secret is given.
  return { parameters: { ...parameters }, signature: signature! };
}

interface SolvedPayload {
  challenge: Challenge & { signature: string; parameters: Challenge['parameters'] & { expiresAt: number } };
  solution: Solution;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The widget's payload: base64 of JSON `{ challenge: { parameters, signature }, solution }`
 * (altcha v3, `verify()`). A `+` of the base64 that reached us as a space (an unencoded query
 * string) is put back. Anything else, the widget's test payload included, is no payload.
 */
export function parseSolvedPayload(token: string): SolvedPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token.replaceAll(' ', '+'), 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isObject(value) || !isObject(value.challenge) || !isObject(value.solution)) return null;
  const { parameters, signature } = value.challenge;
  if (!isObject(parameters) || typeof signature !== 'string' || typeof parameters.expiresAt !== 'number') return null;
  return value as unknown as SolvedPayload;
}

const refused = () => new AppError(403, PUBLIC_TRACKING_MESSAGES.challengeInvalid);

/** A solution checked to be ours, right and unexpired, not yet spent. */
export interface VerifiedSolution {
  signature: string;
  /** Until when its use is remembered. */
  spentUntil: Date;
}

/**
 * Checks a solved challenge without touching the database: it must be ours (signature),
 * unexpired and right. Wrong, expired and (later) used payloads get the same answer: the page
 * simply solves a new challenge.
 */
export async function verifyChallengeSolution(ctx: ServiceContext, token: string): Promise<VerifiedSolution> {
  const payload = parseSolvedPayload(token);
  if (!payload) throw refused();
  if (!isSolutionVerified(payload, await secretsOf(ctx))) throw refused();
  return { signature: payload.challenge.signature, spentUntil: new Date(payload.challenge.parameters.expiresAt * 1000 + SPENT_MARGIN_MS) };
}

/** Spends a verified solution; a second spend of the same one is refused. */
export async function spendVerifiedSolution(counter: RateCounter, solution: VerifiedSolution, now = Date.now()): Promise<void> {
  if (!(await spendChallenge(counter, solution.signature, solution.spentUntil.getTime() - now))) throw refused();
}

/** Accepts a solved challenge once: verified, then spent. */
export async function spendChallengeSolution(ctx: ServiceContext, counter: RateCounter, token: string): Promise<void> {
  await spendVerifiedSolution(counter, await verifyChallengeSolution(ctx, token));
}

/**
 * Does `work` once the solution is verified, while it is being spent: the answer waits for both,
 * and a solution already used refuses the call whatever the work found. A payload that is not
 * a solution costs no work.
 */
export async function withSpentSolution<T>(ctx: ServiceContext, counter: RateCounter, token: string, work: () => Promise<T>): Promise<T> {
  const solution = await verifyChallengeSolution(ctx, token);
  const [spent, done] = await Promise.allSettled([spendVerifiedSolution(counter, solution), work()]);
  if (spent.status === 'rejected') throw spent.reason;
  if (done.status === 'rejected') throw done.reason;
  return done.value;
}
