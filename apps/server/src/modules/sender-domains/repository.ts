import { and, asc, count, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { senderDomains } from '../../db/schema/index.js';
import { claimInScopes, claimKeys } from '../../platform/claim.js';

export type SenderDomainRow = typeof senderDomains.$inferSelect;

const byId = (tenantId: string, id: string) => and(eq(senderDomains.tenantId, tenantId), eq(senderDomains.id, id));

/** A tenant's domains, oldest first; only verified or unverified ones when asked. */
export function listDomains(db: Db, tenantId: string, isVerified?: boolean) {
  const conditions = [eq(senderDomains.tenantId, tenantId)];
  if (isVerified !== undefined) conditions.push(eq(senderDomains.isVerified, isVerified));
  return db
    .select()
    .from(senderDomains)
    .where(and(...conditions))
    .orderBy(asc(senderDomains.createdAt), asc(senderDomains.domain));
}

export async function findDomain(db: Db, tenantId: string, id: string): Promise<SenderDomainRow | null> {
  const [row] = await db.select().from(senderDomains).where(byId(tenantId, id)).limit(1);
  return row ?? null;
}

export async function findDomainByName(db: Db, tenantId: string, domain: string): Promise<SenderDomainRow | null> {
  const [row] = await db
    .select()
    .from(senderDomains)
    .where(and(eq(senderDomains.tenantId, tenantId), eq(senderDomains.domain, domain)))
    .limit(1);
  return row ?? null;
}

export async function countDomains(db: Db, tenantId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(senderDomains).where(eq(senderDomains.tenantId, tenantId));
  return Number(row?.n ?? 0);
}

/** Inserts a new domain with its first address; null when the tenant added the domain meanwhile. */
export async function insertDomain(db: Db, values: typeof senderDomains.$inferInsert): Promise<SenderDomainRow | null> {
  const [row] = await db.insert(senderDomains).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Adds an address unless it is there already or the domain is full: null then. */
export async function appendEmail(db: Db, tenantId: string, id: string, email: string, max: number): Promise<SenderDomainRow | null> {
  const [row] = await db
    .update(senderDomains)
    .set({ emails: sql`array_append(${senderDomains.emails}, ${email}::text)` })
    .where(and(byId(tenantId, id), sql`not (${email}::text = any(${senderDomains.emails}))`, sql`cardinality(${senderDomains.emails}) < ${max}`))
    .returning();
  return row ?? null;
}

/** Removes an address; the domain goes with its last one. False when no domain of the tenant holds it. */
export async function removeEmail(db: Db, tenantId: string, domain: string, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(senderDomains)
      .set({ emails: sql`array_remove(${senderDomains.emails}, ${email}::text)` })
      .where(and(eq(senderDomains.tenantId, tenantId), eq(senderDomains.domain, domain), sql`${email}::text = any(${senderDomains.emails})`))
      .returning({ id: senderDomains.id, emails: senderDomains.emails });
    if (!row) return false;
    if (row.emails.length === 0) await tx.delete(senderDomains).where(and(byId(tenantId, row.id), sql`cardinality(${senderDomains.emails}) = 0`));
    return true;
  });
}

/**
 * Stores a check's outcome. A domain that passes becomes verified and leaves the schedule; one
 * that fails keeps its state (verification is one-way) and gets its next check. Returns true
 * only for the call that verified it, so the merchant is told once.
 */
export async function saveCheck(
  db: Db,
  tenantId: string,
  id: string,
  outcome: { verified: boolean; check: unknown; checkedAt: Date; nextCheckAt: Date | null },
): Promise<boolean> {
  const common = { lastCheck: outcome.check, lastCheckedAt: outcome.checkedAt };
  if (!outcome.verified) {
    await db
      .update(senderDomains)
      .set({ ...common, nextCheckAt: sql`case when ${senderDomains.isVerified} then null else ${outcome.nextCheckAt?.toISOString() ?? null}::timestamptz end` })
      .where(byId(tenantId, id));
    return false;
  }
  const newly = await db
    .update(senderDomains)
    .set({ ...common, isVerified: true, verifiedAt: outcome.checkedAt, nextCheckAt: null })
    .where(and(byId(tenantId, id), eq(senderDomains.isVerified, false)))
    .returning({ id: senderDomains.id });
  if (!newly.length) await db.update(senderDomains).set(common).where(byId(tenantId, id));
  return newly.length > 0;
}

/**
 * Claims unverified domains due a check, across tenants (the worker's pass, like the tracking
 * scheduler's): each claimed row's next check moves `leaseMs` ahead, so another worker skips it
 * and a crashed pass is retried after the lease.
 */
export async function claimDueChecks(db: Db, now: Date, leaseMs: number, limit: number): Promise<SenderDomainRow[]> {
  const due = {
    from: sql`${senderDomains}`,
    where: and(isNotNull(senderDomains.nextCheckAt), lte(senderDomains.nextCheckAt, now), eq(senderDomains.isVerified, false))!,
    orderBy: asc(senderDomains.nextCheckAt),
    limit,
  };
  const rows: SenderDomainRow[] = [];
  await claimInScopes(db, due, (tenantId, scopeLimit) =>
    db.transaction(async (tx) => {
      const keys = await claimKeys(tx, { ...due, tenantId, limit: scopeLimit });
      for (const owner of new Set(keys.map((key) => key.tenantId))) {
        const ids = keys.filter((key) => key.tenantId === owner).map((key) => key.id);
        rows.push(
          ...(await tx
            .update(senderDomains)
            .set({ nextCheckAt: new Date(now.getTime() + leaseMs) })
            .where(and(eq(senderDomains.tenantId, owner), inArray(senderDomains.id, ids)))
            .returning()),
        );
      }
      return keys.length;
    }),
  );
  return rows;
}

/** A tenant's verified domains with their addresses and keys (the mail worker signs with them). */
export function verifiedDomains(db: Db, tenantId: string) {
  return db
    .select()
    .from(senderDomains)
    .where(and(eq(senderDomains.tenantId, tenantId), eq(senderDomains.isVerified, true)))
    .orderBy(asc(senderDomains.domain));
}
