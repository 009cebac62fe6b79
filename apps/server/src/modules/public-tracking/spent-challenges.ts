import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { spentChallenges } from '../../db/schema/index.js';

/**
 * Marks a challenge used: true the first time its signature is written, false when it already
 * was. One statement, so two lookups racing with the same payload cannot both pass.
 */
export async function spendChallenge(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  const rows = await db.insert(spentChallenges).values({ signature, expiresAt }).onConflictDoNothing().returning({ signature: spentChallenges.signature });
  return rows.length === 1;
}

/** Drops used challenges whose challenge has expired: an expired one is refused anyway. */
export async function forgetSpentChallenges(db: Db): Promise<void> {
  await db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, sql`now()`));
}
