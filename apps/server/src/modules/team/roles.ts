import { ROLE_VALUES, TEAM_MESSAGES, type RoleValue, type RoleView, type roleBody } from '@trailpost/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth.js';
import { assertTeamManager } from './access.js';
import type { ServiceContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { countRoleUsers, deleteUnusedRole, findRole, insertRole, listRoles, updateRole, type RoleRow } from './repository.js';

type RoleInput = z.output<typeof roleBody>;

const accessOf = (row: RoleRow): RoleValue[] => ROLE_VALUES.filter((value) => row.access.includes(value));
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
  return toView(await insertRole(ctx.db, auth.tenantId, { name: input.name, department: input.department, access: input.role }), 0);
}

/** New access values apply to the role's users on their next call (sessions read the role each time). */
export async function editRole(ctx: ServiceContext, auth: AuthContext, roleId: string, input: RoleInput): Promise<RoleView> {
  assertTeamManager(auth);
  const row = await updateRole(ctx.db, auth.tenantId, roleId, { name: input.name, department: input.department, access: input.role });
  if (!row) throw notFound(TEAM_MESSAGES.roleNotFound);
  return toView(row, await countRoleUsers(ctx.db, auth.tenantId, roleId));
}

/** Deletes a role nobody holds; one in use is refused with how many users hold it. */
export async function removeRole(ctx: ServiceContext, auth: AuthContext, roleId: string): Promise<void> {
  assertTeamManager(auth);
  if (await deleteUnusedRole(ctx.db, auth.tenantId, roleId)) return;
  if (!(await findRole(ctx.db, auth.tenantId, roleId))) throw notFound(TEAM_MESSAGES.roleNotFound);
  throw badRequest(TEAM_MESSAGES.roleInUse(await countRoleUsers(ctx.db, auth.tenantId, roleId)));
}
