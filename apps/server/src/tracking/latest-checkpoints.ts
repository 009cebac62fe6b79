import { sql, type SQL } from 'drizzle-orm';
import { dateOf, rowsOf, type Tx } from '../db/client.js';
import { batchTenant, tenantBatches } from '../db/distributed.js';
import type { Scan } from './latest-scan.js';
import { TIE_ORDER } from './status-rule.js';

type Target = { tenantId: string; shipmentId: string };
const textOf = (value: unknown) => (value === null || value === undefined ? null : String(value));
const targetList = (targets: Target[]): SQL => sql.join(targets.map((t) => sql`(${t.tenantId}::uuid, ${t.shipmentId}::uuid)`), sql`, `);

export interface CheckpointSummary {
  /** The newest meaningful checkpoint (informational ones never decide the status). */
  latest: Scan | null;
  /** The newest checkpoint of any kind, shown when no meaningful one exists yet. */
  latestAny: Scan | null;
  /** Time of the first meaningful checkpoint: transit days count from here. */
  firstTime: Date | null;
  /** Time of the newest Delivered checkpoint. */
  deliveredTime: Date | null;
}

const TIE_ARRAY = sql.raw(`array[${TIE_ORDER.map((status) => `'${status}'`).join(', ')}]`);

function scanOf(row: Record<string, unknown>, prefix: string): Scan | null {
  const key = row[`${prefix}dedupe_key`];
  if (key === null || key === undefined) return null;
  return { tag: String(row[`${prefix}tag`]), time: dateOf(row[`${prefix}time`]), dedupeKey: String(key), message: String(row[`${prefix}message`]), location: textOf(row[`${prefix}location`]) };
}

/**
 * Per shipment, from all its stored checkpoints: the newest meaningful one (by time, then the
 * later stage, then the provider's key: latestOf's order), the newest of any kind, and the
 * first and delivery times.
 */
export async function latestCheckpoints(tx: Tx, targets: Target[]): Promise<Map<string, CheckpointSummary>> {
  const summaries = new Map<string, CheckpointSummary>();
  for (const batch of tenantBatches(targets)) {
    for (const row of await summariesOf(tx, batch)) {
      summaries.set(String(row.shipment_id), {
        latest: scanOf(row, ''),
        latestAny: scanOf(row, 'any_'),
        firstTime: dateOf(row.first_time),
        deliveredTime: dateOf(row.delivered_time),
      });
    }
  }
  return summaries;
}

async function summariesOf(tx: Tx, targets: Target[]): Promise<Record<string, unknown>[]> {
  const tenantOf = batchTenant(targets, sql`t.tenant_id`);
  const result = await tx.execute(sql`
    select t.id as shipment_id, agg.first_time, agg.delivered_time,
      l.tag, l.checkpoint_time as time, l.message, l.location, l.dedupe_key,
      a.tag as any_tag, a.checkpoint_time as any_time, a.message as any_message, a.location as any_location, a.dedupe_key as any_dedupe_key
    from (values ${targetList(targets)}) as t(tenant_id, id)
    cross join lateral (
      select min(c.checkpoint_time) filter (where not c.informational) as first_time,
        max(c.checkpoint_time) filter (where c.tag = 'Delivered' and not c.informational) as delivered_time
      from checkpoints c where c.tenant_id = ${tenantOf} and c.shipment_id = t.id
    ) agg
    left join lateral (
      select c.tag, c.checkpoint_time, c.message, c.location, c.dedupe_key from checkpoints c
      where c.tenant_id = ${tenantOf} and c.shipment_id = t.id and not c.informational
      order by c.checkpoint_time desc nulls last, array_position(${TIE_ARRAY}, c.tag) desc nulls last, c.dedupe_key desc limit 1
    ) l on true
    left join lateral (
      -- Only looked up for a shipment with no meaningful checkpoint yet.
      select c.tag, c.checkpoint_time, c.message, c.location, c.dedupe_key from checkpoints c
      where l.dedupe_key is null and c.tenant_id = ${tenantOf} and c.shipment_id = t.id
      order by c.checkpoint_time desc nulls last, c.dedupe_key desc limit 1
    ) a on true`);
  return rowsOf(result);
}
