import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tokenOwners, userEmails } from '../../db/schema/index.js';

// The global look-ups (db/schema/lookups.ts): an address or a token's hash to its tenant. Each
// is written in the transaction that writes the row it points at; a sign-in, a cookie or a key
// first finds its tenant here, then reads its own row by tenant.

/** Claims an address for a new user; a second account with it fails here, as a unique violation. */
export async function recordEmail(db: Db, email: string, tenantId: string, userId: string): Promise<void> {
  await db.insert(userEmails).values({ email, tenantId, userId });
}

export async function forgetEmail(db: Db, email: string): Promise<void> {
  await db.delete(userEmails).where(eq(userEmails.email, email));
}

/** The user an address belongs to, whatever the tenant. */
export async function ownerOfEmail(db: Db, email: string): Promise<{ tenantId: string; userId: string } | null> {
  const [row] = await db.select({ tenantId: userEmails.tenantId, userId: userEmails.userId }).from(userEmails).where(eq(userEmails.email, email)).limit(1);
  return row ?? null;
}

export async function recordTokenOwner(db: Db, tokenHash: string, tenantId: string): Promise<void> {
  await db.insert(tokenOwners).values({ tokenHash, tenantId });
}

export async function forgetTokens(db: Db, tokenHashes: string[]): Promise<void> {
  if (tokenHashes.length) await db.delete(tokenOwners).where(inArray(tokenOwners.tokenHash, tokenHashes));
}

/** The tenant whose row holds this token, if any still does. */
export async function tenantOfToken(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db.select({ tenantId: tokenOwners.tenantId }).from(tokenOwners).where(eq(tokenOwners.tokenHash, tokenHash)).limit(1);
  return row?.tenantId ?? null;
}
