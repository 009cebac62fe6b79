import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { twoFactorChallengesUsed, twoFactorRecoveryCodes, users } from '../../../db/schema/index.js';

const userIs = (tenantId: string, userId: string) => and(eq(users.tenantId, tenantId), eq(users.id, userId));

/** A secret being set up: kept, but not in force until a code confirms it. */
export async function saveSecretInSetup(db: Db, tenantId: string, userId: string, sealedSecret: string): Promise<void> {
  await db.update(users).set({ twoFactorSecret: sealedSecret, twoFactorLastStep: null }).where(and(userIs(tenantId, userId), isNull(users.twoFactorEnabledAt)));
}

export async function markEnabled(db: Db, tenantId: string, userId: string, codeHashes: string[]): Promise<void> {
  await db.update(users).set({ twoFactorEnabledAt: sql`now()` }).where(userIs(tenantId, userId));
  await db.delete(twoFactorRecoveryCodes).where(and(eq(twoFactorRecoveryCodes.tenantId, tenantId), eq(twoFactorRecoveryCodes.userId, userId)));
  await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ tenantId, userId, codeHash })));
}

export async function markDisabled(db: Db, tenantId: string, userId: string): Promise<void> {
  await db.update(users).set({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null }).where(userIs(tenantId, userId));
  await db.delete(twoFactorRecoveryCodes).where(and(eq(twoFactorRecoveryCodes.tenantId, tenantId), eq(twoFactorRecoveryCodes.userId, userId)));
}

/** Moves the last accepted step forward; false when this step (or a later one) was already used. */
export async function spendStep(db: Db, tenantId: string, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(userIs(tenantId, userId), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Marks an unused recovery code used; false when there is none with this hash. */
export async function spendRecoveryCode(db: Db, tenantId: string, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.tenantId, tenantId),
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: twoFactorRecoveryCodes.codeHash });
  return rows.length === 1;
}

/** Records a challenge as answered; false when it already was. */
export async function spendChallenge(db: Db, tenantId: string, id: string, expiresAt: Date): Promise<boolean> {
  const rows = await db.insert(twoFactorChallengesUsed).values({ tenantId, id, expiresAt }).onConflictDoNothing().returning({ id: twoFactorChallengesUsed.id });
  return rows.length === 1;
}

export async function deleteExpiredChallenges(db: Db, now: Date): Promise<void> {
  await db.delete(twoFactorChallengesUsed).where(lt(twoFactorChallengesUsed.expiresAt, now));
}
