import { ROLE_VALUES, TEAM_MESSAGES, type RoleValue, type RoleView, type roleBody } from '@trailpost/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth.js';
import { assertTeamManager } from './access.js';
import type { ServiceContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { actorOf, changesBetween, recordAudit } from '../audit/index.js';
import { countRoleUsers, deleteUnusedRole, findRole, insertRole, listRoles, updateRole, type RoleRow } from './repository.js';

type RoleInput = z.output<typeof roleBody>;

const accessOf = (row: RoleRow): RoleValue[] => ROLE_VALUES.filter((value) => row.access.includes(value));
/** What the audit log records of a role. */
const audited = (row: RoleRow) => ({ name: row.name, department: row.department, role: accessOf(row) });
const roleTarget = (row: RoleRow) => ({ targetType: 'role', targetId: row.id });

const toView = (row: RoleRow, users: number): RoleView => ({ _id: row.id, name: row.name, department: row.department, role: accessOf(row), users });

export async function getRoles(ctx: ServiceContext, auth: AuthContext): Promise<RoleView[]> {
  assertTeamManager(auth);
  return (await listRoles(ctx.db, auth.tenantId)).map(({ role, users }) => toView(role, Number(users)));
}

/** A role: any of the tenant's for the owner; a sub-user reads only its own (the shell loads it). */
export async function getRole(ctx: ServiceContext, auth: AuthContext, roleId: string, ownRoleId: string | null): Promise<RoleView> {
  const row = auth.userType === 'user' || roleId === ownRoleId ? await findRole(ctx.db, auth.tenantId, roleId) : null;
  if (!row) throw notFound(TEAM_MESSAGES.roleNotFound);
  return toView(row, await countRoleUsers(ctx.db, auth.tenantId, roleId));
}

export async function createRole(ctx: ServiceContext, auth: AuthContext, input: RoleInput): Promise<RoleView> {
  assertTeamManager(auth);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertRole(tx, auth.tenantId, { name: input.name, department: input.department, access: input.role });
    await recordAudit(tx, actorOf(auth), { action: 'team.role_created', ...roleTarget(created), changes: changesBetween(null, audited(created)) });
    return created;
  });
  return toView(row, 0);
}

/** New access values apply to the role's users on their next call (sessions read the role each time). */
export async function editRole(ctx: ServiceContext, auth: AuthContext, roleId: string, input: RoleInput): Promise<RoleView> {
  assertTeamManager(auth);
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findRole(tx, auth.tenantId, roleId);
    const after = before && (await updateRole(tx, auth.tenantId, roleId, { name: input.name, department: input.department, access: input.role }));
    if (before && after) await recordAudit(tx, actorOf(auth), { action: 'team.role_updated', ...roleTarget(after), changes: changesBetween(audited(before), audited(after)) });
    return after;
  });
  if (!row) throw notFound(TEAM_MESSAGES.roleNotFound);
  return toView(row, await countRoleUsers(ctx.db, auth.tenantId, roleId));
}

/** Deletes a role nobody holds; one in use is refused with how many users hold it. */
export async function removeRole(ctx: ServiceContext, auth: AuthContext, roleId: string): Promise<void> {
  assertTeamManager(auth);
  const deleted = await ctx.db.transaction(async (tx) => {
    const before = await findRole(tx, auth.tenantId, roleId);
    if (!before || !(await deleteUnusedRole(tx, auth.tenantId, roleId))) return false;
    await recordAudit(tx, actorOf(auth), { action: 'team.role_deleted', ...roleTarget(before), changes: changesBetween(audited(before), null) });
    return true;
  });
  if (deleted) return;
  if (!(await findRole(ctx.db, auth.tenantId, roleId))) throw notFound(TEAM_MESSAGES.roleNotFound);
  throw badRequest(TEAM_MESSAGES.roleInUse(await countRoleUsers(ctx.db, auth.tenantId, roleId)));
}
