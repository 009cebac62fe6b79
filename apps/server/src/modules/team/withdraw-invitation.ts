import { TEAM_MESSAGES } from '@trailpost/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { deletePendingSubUser } from '../accounts/index.js';
import { actorOf, recordAudit, type AuditActor } from '../audit/index.js';
import { assertTeamManager } from './access.js';
import { deleteInvitationsOf, findSubUser, pendingInviteeWithEmail } from './repository.js';

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** Removes a pending invitee and records it, in the caller's transaction. */
async function withdrawPending(tx: Db, actor: AuditActor, userId: string): Promise<boolean> {
  // The user row is the accounts module's; its invitations, ours, go in the same transaction.
  const email = await deletePendingSubUser(tx, actor.tenantId, userId, (inTx) => deleteInvitationsOf(inTx, actor.tenantId, userId));
  if (email === null) return false;
  await recordAudit(tx, actor, { action: 'team.invitation_withdrawn', targetType: 'user', targetId: userId, changes: { email: { before: email, after: null } } });
  return true;
}

/**
 * The owner takes back an invitation not yet accepted: the pending user and its links are
 * deleted, so the address is free again (for another invitation, or its own sign-up). A user
 * who accepted is deactivated instead.
 */
export async function withdrawInvitation(ctx: ServiceContext, auth: AuthContext, userId: string): Promise<void> {
  assertTeamManager(auth);
  const user = isUuid(userId) ? await findSubUser(ctx.db, auth.tenantId, userId) : null;
  if (!user) throw notFound(TEAM_MESSAGES.userNotFound);
  if (user.invite === 1) throw badRequest(TEAM_MESSAGES.cannotWithdrawAccepted);
  const withdrawn = await ctx.db.transaction((tx) => withdrawPending(tx, actorOf(auth), userId));
  // Accepted between the read and the transaction.
  if (!withdrawn) throw badRequest(TEAM_MESSAGES.cannotWithdrawAccepted);
}

/**
 * A pending invitation never keeps an address from its own sign-up: signing up withdraws the
 * invitation of that address still pending, in the sign-up's transaction, recorded as done by
 * the address itself.
 */
export async function withdrawPendingInvitationsOf(tx: Db, email: string, ip: string | null): Promise<void> {
  const invitee = await pendingInviteeWithEmail(tx, email);
  if (invitee) await withdrawPending(tx, { tenantId: invitee.tenantId, userId: null, apiKeyId: null, ip, email }, invitee.id);
}

/** Whether a user row is an invitee that has not accepted (its address may still sign up). */
export const isPendingInvitee = (user: { userType: string; invite: number }) => user.userType === 'subuser' && user.invite !== 1;
