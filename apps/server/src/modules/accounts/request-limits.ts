import { AUTH_MESSAGES } from '@trailpost/contracts';
import { AppError } from '../../platform/errors.js';
import type { RateCounter } from '../../platform/rate-limits/counter.js';
import { tooManyRequestsError } from '../../platform/rate-limits/plugin.js';

const MINUTE = 60_000;
/** Unknown e-mails one client may look up (listing who has an account) per window. */
const UNKNOWN_LOOKUPS = { max: 20, windowMs: 10 * MINUTE };
/** Reset e-mails one address receives per window, whoever asks. */
const RESET_MAILS = { max: 5, windowMs: 60 * MINUTE };

const lookupKey = (ip: string) => `lookup-miss:${ip}`;

/** Refuses a look-up once this client has asked after too many unknown e-mails. */
export async function assertLookupsLeft(counter: RateCounter, ip: string): Promise<void> {
  const { count, resetInMs } = await counter.peek(lookupKey(ip));
  if (count >= UNKNOWN_LOOKUPS.max) throw tooManyRequestsError(resetInMs);
}

/** Runs the look-up and counts it against the client when the e-mail is unknown. */
export async function countUnknownLookup<T>(counter: RateCounter, ip: string, lookup: Promise<T>): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) await counter.hit(lookupKey(ip), UNKNOWN_LOOKUPS.windowMs);
    throw error;
  }
}

/** Counts a reset request against the e-mail it would go to; refuses past the limit. */
export async function assertResetMailsLeft(counter: RateCounter, email: string): Promise<void> {
  const { count, resetInMs } = await counter.hit(`reset-mail:${email}`, RESET_MAILS.windowMs);
  if (count > RESET_MAILS.max) throw tooManyRequestsError(resetInMs, AUTH_MESSAGES.tooManyResetMails);
}
