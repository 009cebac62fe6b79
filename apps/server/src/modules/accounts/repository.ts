import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResets, roles, sessions, tenants, users } from '../../db/schema/index.js';
import { isLiveSession } from './session-repository.js';
import { forgetPublicHosts } from '../../platform/public-hosts.js';
import { forgetTemplateMerchant } from '../templates/index.js';
import { ownerOfEmail, recordEmail, recordTokenOwner, tenantOfToken } from './lookups.js';

export type UserRow = typeof users.$inferSelect;
export type TenantRow = typeof tenants.$inferSelect;

// Sign-in and token look-ups happen before the tenant is known: they find it by e-mail or token
// hash in the global look-ups (lookups.ts), then read by tenant like everything else.

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const owner = await ownerOfEmail(db, email);
  return owner ? findUser(db, owner.tenantId, owner.userId) : null;
}

export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const tenantId = await tenantOfToken(db, tokenHash);
  if (!tenantId) return null;
  const [row] = await db
    .select({ session: sessions, user: users, roleAccess: roles.access, requireTwoFactor: tenants.requireTwoFactor })
    .from(sessions)
    .innerJoin(users, and(eq(users.tenantId, sessions.tenantId), eq(users.id, sessions.userId)))
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    // A deactivated user's sessions are ended when it is deactivated; this keeps any other token out too.
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, tokenHash), isLiveSession(), eq(users.active, 1)))
    .limit(1);
  return row ?? null;
}

/** A reset link that can still set a password: not used, not expired. */
const usableReset = (tenantId: string, tokenHash: string) =>
  and(eq(passwordResets.tenantId, tenantId), eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`));

/** Whether a reset link can still be used, read without locking or spending it. */
export async function isPasswordResetUsable(db: Db, tokenHash: string): Promise<boolean> {
  const tenantId = await tenantOfToken(db, tokenHash);
  if (!tenantId) return false;
  const [row] = await db.select({ id: passwordResets.id }).from(passwordResets).where(usableReset(tenantId, tokenHash)).limit(1);
  return row !== undefined;
}

/** The link's row, locked until the caller's transaction ends; its tenant is found by its token first. */
export async function findUsablePasswordReset(db: Db, tokenHash: string) {
  const tenantId = await tenantOfToken(db, tokenHash);
  if (!tenantId) return null;
  const [row] = await db.select().from(passwordResets).where(usableReset(tenantId, tokenHash)).limit(1).for('update');
  return row ?? null;
}

export async function insertTenant(db: Db, values: { name: string }): Promise<TenantRow> {
  const [row] = await db.insert(tenants).values(values).returning();
  return row!;
}

/** Adds a user and claims its address (in the caller's transaction: a taken address fails the whole sign-up). */
export async function insertUser(db: Db, tenantId: string, values: Omit<typeof users.$inferInsert, 'tenantId'>): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values({ ...values, tenantId }).returning();
    await recordEmail(tx, row!.email, tenantId, row!.id);
    return row!;
  });
}

export async function findUser(db: Db, tenantId: string, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, userId))).limit(1);
  return row ?? null;
}

export async function findRoleAccess(db: Db, tenantId: string, roleId: string | null): Promise<string[]> {
  if (!roleId) return [];
  const [row] = await db
    .select({ access: roles.access })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, roleId)))
    .limit(1);
  return row?.access ?? [];
}

export async function findTenant(db: Db, tenantId: string): Promise<TenantRow | null> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return row ?? null;
}

export async function insertSession(
  db: Db,
  tenantId: string,
  values: { userId: string; tokenHash: string; expiresAt: Date; userAgent: string | null; ip: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({ ...values, tenantId });
    await recordTokenOwner(tx, values.tokenHash, tenantId);
  });
}

export async function revokeSession(db: Db, tenantId: string, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, tenantId: string, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function updatePassword(db: Db, tenantId: string, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

export async function insertPasswordReset(
  db: Db,
  tenantId: string,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({ ...values, tenantId });
    await recordTokenOwner(tx, values.tokenHash, tenantId);
  });
}

/** Marks this reset used and retires any other open link of the same user. */
export async function consumePasswordResets(db: Db, tenantId: string, userId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.tenantId, tenantId), eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function isSubDomainTaken(db: Db, subDomain: string, exceptTenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.subDomain, subDomain), sql`${tenants.id} <> ${exceptTenantId}`))
    .limit(1);
  return row !== undefined;
}

/**
 * Saves the sub-domain and custom domain. A changed custom domain, or a changed sub-domain (its
 * CNAME target), must be checked again: its status goes back to pending and it stops serving.
 * `alongside` writes in the same transaction what goes with the change (its audit entry).
 */
export async function saveSubDomain(
  db: Db,
  tenantId: string,
  values: { subDomain: string; customDomainUrl: string },
  alongside?: (tx: Db, before: TenantRow, after: TenantRow) => Promise<void>,
): Promise<TenantRow> {
  const changed = sql`(${tenants.customDomainUrl} is distinct from ${values.customDomainUrl} or ${tenants.subDomain} is distinct from ${values.subDomain})`;
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).for('update');
    const [row] = await tx
      .update(tenants)
      .set({
        ...values,
        onboardingStatus: 1,
        customDomainStatus: sql`case when ${changed} then 'pending' else ${tenants.customDomainStatus} end`,
        customDomainCheckedAt: sql`case when ${changed} then null else ${tenants.customDomainCheckedAt} end`,
      })
      .where(eq(tenants.id, tenantId))
      .returning();
    if (alongside && before) await alongside(tx, before, row!);
    return row!;
  });
  // The caches belong to the database handle, not the transaction: forgotten once it committed.
  forgetPublicHosts(db);
  forgetTemplateMerchant(db, tenantId);
  return saved;
}

/** Sub-users who accepted their invite and are active: who a shipment can be assigned to. */
export function listAssignableUsers(db: Db, tenantId: string) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userType, 'subuser'), eq(users.invite, 1), eq(users.active, 1)))
    .orderBy(users.name);
}

export function findUserNames(db: Db, tenantId: string, ids: string[]) {
  return db.select({ id: users.id, name: users.name }).from(users).where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
}

/** Active main users of a tenant and, when given, one active sub-user of it. */
export function findNotifiedUsers(db: Db, tenantId: string, subUserId: string | null) {
  const who = subUserId ? or(eq(users.userType, 'user'), and(eq(users.id, subUserId), eq(users.invite, 1))) : eq(users.userType, 'user');
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.active, 1), who));
}

/** Users who asked for the daily digest and can sign in, with their role's access values. */
export function findDigestSubscribers(db: Db) {
  return db
    .select({
      tenantId: users.tenantId,
      id: users.id,
      email: users.email,
      name: users.name,
      userType: users.userType,
      timeZone: users.timeZone,
      dateFormat: users.dateFormat,
      companyName: sql<string>`coalesce(${tenants.companyName}, ${tenants.name})`,
      logoKey: tenants.logoKey,
      roleAccess: roles.access,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .where(and(eq(users.dailyDigestEmailActive, 1), eq(users.active, 1), eq(users.invite, 1)));
}
