import type { PoolClient } from 'pg';
import { isDistributed } from './distributed.js';
import { COORDINATOR_TABLES, GLOBAL_TABLES } from './global-tables.js';

/** The table every other tenant table is colocated with: a tenant's rows of all tables sit on one node. */
export const COLOCATION_ANCHOR = 'shipments';

/** Where each table goes on a distributed database: kept on the coordinator, copied to every node, or spread by tenant. */
export function placementOf(table: string): 'coordinator' | 'reference' | 'distributed' {
  if ((COORDINATOR_TABLES as readonly string[]).includes(table)) return 'coordinator';
  return (GLOBAL_TABLES as readonly string[]).includes(table) ? 'reference' : 'distributed';
}

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Row triggers that only set the new row's own columns (shipments' check schedule) run on each
 * shard as they do on one server; Citus asks for this setting to create or distribute them, so
 * the migrations' session has it on a distributed database.
 */
export async function allowRowTriggers(client: PoolClient): Promise<void> {
  if (isDistributed()) await client.query(`set citus.enable_unsafe_triggers to on`);
}

/**
 * On a database with the citus extension, spreads every table of the schema not yet spread: the
 * global tables become reference tables (a copy on every node), but for the coordinator's own;
 * every other table is distributed by tenant_id, colocated with shipments. It runs after each
 * migration run, so a table a later migration adds is spread too, and does nothing on plain
 * PostgreSQL or once all are spread.
 *
 * The foreign keys that touch those tables are dropped for the change and added back after:
 * making a table a reference table while plain tables still point at it would turn those into
 * coordinator-local tables, which can no longer be colocated.
 */
export async function distributeTables(client: PoolClient): Promise<string[]> {
  if (!isDistributed()) return [];
  const { rows: pending } = await client.query<{ table: string }>(`
    select c.relname as "table" from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      and not exists (select 1 from pg_dist_partition p where p.logicalrelid = c.oid)
    order by 1`);
  if (!pending.length) return [];
  const tables = pending.map((row) => row.table).filter((table) => placementOf(table) !== 'coordinator');
  if (!tables.length) return [];
  await client.query('begin');
  try {
    const { rows: keys } = await client.query<ForeignKey>(
      `select k.conrelid::regclass::text as "table", k.conname as name, pg_get_constraintdef(k.oid) as definition
       from pg_constraint k join pg_namespace n on n.oid = k.connamespace
       where n.nspname = 'public' and k.contype = 'f'
         and (k.conrelid::regclass::text = any($1) or k.confrelid::regclass::text = any($1))`,
      [tables],
    );
    for (const key of keys) await client.query(`alter table ${key.table} drop constraint ${quoted(key.name)}`);
    // Statements that touch several shards of one transaction run over one connection per node:
    // the re-added keys check rows the same transaction just placed.
    await client.query(`set local citus.multi_shard_modify_mode to 'sequential'`);
    for (const table of tables.filter((name) => placementOf(name) === 'reference')) {
      await client.query(`select create_reference_table($1)`, [table]);
    }
    const spread = [...tables.filter((name) => name === COLOCATION_ANCHOR), ...tables.filter((name) => placementOf(name) === 'distributed' && name !== COLOCATION_ANCHOR)];
    for (const table of spread) {
      if (table === COLOCATION_ANCHOR) await client.query(`select create_distributed_table($1, 'tenant_id')`, [table]);
      else await client.query(`select create_distributed_table($1, 'tenant_id', colocate_with => $2)`, [table, COLOCATION_ANCHOR]);
    }
    for (const key of keys) await client.query(`alter table ${key.table} add constraint ${quoted(key.name)} ${key.definition}`);
    await client.query('commit');
    return tables;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
