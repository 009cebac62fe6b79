import { LOGIN_FAILURE_WINDOW_MINUTES } from '@trailpost/contracts';
import type { Db } from '../../db/client.js';
import { deleteEndedRateWindows } from '../../platform/rate-limits/counter.js';
import { DEVICE_COOKIE_MAX_AGE_S } from './known-devices.js';
import { deleteDevicesUnusedSince } from './known-device-repository.js';
import { deleteAttemptsBefore } from './login-attempts.js';
import { deleteEndedSessions } from './session-repository.js';
import { deleteExpiredChallenges } from './two-factor/repository.js';

/** Drops sign-in records nothing reads any more: old attempts, ended windows, forgotten browsers, ended sessions, expired challenges. */
export async function forgetStaleSignInRecords(db: Db, now = new Date()): Promise<void> {
  await deleteAttemptsBefore(db, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000));
  await deleteEndedRateWindows(db);
  await deleteDevicesUnusedSince(db, new Date(now.getTime() - DEVICE_COOKIE_MAX_AGE_S * 1000));
  await deleteEndedSessions(db);
  await deleteExpiredChallenges(db, now);
}
