import { AUTH_MESSAGES, LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '@trailpost/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { clearLoginFailures, countRecentLoginFailures, insertLoginFailure } from './repository.js';

/** One address may fail this often across all e-mails (a spray across accounts). */
const MAX_FAILURES_PER_IP = 50;
const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

/** Refuses a sign-in while the e-mail or the address has failed too often in the window. */
export async function assertLoginAllowed(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const recent = await countRecentLoginFailures(db, email, ip, since);
  if (recent.byEmail < LOGIN_MAX_FAILURES && recent.byIp < MAX_FAILURES_PER_IP) return;
  const oldest = recent.oldest ?? now;
  const retryMs = Math.max(0, oldest.getTime() + WINDOW_MS - now.getTime());
  const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
  throw new AppError(429, AUTH_MESSAGES.tooManyAttempts(minutes), { 'retry-after': String(Math.ceil(retryMs / 1000)) });
}

export const recordLoginFailure = insertLoginFailure;
export const forgetLoginFailures = clearLoginFailures;
