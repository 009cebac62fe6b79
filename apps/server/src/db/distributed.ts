import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { groupByTenant } from '../platform/group-by-tenant.js';

let distributed = false;

/**
 * Whether this process's database spreads tenants over several nodes (the citus extension).
 * One process talks to one database, so it is known once, when the database is opened; what
 * must differ there (claims go tenant by tenant, platform/claim.ts) asks here.
 */
export const isDistributed = (): boolean => distributed;

export async function detectDistribution(pool: pg.Pool): Promise<void> {
  const { rowCount } = await pool.query(`select 1 from pg_extension where extname = 'citus'`);
  distributed = (rowCount ?? 0) > 0;
}

/** Tests run the tenant-by-tenant paths on one server too. */
export function setDistributedForTests(on: boolean): void {
  distributed = on;
}

/**
 * Items split the way one statement over them may run: all together on one server; on a
 * distributed database one tenant's at a time, so the statement names that tenant and runs on
 * its shard (Citus plans a join over several tenants' rows only when it can push it down whole).
 */
export function tenantBatches<T extends { tenantId: string }>(items: T[]): T[][] {
  if (!distributed) return items.length ? [items] : [];
  return [...groupByTenant(items).values()];
}

/**
 * The tenant a statement over a batch names: a constant when the batch is one tenant's, so a
 * distributed database routes the statement to that tenant's shard instead of every shard;
 * otherwise `column`, the tenant of each input row.
 */
export function batchTenant(items: { tenantId: string }[], column: SQL): SQL {
  const first = items[0]?.tenantId;
  return first && items.every((item) => item.tenantId === first) ? sql`${first}::uuid` : column;
}
