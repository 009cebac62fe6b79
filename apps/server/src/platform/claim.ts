import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.js';
import { isDistributed } from '../db/distributed.js';

/** The rows a pass of background work may take, before they are locked. */
export interface Candidates {
  /** What the claimer reads of each row: at least its key. */
  columns: SQL;
  /** The table, with its alias and joins when the claimer reads joined rows. */
  from: SQL;
  where: SQL;
  /** The order rows are taken in (the due time an index keeps, so a claim reads only what it takes); none when any will do. */
  orderBy?: SQL;
  limit: number;
  /** The alias whose rows are locked when the selection joins other tables (the joined rows stay free). */
  lockOf?: string;
  /** Only this tenant's rows: a claim on a distributed database (see claimInScopes). */
  tenantId?: string;
}

/** The candidates of a claim before they are read: what claimInScopes looks through for tenants with work. */
export type DueRows = Omit<Candidates, 'columns' | 'tenantId'>;

const tenantColumn = (candidates: { lockOf?: string }) => (candidates.lockOf ? sql`${sql.identifier(candidates.lockOf)}.tenant_id` : sql`tenant_id`);

/** The tenants owning the first `limit` candidates, in the order their rows come: an unlocked read, over every shard. */
async function dueTenants(db: Db, due: DueRows): Promise<string[]> {
  const order = due.orderBy ? sql` order by ${due.orderBy}` : sql``;
  const rows = rowsOf(await db.execute(sql`select ${tenantColumn(due)} as tenant_id from ${due.from} where ${due.where}${order} limit ${due.limit}`));
  return [...new Set(rows.map((row) => String(row.tenant_id)))];
}

/**
 * Runs a claim in the scopes this database allows, until `limit` rows are taken: once over all
 * tenants on one server; on a distributed database once for each tenant with due rows, earliest
 * first, since a locking read there must stay on one shard, and a tenant's rows are all on one.
 * `claim` takes up to the limit it is given within its tenant (none: any) and answers how many
 * it took.
 */
export async function claimInScopes(db: Db, due: DueRows, claim: (tenantId: string | undefined, limit: number) => Promise<number>): Promise<number> {
  if (!isDistributed()) return claim(undefined, due.limit);
  let taken = 0;
  for (const tenantId of await dueTenants(db, due)) {
    if (taken >= due.limit) break;
    taken += await claim(tenantId, due.limit - taken);
  }
  return taken;
}

/**
 * The one claim of background work: the candidates, locked until the transaction ends, passing
 * over the rows another worker holds, so any number of workers and passes share a queue
 * without waiting on each other or taking a row twice.
 */
export function claimRows(candidates: Candidates): SQL {
  const where = candidates.tenantId ? sql`${tenantColumn(candidates)} = ${candidates.tenantId}::uuid and (${candidates.where})` : candidates.where;
  const order = candidates.orderBy ? sql` order by ${candidates.orderBy}` : sql``;
  const of = candidates.lockOf ? sql` of ${sql.identifier(candidates.lockOf)}` : sql``;
  return sql`select ${candidates.columns} from ${candidates.from} where ${where}${order} limit ${candidates.limit} for update${of} skip locked`;
}

/** A claimed row's key. */
export interface ClaimedKey {
  tenantId: string;
  id: string;
}

/** Claims the candidates of one table by their key, for a claimer that then writes its lease by key in the same transaction. */
export async function claimKeys(tx: Db, candidates: Omit<Candidates, 'columns' | 'lockOf'>): Promise<ClaimedKey[]> {
  const rows = rowsOf(await tx.execute(claimRows({ ...candidates, columns: sql`tenant_id, id` })));
  return rows.map((row) => ({ tenantId: String(row.tenant_id), id: String(row.id) }));
}

/** A claim that leases the rows it takes, in the same statement. */
export interface LeasedClaim extends Omit<Candidates, 'columns' | 'from' | 'lockOf'> {
  /** The claimed table, keyed by (tenant_id, id), and the alias `set` and `returning` name it by. */
  table: string;
  alias: string;
  /** The lease (the due time moved ahead, after which a crashed worker's rows are taken again) and whatever else marks a row taken. */
  set: SQL;
  returning: SQL;
}

/**
 * Claims and leases in one statement: the candidates are updated with the lease and returned.
 * The lease commits with the claim, so a row stays taken after the statement ends, for as long
 * as the lease runs, without a transaction held open. A tenant's claim names the tenant in the
 * update too, so a distributed database runs it on that tenant's shard alone.
 */
export function claimWithLease({ table, alias, set, returning, ...candidates }: LeasedClaim): SQL {
  const name = sql.identifier(alias);
  return sql`update ${sql.identifier(table)} ${name} set ${set}
    from (${claimRows({ ...candidates, columns: sql`tenant_id, id`, from: sql`${sql.identifier(table)}` })}) due
    where ${name}.tenant_id = ${candidates.tenantId ? sql`${candidates.tenantId}::uuid` : sql`due.tenant_id`} and ${name}.id = due.id
    returning ${returning}`;
}

/** Claims and leases in the scopes this database allows (claimInScopes): the leased rows. */
export async function leaseInScopes(db: Db, claim: LeasedClaim): Promise<Record<string, unknown>[]> {
  const leased: Record<string, unknown>[] = [];
  await claimInScopes(db, { from: sql`${sql.identifier(claim.table)}`, where: claim.where, orderBy: claim.orderBy, limit: claim.limit }, async (tenantId, limit) => {
    const rows = rowsOf(await db.execute(claimWithLease({ ...claim, tenantId, limit })));
    leased.push(...rows);
    return rows.length;
  });
  return leased;
}
