import { sql } from 'drizzle-orm';
import { dateOf, rowsOf, type Tx } from '../../db/client.js';
import { groupByTenant } from '../../platform/group-by-tenant.js';
// Types only: nothing of the tracking engine is loaded from here.
import type { ProviderEvent } from '../../tracking/index.js';

/** What the delivery performance keeps of a shipment's scans (decision 0064). */
export interface ScanFacts {
  /** The earliest FailedAttempt checkpoint (its time, or when it was stored when it has none). */
  failedAttemptAt: Date | null;
  /** An Exception checkpoint was stored. */
  exceptionSeen: boolean;
}

/** Scans that can change the facts: status-deciding FailedAttempt and Exception checkpoints. */
export const changesScanFacts = (scans: ProviderEvent[]) =>
  scans.some((scan) => !scan.informational && (scan.tag === 'FailedAttempt' || scan.tag === 'Exception'));

/**
 * Sets the facts of these shipments from their stored checkpoints, after new ones were stored
 * in this transaction (the shipments already locked), one statement per tenant. Only shipments
 * whose new scans can change them are passed, so a batch without such scans costs nothing.
 */
export async function refreshScanFacts(tx: Tx, targets: { tenantId: string; shipmentId: string }[]): Promise<Map<string, ScanFacts>> {
  const facts = new Map<string, ScanFacts>();
  for (const [tenantId, ofTenant] of groupByTenant(targets)) {
    const ids = sql.join(ofTenant.map((t) => sql`${t.shipmentId}::uuid`), sql`, `);
    const rows = rowsOf(
      await tx.execute(sql`
        update shipments s set failed_attempt_at = f.failed_attempt_at, exception_seen = f.exception_seen
        from (
          select shipment_id, min(coalesce(checkpoint_time, created_at)) filter (where tag = 'FailedAttempt') as failed_attempt_at,
            bool_or(tag = 'Exception') as exception_seen
          from checkpoints
          where tenant_id = ${tenantId}::uuid and shipment_id in (${ids}) and not informational and tag in ('FailedAttempt', 'Exception')
          group by shipment_id
        ) f
        where s.tenant_id = ${tenantId}::uuid and s.id = f.shipment_id
        returning s.id, s.failed_attempt_at, s.exception_seen`),
    );
    for (const row of rows) facts.set(String(row.id), { failedAttemptAt: dateOf(row.failed_attempt_at), exceptionSeen: row.exception_seen === true });
  }
  return facts;
}

/** The same facts from scans about to be stored together with their shipment (a scan without a time counts as of `storedAt`). */
export function factsOfScans(scans: { tag: string; checkpointTime?: Date | null; informational?: boolean }[], storedAt: Date): ScanFacts {
  const counted = scans.filter((scan) => !scan.informational);
  const failed = counted.filter((scan) => scan.tag === 'FailedAttempt').map((scan) => (scan.checkpointTime ?? storedAt).getTime());
  return {
    failedAttemptAt: failed.length ? new Date(Math.min(...failed)) : null,
    exceptionSeen: counted.some((scan) => scan.tag === 'Exception'),
  };
}
