import { TEAM_MESSAGES, type inviteBody, type subUserUpdateBody, type SubUserView } from '@trailpost/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth.js';
import { assertTeamManager } from './access.js';
import type { ServiceContext } from '../../platform/context.js';
import { badRequest, duplicate, invalidField, notFound } from '../../platform/errors.js';
import { endUserSessions, insertSubUser, isEmailRegistered, isUniqueViolation, updateSubUser, userProfile } from '../accounts/index.js';
import { companyNameOf } from '../settings/index.js';
import { actorOf, changesBetween, recordAudit } from '../audit/index.js';
import { inviteSecret, sendInvite } from './invitations.js';
import { countSubUsers, findRole, findSubUser, findSubUserByEmail, listSubUsers, type SubUserRow } from './repository.js';

const userTarget = (userId: string) => ({ targetType: 'user', targetId: userId });
/** The fields of an edit that were sent (a partial update leaves the others as they were). */
const sent = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

const toView = (row: SubUserRow): SubUserView => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role_id: row.roleId,
  role_name: row.roleName,
  department: row.department,
  active: row.active,
  invite: row.invite,
  source: row.source,
});

export async function getSubUsers(ctx: ServiceContext, auth: AuthContext, page: { pageId: number; limit: number }) {
  assertTeamManager(auth);
  const rows = await listSubUsers(ctx.db, auth.tenantId, { offset: (page.pageId - 1) * page.limit, limit: page.limit });
  return { users: rows.map(toView), total: await countSubUsers(ctx.db, auth.tenantId) };
}

async function inviterOf(ctx: ServiceContext, auth: AuthContext) {
  const me = await userProfile(ctx, auth.tenantId, auth.userId);
  return { name: me?.name ?? 'Your admin', companyName: await companyNameOf(ctx, auth.tenantId) };
}

/**
 * Invites a sub-user (part 2 §2.15): stored pending with its role, and e-mailed a signed,
 * single-use link. With `resend`, a pending user of this tenant gets a new link instead.
 */
export async function inviteSubUser(ctx: ServiceContext, auth: AuthContext, input: z.output<typeof inviteBody>): Promise<{ user: SubUserView; resent: boolean }> {
  assertTeamManager(auth);
  const role = await findRole(ctx.db, auth.tenantId, input.role_id);
  if (!role) throw invalidField('role_id', TEAM_MESSAGES.roleRequired);
  const inviter = await inviterOf(ctx, auth);
  if (input.resend) return { user: await resendInvite(ctx, auth, input.email, inviter), resent: true };
  if (await isEmailRegistered(ctx, input.email)) throw duplicate(TEAM_MESSAGES.emailTaken);
  const secret = await inviteSecret(ctx);
  try {
    const userId = await ctx.db.transaction(async (tx) => {
      const id = await insertSubUser(tx, auth.tenantId, { email: input.email, name: input.name, roleId: role.id, source: input.source });
      await sendInvite(ctx, tx, secret, { tenantId: auth.tenantId, userId: id, name: input.name, email: input.email }, inviter);
      await recordAudit(tx, actorOf(auth), { action: 'team.invited', ...userTarget(id), changes: changesBetween(null, { email: input.email, name: input.name, role_id: role.id }) });
      return id;
    });
    return { user: toView((await findSubUser(ctx.db, auth.tenantId, userId))!), resent: false };
  } catch (error) {
    // The same e-mail invited twice at one moment: the unique index decides.
    if (isUniqueViolation(error)) throw duplicate(TEAM_MESSAGES.emailTaken);
    throw error;
  }
}

async function resendInvite(ctx: ServiceContext, auth: AuthContext, email: string, inviter: { name: string; companyName: string }): Promise<SubUserView> {
  const pending = await findSubUserByEmail(ctx.db, auth.tenantId, email);
  if (!pending) throw notFound(TEAM_MESSAGES.userNotFound);
  if (pending.invite === 1) throw badRequest(TEAM_MESSAGES.alreadyAccepted);
  if (pending.active !== 1) throw badRequest(TEAM_MESSAGES.cannotResendInactive);
  const secret = await inviteSecret(ctx);
  await ctx.db.transaction(async (tx) => {
    await sendInvite(ctx, tx, secret, { tenantId: auth.tenantId, userId: pending.id, name: pending.name, email: pending.email }, inviter);
    // A new link that works: recorded as an invitation of its own.
    await recordAudit(tx, actorOf(auth), { action: 'team.invited', ...userTarget(pending.id), changes: {} });
  });
  return toView(pending);
}

/** Name, role and the active switch. Deactivating ends the user's sessions at once. */
export async function editSubUser(ctx: ServiceContext, auth: AuthContext, userId: string, input: z.output<typeof subUserUpdateBody>): Promise<{ user: SubUserView; message: string }> {
  assertTeamManager(auth);
  const before = await findSubUser(ctx.db, auth.tenantId, userId);
  if (!before) throw notFound(TEAM_MESSAGES.userNotFound);
  if (input.role_id !== undefined && !(await findRole(ctx.db, auth.tenantId, input.role_id))) throw invalidField('role_id', TEAM_MESSAGES.roleRequired);
  await ctx.db.transaction(async (tx) => {
    await updateSubUser(tx, auth.tenantId, userId, { name: input.name, roleId: input.role_id, active: input.active });
    if (input.active === 0 && before.active === 1) await endUserSessions(tx, auth.tenantId, userId);
    const changes = changesBetween({ name: before.name, role_id: before.roleId, active: before.active }, sent({ name: input.name, role_id: input.role_id, active: input.active }));
    if (Object.keys(changes).length > 0) await recordAudit(tx, actorOf(auth), { action: 'team.user_updated', ...userTarget(userId), changes });
  });
  const user = toView((await findSubUser(ctx.db, auth.tenantId, userId))!);
  let message: string = TEAM_MESSAGES.userUpdated;
  if (input.active !== undefined && input.active !== before.active) message = input.active === 1 ? TEAM_MESSAGES.userActivated : TEAM_MESSAGES.userDeactivated;
  return { user, message };
}
