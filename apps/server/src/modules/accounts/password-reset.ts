import { AUTH_MESSAGES, RESET_TOKEN_TTL_MINUTES, TEAM_MESSAGES } from '@trailpost/contracts';
import type { ServiceContext } from '../../platform/context.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { queueMail } from '../../platform/mail.js';
import { hashPassword } from '../../platform/passwords.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { escapeHtml } from '../../platform/html-escape.js';
import { recordAudit } from '../audit/index.js';
import {
  consumePasswordResets,
  findUsablePasswordReset,
  findUserByEmail,
  insertPasswordReset,
  isPasswordResetUsable,
  revokeAllSessions,
  updatePassword,
} from './repository.js';

/** Sends a single-use link that expires after RESET_TOKEN_TTL_MINUTES. */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  // The login e-mail step already tells whether an account exists, so saying it here too
  // reveals nothing new and tells a user who typed the wrong address.
  if (!user) throw notFound(AUTH_MESSAGES.emailNotRegistered);
  // A pending sub-user sets its first password through its invite, never through a reset.
  if (user.invite !== 1) throw forbidden(TEAM_MESSAGES.invitePending);
  const token = newToken();
  const link = `${ctx.config.publicUrl}/reset_password?token=${encodeURIComponent(token)}`;
  await ctx.db.transaction(async (tx) => {
    await insertPasswordReset(tx, user.tenantId, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
    });
    await queueMail(tx, {
      tenantId: user.tenantId,
      to: user.email,
      subject: 'Reset your Trailpost password',
      text: [
        `Hi ${user.name},`,
        '',
        'We received a request to reset the password of your Trailpost account.',
        `Open this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose a new password:`,
        link,
        '',
        'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
      ].join('\n'),
      html: `<p>Hi ${escapeHtml(user.name)},</p><p>We received a request to reset the password of your Trailpost account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, for ${RESET_TOKEN_TTL_MINUTES} minutes).</p><p>If you did not ask for this, you can ignore this e-mail.</p>`,
    });
  });
}

/** Whether a reset link can still set a password (the page says so on opening); a used, expired or unknown link is alike. */
export async function isResetLinkUsable(ctx: ServiceContext, token: string): Promise<boolean> {
  return isPasswordResetUsable(ctx.db, hashToken(token));
}

/** Sets the new password, spends the link and ends every session of the user; `ip` is the address the link was opened from. */
export async function resetPassword(ctx: ServiceContext, token: string, newPassword: string, ip: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    const reset = await findUsablePasswordReset(tx, hashToken(token));
    if (!reset) throw badRequest(AUTH_MESSAGES.resetTokenInvalid);
    await updatePassword(tx, reset.tenantId, reset.userId, passwordHash);
    await consumePasswordResets(tx, reset.tenantId, reset.userId);
    await revokeAllSessions(tx, reset.tenantId, reset.userId);
    const actor = { tenantId: reset.tenantId, userId: reset.userId, apiKeyId: null, ip };
    await recordAudit(tx, actor, { action: 'user.password_changed', targetType: 'user', targetId: reset.userId });
  });
}
