import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiKeys, roles, users } from '../../db/schema/index.js';
import { forgetTokens, recordTokenOwner, tenantOfToken } from '../accounts/index.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

const ownKeys = (tenantId: string, userId: string) => and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.userId, userId));

/**
 * The key a request's token names, with its owner and the owner's role. Its tenant is found by
 * the token first, like a session's (decision 0004). Only an active owner's key counts, so
 * deactivating a user stops its keys too.
 */
export async function findKeyByTokenHash(db: Db, tokenHash: string) {
  const tenantId = await tenantOfToken(db, tokenHash);
  if (!tenantId) return null;
  const [row] = await db
    .select({ key: apiKeys, userType: users.userType, roleAccess: roles.access })
    .from(apiKeys)
    .innerJoin(users, and(eq(users.tenantId, apiKeys.tenantId), eq(users.id, apiKeys.userId)))
    .leftJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.tokenHash, tokenHash), eq(users.active, 1)))
    .limit(1);
  return row ?? null;
}

/** Marks a key used, unless another call did within `intervalMs`. */
export async function touchKey(db: Db, tenantId: string, id: string, intervalMs: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.tenantId, tenantId),
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${intervalMs / 1000})`)),
      ),
    );
}

/** A user's keys, newest first. */
export function listKeys(db: Db, tenantId: string, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(ownKeys(tenantId, userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/**
 * Adds a key unless the user already holds `max`: null then. The owner's row is locked for
 * the count, so two adds at once cannot both take the last place.
 */
export async function insertKeyWithin(
  db: Db,
  tenantId: string,
  userId: string,
  values: { id: string; tokenName: string; tokenHash: string; sealedToken: string },
  max: number,
): Promise<ApiKeyRow | null> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
      .for('update');
    const [held] = await tx.select({ n: count() }).from(apiKeys).where(ownKeys(tenantId, userId));
    if (Number(held?.n ?? 0) >= max) return null;
    const [row] = await tx
      .insert(apiKeys)
      .values({ ...values, tenantId, userId })
      .returning();
    await recordTokenOwner(tx, values.tokenHash, tenantId);
    return row!;
  });
}

/** The user's key that holds this token hash. */
export async function findOwnKeyByHash(db: Db, tenantId: string, userId: string, tokenHash: string): Promise<ApiKeyRow | null> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(ownKeys(tenantId, userId), eq(apiKeys.tokenHash, tokenHash)))
    .limit(1);
  return row ?? null;
}

/** Swaps the key's token, only while it still holds `oldHash` (a refresh at the same moment wins once): null otherwise. */
export async function replaceToken(
  db: Db,
  tenantId: string,
  userId: string,
  id: string,
  oldHash: string,
  next: { tokenHash: string; sealedToken: string },
): Promise<ApiKeyRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set(next)
      .where(and(ownKeys(tenantId, userId), eq(apiKeys.id, id), eq(apiKeys.tokenHash, oldHash)))
      .returning();
    if (!row) return null;
    await recordTokenOwner(tx, next.tokenHash, tenantId);
    await forgetTokens(tx, [oldHash]);
    return row;
  });
}

/** Deletes the user's key that holds this token hash: its id and name, or null when none does. */
export async function deleteKeyByHash(db: Db, tenantId: string, userId: string, tokenHash: string): Promise<{ id: string; tokenName: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(apiKeys)
      .where(and(ownKeys(tenantId, userId), eq(apiKeys.tokenHash, tokenHash)))
      .returning({ id: apiKeys.id, tokenName: apiKeys.tokenName });
    if (row) await forgetTokens(tx, [tokenHash]);
    return row ?? null;
  });
}
