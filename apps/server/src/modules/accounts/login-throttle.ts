import {
  AUTH_MESSAGES,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  minutesToWait,
} from '@trailpost/contracts';
import type { Db } from '../../db/client.js';
import { tooManyRequestsError } from '../../platform/rate-limits/plugin.js';
import { countRecentAttempts, insertAttempt, lockAttemptKey, type AttemptKeys } from './login-attempts.js';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

interface Tally {
  count: number;
  oldest: Date | null;
}

function refuse(tally: Tally, now: Date): never {
  const retryMs = Math.max(0, (tally.oldest ?? now).getTime() + WINDOW_MS - now.getTime());
  throw tooManyRequestsError(retryMs, AUTH_MESSAGES.tooManyAttempts(minutesToWait(retryMs)));
}

/**
 * Writes the attempt down as a failure before the password is checked, refusing it (429) when a
 * limit is reached. Under a lock per account, so a burst cannot slip extra guesses past the
 * count. A browser that signed in to the account before is limited on its own: guesses from
 * elsewhere never lock the owner out. Others share the account's limit and their address's.
 */
export async function reserveLoginAttempt(db: Db, keys: AttemptKeys, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAttemptKey(tx, `login:account:${keys.email}`);
    if (!keys.deviceHash) await lockAttemptKey(tx, `login:address:${keys.ip}`);
    const recent = await countRecentAttempts(tx, keys, new Date(now.getTime() - WINDOW_MS));
    if (keys.deviceHash) {
      if (recent.byDevice.count >= LOGIN_MAX_FAILURES) refuse(recent.byDevice, now);
    } else {
      if (recent.byAccount.count >= LOGIN_MAX_FAILURES) refuse(recent.byAccount, now);
      if (recent.byAddress.count >= LOGIN_MAX_FAILURES_PER_ADDRESS) refuse(recent.byAddress, now);
    }
    await insertAttempt(tx, keys, now);
  });
}
