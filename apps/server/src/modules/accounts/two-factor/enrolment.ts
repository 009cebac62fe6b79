import { PROFILE_MESSAGES, TWO_FACTOR_MESSAGES, type TwoFactorEnabled, type TwoFactorSetup } from '@trailpost/contracts';
import type { AuthContext } from '../../../platform/auth.js';
import type { ServiceContext } from '../../../platform/context.js';
import { badRequest, invalidField, unauthorized } from '../../../platform/errors.js';
import { verifyPassword } from '../../../platform/passwords.js';
import { actorOf, recordAudit } from '../../audit/index.js';
import { findUser, type UserRow } from '../repository.js';
import type { ClientInfo } from '../sessions.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { markDisabled, markEnabled, saveSecretInSetup } from './repository.js';
import { sealTotpSecret } from './sealed-secret.js';
import { spendSecondFactor, spendTotpCode, throttledProof } from './second-factor.js';
import { newTotpSecret, otpauthUri } from './totp.js';

// Every user turns two-step sign-in on and off for itself, whatever its role.

async function callerOf(ctx: ServiceContext, auth: AuthContext): Promise<UserRow> {
  const user = await findUser(ctx.db, auth.tenantId, auth.userId);
  if (!user) throw unauthorized(PROFILE_MESSAGES.userNotFound);
  return user;
}

const userTarget = (user: UserRow) => ({ targetType: 'user', targetId: user.id });

/** A new secret for the authenticator app; nothing changes at sign-in until a code confirms it. */
export async function setUpTwoFactor(ctx: ServiceContext, auth: AuthContext): Promise<TwoFactorSetup> {
  const user = await callerOf(ctx, auth);
  if (user.twoFactorEnabledAt) throw badRequest(TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = newTotpSecret();
  await saveSecretInSetup(ctx.db, user.tenantId, user.id, await sealTotpSecret(ctx, user.tenantId, user.id, secret));
  return { secret, otpauth_uri: otpauthUri(secret, user.email) };
}

/** A code from the app proves it holds the secret: two-step sign-in is on, with fresh recovery codes shown this once. */
export async function enableTwoFactor(ctx: ServiceContext, auth: AuthContext, code: string): Promise<TwoFactorEnabled> {
  const user = await callerOf(ctx, auth);
  if (user.twoFactorEnabledAt) throw badRequest(TWO_FACTOR_MESSAGES.alreadyOn);
  if (!user.twoFactorSecret) throw badRequest(TWO_FACTOR_MESSAGES.setupMissing);
  const recoveryCodes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    if (!(await spendTotpCode({ ...ctx, db: tx }, user, code))) throw invalidField('code', TWO_FACTOR_MESSAGES.wrongCode);
    await markEnabled(tx, user.tenantId, user.id, recoveryCodes.map(hashRecoveryCode));
    await recordAudit(tx, actorOf(auth), { action: 'user.two_factor_enabled', ...userTarget(user) });
  });
  return { recovery_codes: recoveryCodes };
}

/** Turning it off needs both factors: the password and a code (or a recovery code), guesses throttled like sign-in. */
export async function disableTwoFactor(
  ctx: ServiceContext,
  auth: AuthContext,
  client: Pick<ClientInfo, 'ip' | 'deviceToken'>,
  input: { password: string; code: string },
): Promise<void> {
  const user = await callerOf(ctx, auth);
  if (!user.twoFactorEnabledAt) throw badRequest(TWO_FACTOR_MESSAGES.notOn);
  if (!(await verifyPassword(user.passwordHash, input.password))) throw invalidField('password', PROFILE_MESSAGES.currentPasswordWrong);
  const disabled = await throttledProof(ctx, user, client, () =>
    ctx.db.transaction(async (tx) => {
      if (!(await spendSecondFactor({ ...ctx, db: tx }, user, input.code))) return null;
      await markDisabled(tx, user.tenantId, user.id);
      await recordAudit(tx, actorOf(auth), { action: 'user.two_factor_disabled', ...userTarget(user) });
      return true;
    }),
  );
  if (!disabled) throw invalidField('code', TWO_FACTOR_MESSAGES.wrongCode);
}
