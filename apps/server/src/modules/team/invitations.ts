import { INVITE_TTL_MINUTES, inviteClaim, TEAM_MESSAGES, type InviteClaim } from '@trailpost/contracts';
import type { Db } from '../../db/client.js';
import type { ServiceContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { escapeHtml } from '../../platform/html-escape.js';
import { queueMail } from '../../platform/mail.js';
import { hashPassword } from '../../platform/passwords.js';
import { loadSecret, signClaim, verifyClaim } from '../../platform/secrets.js';
import { acceptSubUser, signInUser, type SignedIn, type ClientInfo } from '../accounts/index.js';
import { findSubUser, findUsableInvitation, insertInvitation, markInvitationUsed } from './repository.js';

const SECRET = 'invite-signing';

/** Read before a transaction opens: on the embedded database a read beside it would wait for it. */
export function inviteSecret(ctx: ServiceContext): Promise<string> {
  return loadSecret(ctx.db, SECRET);
}

/**
 * Writes a fresh invitation (older links of the user stop working) and queues its e-mail, in
 * the caller's transaction: the link leaves only if the user was stored.
 */
export async function sendInvite(
  ctx: ServiceContext,
  db: Db,
  secret: string,
  invitee: { tenantId: string; userId: string; name: string; email: string },
  inviter: { name: string; companyName: string },
): Promise<void> {
  const expiresAt = new Date(Date.now() + INVITE_TTL_MINUTES * 60_000);
  const invitationId = await insertInvitation(db, invitee.tenantId, invitee.userId, expiresAt);
  const claim: InviteClaim = { iid: invitationId, tid: invitee.tenantId, name: invitee.name, email: invitee.email, exp: Math.floor(expiresAt.getTime() / 1000) };
  const token = signClaim(secret, claim);
  const link = `${ctx.config.publicUrl}/accept_invite?token=${encodeURIComponent(token)}`;
  await queueMail(db, {
    tenantId: invitee.tenantId,
    to: invitee.email,
    subject: `${inviter.name} invited you to ${inviter.companyName} on Trailpost`,
    text: [
      `Hi ${invitee.name},`,
      '',
      `${inviter.name} invited you to follow shipments with ${inviter.companyName} on Trailpost.`,
      `Open this link within ${INVITE_TTL_MINUTES / 60} hours to create your password:`,
      link,
      '',
      'The link works once. If you were not expecting this invitation, you can ignore this e-mail.',
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(invitee.name)},</p><p>${escapeHtml(inviter.name)} invited you to follow shipments with ${escapeHtml(inviter.companyName)} on Trailpost.</p><p><a href="${escapeHtml(link)}">Create your password</a> (the link works once, for ${INVITE_TTL_MINUTES / 60} hours).</p><p>If you were not expecting this invitation, you can ignore this e-mail.</p>`,
  });
}

/** The claim of a token this server signed, still within its time; null otherwise. */
async function readClaim(ctx: ServiceContext, token: string): Promise<InviteClaim | null> {
  const claim = verifyClaim<InviteClaim>(await loadSecret(ctx.db, SECRET), token);
  const parsed = inviteClaim.safeParse(claim);
  return parsed.success ? parsed.data : null;
}

/**
 * Part 2 §2.16 with the pinned rules: only a valid, unexpired, unused link for that e-mail sets
 * the password and accepts the invite; then the sub-user is signed in.
 */
export async function acceptInvite(
  ctx: ServiceContext,
  input: { token: string; email: string; password: string },
  client: ClientInfo,
): Promise<SignedIn> {
  const unsigned = await readClaim(ctx, input.token);
  if (!unsigned) {
    // Tell an expired link apart from a foreign one: the page shows the expiry screen for it.
    const anyTime = verifyClaim<InviteClaim>(await loadSecret(ctx.db, SECRET), input.token, 0);
    throw badRequest(anyTime ? TEAM_MESSAGES.inviteExpired : TEAM_MESSAGES.inviteInvalid);
  }
  if (unsigned.email.toLowerCase() !== input.email.toLowerCase()) throw badRequest(TEAM_MESSAGES.inviteInvalid);
  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const invitation = await findUsableInvitation(tx, unsigned.tid, unsigned.iid);
    if (!invitation) throw badRequest(TEAM_MESSAGES.inviteInvalid);
    const user = await findSubUser(tx, invitation.tenantId, invitation.userId);
    if (!user || user.email !== unsigned.email.toLowerCase()) throw badRequest(TEAM_MESSAGES.inviteInvalid);
    if (user.active !== 1) throw badRequest(TEAM_MESSAGES.accountDeactivated);
    await acceptSubUser(tx, invitation.tenantId, invitation.userId, passwordHash);
    await markInvitationUsed(tx, invitation.tenantId, invitation.id);
    return invitation.userId;
  });
  return signInUser(ctx, unsigned.tid, userId, client);
}
