import type { ServiceContext } from '../../platform/context.js';
import { claimDueChecks } from './repository.js';
import { checkDomain } from './service.js';

/** Long enough for three DNS look-ups to time out; a crashed pass's domains come back after it. */
const LEASE_MS = 2 * 60_000;
/** Domains claimed by one pass; a full batch runs the next pass at once. */
export const RECHECK_BATCH = 20;
/** Checks in flight at once: each asks three questions of the resolvers. */
const CONCURRENCY = 5;

/**
 * One pass of the re-check schedule (workers.ts): unverified domains that are due are checked,
 * a few at a time; one that passes is verified and its merchant told. Returns how many were checked.
 */
export async function recheckDueDomains(ctx: ServiceContext, now = new Date()): Promise<number> {
  const due = await claimDueChecks(ctx.db, now, LEASE_MS, RECHECK_BATCH);
  for (let at = 0; at < due.length; at += CONCURRENCY) {
    await Promise.all(due.slice(at, at + CONCURRENCY).map((row) => checkDomain(ctx, row, now)));
  }
  return due.length;
}
