import type { ServiceContext } from '../../../platform/context.js';
import { knownDeviceHash } from '../known-devices.js';
import { forgetOwnAttempts } from '../login-attempts.js';
import { reserveLoginAttempt } from '../login-throttle.js';
import type { UserRow } from '../repository.js';
import type { ClientInfo } from '../sessions.js';
import { hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes.js';
import { spendRecoveryCode, spendStep } from './repository.js';
import { openTotpSecret } from './sealed-secret.js';
import { stepOfCode } from './totp.js';

/** Whether the code is the secret's for now; each time step is accepted once (a code seen over a shoulder is spent). */
export async function spendTotpCode(ctx: ServiceContext, user: UserRow, code: string, now = Date.now()): Promise<boolean> {
  if (!user.twoFactorSecret) return false;
  const step = stepOfCode(await openTotpSecret(ctx, { ...user, twoFactorSecret: user.twoFactorSecret }), code.replace(/\s/g, ''), now);
  return step !== null && spendStep(ctx.db, user.tenantId, user.id, step);
}

/** The second factor of a user with two-step sign-in on: a TOTP code, or a recovery code (each works once). */
export async function spendSecondFactor(ctx: ServiceContext, user: UserRow, code: string): Promise<boolean> {
  if (!user.twoFactorEnabledAt) return false;
  if (looksLikeRecoveryCode(code)) return spendRecoveryCode(ctx.db, user.tenantId, user.id, hashRecoveryCode(code));
  return spendTotpCode(ctx, user, code);
}

/**
 * Guessing codes is limited like guessing passwords: the attempt counts as a failure on the
 * sign-in throttle (429 when exhausted) until `prove` succeeds. Returns what `prove` returned.
 */
export async function throttledProof<T>(ctx: ServiceContext, user: UserRow, client: Pick<ClientInfo, 'ip' | 'deviceToken'>, prove: () => Promise<T | null>): Promise<T | null> {
  const keys = { email: user.email, ip: client.ip, deviceHash: await knownDeviceHash(ctx.db, user, client.deviceToken) };
  await reserveLoginAttempt(ctx.db, keys);
  const proven = await prove();
  if (proven !== null) await forgetOwnAttempts(ctx.db, keys);
  return proven;
}
