import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { perDatabase } from '../db/per-database.js';
import { appSecrets } from '../db/schema/index.js';
import { safeEqual } from './safe-equal.js';

async function readOrCreate(db: Db, name: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row!.value;
}

/** A secret never changes once stored, so each process reads it once per database. */
const loadedIn = perDatabase(() => new Map<string, Promise<string>>());

/** The named secret, created on first use; every process reads the same one from the database. */
export function loadSecret(db: Db, name: string): Promise<string> {
  const secrets = loadedIn(db);
  let secret = secrets.get(name);
  if (!secret) {
    // A failed read is not kept: the next caller tries again.
    secret = readOrCreate(db, name).catch((error: unknown) => {
      secrets.delete(name);
      throw error;
    });
    secrets.set(name, secret);
  }
  return secret;
}

/**
 * A compact signed claim: base64url(JSON) + "." + base64url(HMAC-SHA256). The claim carries
 * its own expiry (`exp`, epoch seconds); a tampered, foreign or expired token reads as null.
 */
export function signClaim(secret: string, claim: Record<string, unknown> & { exp: number }): string {
  const body = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

export function verifyClaim<T extends { exp: number }>(secret: string, token: string, now = Date.now()): T | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = createHmac('sha256', secret).update(body).digest();
  if (!safeEqual(expected, Buffer.from(signature, 'base64url'))) return null;
  try {
    const claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
    return typeof claim.exp === 'number' && claim.exp * 1000 > now ? claim : null;
  } catch {
    return null;
  }
}
