import { PROFILE_MESSAGES } from '@trailpost/contracts';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { invalidField, unauthorized } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { actorOf, recordAudit } from '../audit/index.js';
import { consumePasswordResets, findUser, revokeAllSessions, updatePassword } from './repository.js';

/**
 * The profile's change-password drawer (every user's own, whatever its role): proves the current password, stores the new one and
 * ends every session of the user, the caller's included, with any open reset link.
 */
export async function changePassword(
  ctx: ServiceContext,
  auth: AuthContext,
  input: { current_password: string; new_password: string },
): Promise<void> {
  assertAccess(auth, 'settingMainMenu');
  const user = await findUser(ctx.db, auth.tenantId, auth.userId);
  if (!user) throw unauthorized(PROFILE_MESSAGES.userNotFound);
  if (!(await verifyPassword(user.passwordHash, input.current_password))) throw invalidField('current_password', PROFILE_MESSAGES.currentPasswordWrong);
  if (input.current_password === input.new_password) throw invalidField('new_password', PROFILE_MESSAGES.newPasswordSame);
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction(async (tx) => {
    await updatePassword(tx, user.tenantId, user.id, passwordHash);
    await consumePasswordResets(tx, user.tenantId, user.id);
    await revokeAllSessions(tx, user.tenantId, user.id);
    await recordAudit(tx, actorOf(auth), { action: 'user.password_changed', targetType: 'user', targetId: user.id });
  });
}
