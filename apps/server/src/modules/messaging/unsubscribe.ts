import { UNSUBSCRIBE_MESSAGES, type UnsubscribeView } from '@trailpost/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailUnsubscribes } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { loadSecret, signClaim, verifyClaim } from '../../platform/secrets.js';
import { companyNameOf } from '../settings/index.js';

const SECRET = 'unsubscribe-links';
/** Old e-mails stay in inboxes for years; their link must keep working. */
const LINK_LIFETIME_S = 10 * 365 * 24 * 3600;

interface UnsubscribeClaim {
  tid: string;
  em: string;
  exp: number;
}

/**
 * Makes the one-click address for the List-Unsubscribe header (RFC 8058) and the page a reader
 * opens, with the signing secret read once (a batch of messages signs hundreds).
 */
export async function unsubscribeLinkMaker(ctx: ServiceContext): Promise<(tenantId: string, email: string) => { page: string; oneClick: string }> {
  const secret = await loadSecret(ctx.db, SECRET);
  return (tenantId, email) => {
    const token = signClaim(secret, { tid: tenantId, em: email.toLowerCase(), exp: Math.floor(Date.now() / 1000) + LINK_LIFETIME_S });
    const query = new URLSearchParams({ token }).toString();
    return { page: `${ctx.config.publicUrl}/unsubscribe?${query}`, oneClick: `${ctx.config.publicUrl}/api/unsubscribe?${query}` };
  };
}

async function claimOf(ctx: ServiceContext, token: string): Promise<UnsubscribeClaim> {
  const claim = verifyClaim<UnsubscribeClaim>(await loadSecret(ctx.db, SECRET), token);
  if (!claim) throw notFound(UNSUBSCRIBE_MESSAGES.invalidLink);
  return claim;
}

export async function isUnsubscribed(db: Db, tenantId: string, email: string): Promise<boolean> {
  return (await unsubscribedAmong(db, tenantId, [email])).size > 0;
}

/** Which of these addresses (lower case) left the tenant's automated mail, in one statement. */
export async function unsubscribedAmong(db: Db, tenantId: string, emails: string[]): Promise<Set<string>> {
  if (!emails.length) return new Set();
  const rows = await db
    .select({ email: mailUnsubscribes.email })
    .from(mailUnsubscribes)
    .where(and(eq(mailUnsubscribes.tenantId, tenantId), inArray(mailUnsubscribes.email, [...new Set(emails.map((email) => email.toLowerCase()))])));
  return new Set(rows.map((row) => row.email));
}

export async function readUnsubscribe(ctx: ServiceContext, token: string): Promise<UnsubscribeView> {
  const claim = await claimOf(ctx, token);
  return { company_name: await companyNameOf(ctx, claim.tid), email: claim.em, unsubscribed: await isUnsubscribed(ctx.db, claim.tid, claim.em) };
}

/** Stops the merchant's automated mail to the address; following the link twice is harmless. */
export async function unsubscribe(ctx: ServiceContext, token: string): Promise<UnsubscribeView> {
  const claim = await claimOf(ctx, token);
  await ctx.db.insert(mailUnsubscribes).values({ tenantId: claim.tid, email: claim.em }).onConflictDoNothing();
  return { company_name: await companyNameOf(ctx, claim.tid), email: claim.em, unsubscribed: true };
}
