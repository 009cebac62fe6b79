import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invitations, roles, users } from '../../db/schema/index.js';
import { findUserByEmail } from '../accounts/index.js';

export type RoleRow = typeof roles.$inferSelect;

/** Roles of a tenant with how many sub-users hold each, oldest first (the count names the tenant too, so a cluster asks one shard). */
export function listRoles(db: Db, tenantId: string) {
  return db
    .select({ role: roles, users: sql<number>`(select count(*)::int from users u where u.tenant_id = ${tenantId}::uuid and u.role_id = "roles"."id")` })
    .from(roles)
    .where(eq(roles.tenantId, tenantId))
    .orderBy(asc(roles.createdAt), asc(roles.id));
}

export async function findRole(db: Db, tenantId: string, roleId: string): Promise<RoleRow | null> {
  const [row] = await db.select().from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, roleId))).limit(1);
  return row ?? null;
}

export async function insertRole(db: Db, tenantId: string, values: { name: string; department: string; access: string[] }): Promise<RoleRow> {
  const [row] = await db.insert(roles).values({ ...values, tenantId }).returning();
  return row!;
}

export async function updateRole(db: Db, tenantId: string, roleId: string, values: { name: string; department: string; access: string[] }): Promise<RoleRow | null> {
  const [row] = await db.update(roles).set(values).where(and(eq(roles.tenantId, tenantId), eq(roles.id, roleId))).returning();
  return row ?? null;
}

/** Deletes a role no user holds (checked in the same statement); false when it is held or gone. */
export async function deleteUnusedRole(db: Db, tenantId: string, roleId: string): Promise<boolean> {
  const rows = await db
    .delete(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, roleId), sql`not exists (select 1 from users u where u.tenant_id = ${tenantId}::uuid and u.role_id = ${roleId}::uuid)`))
    .returning({ id: roles.id });
  return rows.length > 0;
}

export async function countRoleUsers(db: Db, tenantId: string, roleId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.roleId, roleId)));
  return Number(row?.n ?? 0);
}

const subUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  roleId: users.roleId,
  roleName: roles.name,
  department: roles.department,
  active: users.active,
  invite: users.invite,
  source: users.source,
};

/** One page of a tenant's sub-users, newest first, with their role's name and department. */
export function listSubUsers(db: Db, tenantId: string, page: { offset: number; limit: number }) {
  return db
    .select(subUserColumns)
    .from(users)
    .leftJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .where(and(eq(users.tenantId, tenantId), eq(users.userType, 'subuser')))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countSubUsers(db: Db, tenantId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.userType, 'subuser')));
  return Number(row?.n ?? 0);
}

export async function findSubUser(db: Db, tenantId: string, userId: string) {
  const [row] = await db
    .select(subUserColumns)
    .from(users)
    .leftJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), eq(users.userType, 'subuser')))
    .limit(1);
  return row ?? null;
}
export type SubUserRow = NonNullable<Awaited<ReturnType<typeof findSubUser>>>;

export async function findSubUserByEmail(db: Db, tenantId: string, email: string): Promise<SubUserRow | null> {
  const [row] = await db
    .select(subUserColumns)
    .from(users)
    .leftJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email), eq(users.userType, 'subuser')))
    .limit(1);
  return row ?? null;
}

export async function insertInvitation(db: Db, tenantId: string, userId: string, expiresAt: Date): Promise<string> {
  // A new link retires the older ones of the same user.
  await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.userId, userId), isNull(invitations.usedAt), isNull(invitations.revokedAt)));
  const [row] = await db.insert(invitations).values({ tenantId, userId, expiresAt }).returning({ id: invitations.id });
  return row!.id;
}

/** The invitation if still usable, locked until the caller's transaction ends. */
export async function findUsableInvitation(db: Db, tenantId: string, invitationId: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.tenantId, tenantId),
        eq(invitations.id, invitationId),
        isNull(invitations.usedAt),
        isNull(invitations.revokedAt),
        sql`${invitations.expiresAt} > now()`,
      ),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function markInvitationUsed(db: Db, tenantId: string, invitationId: string): Promise<void> {
  await db.update(invitations).set({ usedAt: sql`now()` }).where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, invitationId)));
}

/** A user's invitations, deleted with the pending user they invite (see withdraw-invitation.ts). */
export async function deleteInvitationsOf(db: Db, tenantId: string, userId: string): Promise<void> {
  await db.delete(invitations).where(and(eq(invitations.tenantId, tenantId), eq(invitations.userId, userId)));
}

/** The sub-user invited with this address and not yet accepted, whatever the tenant (an address is global). */
export async function pendingInviteeWithEmail(db: Db, email: string): Promise<{ tenantId: string; id: string } | null> {
  const user = await findUserByEmail(db, email);
  return user && user.userType === 'subuser' && user.invite === 0 ? { tenantId: user.tenantId, id: user.id } : null;
}
