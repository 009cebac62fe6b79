import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../test/harness.js';
import { placementOf } from './distribute.js';
import { isDistributed } from './distributed.js';
import { GLOBAL_TABLES } from './global-tables.js';

/**
 * The schema stays ready to be distributed by tenant (Citus, docs/scaling.md): every table with
 * a tenant_id has it non-null and leading its primary key and each of its foreign keys, and
 * carries no trigger with transition tables (its counters are kept by the owner module instead).
 */
const t = useTestApp();

interface KeyRow {
  table: string;
  kind: 'p' | 'f';
  name: string;
  columns: string[];
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('tenant-leading keys', () => {
  it('every tenant table has a non-null tenant_id leading its primary key and foreign keys', async () => {
    const tenantTables = await rows<{ table: string; nullable: string }>(sql`
      select c.table_name as "table", c.is_nullable as nullable from information_schema.columns c
      where c.table_schema = 'public' and c.column_name = 'tenant_id'
        and c.table_name <> all(${sql.raw(`array['${GLOBAL_TABLES.join("','")}']`)}) order by 1`);
    expect(tenantTables.length).toBeGreaterThan(15);
    const keys = await rows<KeyRow>(sql`
      select cl.relname as "table", k.contype as kind, k.conname as name,
        array(select a.attname::text from unnest(k.conkey) with ordinality u(attnum, ord)
              join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum order by u.ord) as columns
      from pg_constraint k join pg_class cl on cl.oid = k.conrelid join pg_namespace n on n.oid = cl.relnamespace
      where n.nspname = 'public' and k.contype in ('p', 'f')`);
    const broken: string[] = [];
    for (const { table, nullable } of tenantTables) {
      if (nullable !== 'NO') broken.push(`${table}: tenant_id may be null`);
      const own = keys.filter((key) => key.table === table);
      if (!own.some((key) => key.kind === 'p')) broken.push(`${table}: no primary key`);
      for (const key of own) if (key.columns[0] !== 'tenant_id') broken.push(`${table}: ${key.name} (${key.columns.join(', ')})`);
    }
    expect(broken).toEqual([]);
  });

  it('no tenant table has a trigger with transition tables (a distributed database refuses them)', async () => {
    const triggers = await rows<{ name: string }>(sql`
      select cl.relname || '.' || tg.tgname as name from pg_trigger tg join pg_class cl on cl.oid = tg.tgrelid
      join pg_namespace n on n.oid = cl.relnamespace
      where n.nspname = 'public' and (tg.tgoldtable is not null or tg.tgnewtable is not null)
        and exists (select 1 from information_schema.columns c
                    where c.table_schema = 'public' and c.table_name = cl.relname and c.column_name = 'tenant_id')`);
    expect(triggers.map((row) => row.name)).toEqual([]);
  });

  it('every table without tenant_id is a global one, and every global one exists', async () => {
    const tables = await rows<{ table: string; tenant: boolean }>(sql`
      select t.table_name as "table", exists (select 1 from information_schema.columns c
        where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'tenant_id') as tenant
      from information_schema.tables t where t.table_schema = 'public' and t.table_type = 'BASE TABLE' order by 1`);
    const global: readonly string[] = GLOBAL_TABLES;
    expect(tables.filter((row) => !row.tenant && !global.includes(row.table)).map((row) => row.table)).toEqual([]);
    expect(global.filter((name) => !tables.some((row) => row.table === name))).toEqual([]);
  });

  it('a distributed database gets every table: tenant tables spread by tenant, the global ones copied or kept on the coordinator', async () => {
    const tables = await rows<{ table: string; tenant: boolean }>(sql`
      select t.table_name as "table", exists (select 1 from information_schema.columns c
        where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'tenant_id') as tenant
      from information_schema.tables t where t.table_schema = 'public' and t.table_type = 'BASE TABLE' order by 1`);
    // A table of a tenant's rows listed as global would stay whole on one node: only the two
    // look-ups from an address or a token to its tenant are global and hold a tenant_id.
    expect(tables.filter((row) => row.tenant && placementOf(row.table) !== 'distributed').map((row) => row.table)).toEqual(['token_owners', 'user_emails']);
    // A global table a foreign key points at (tenants) must be on every node, not the coordinator alone.
    const referenced = await rows<{ table: string }>(sql`
      select distinct k.confrelid::regclass::text as "table" from pg_constraint k join pg_namespace n on n.oid = k.connamespace
      where n.nspname = 'public' and k.contype = 'f'`);
    expect(referenced.filter(({ table }) => placementOf(table) === 'coordinator')).toEqual([]);
    if (!isDistributed()) return;
    // On a cluster (npm run test:citus), the catalog says where each table went.
    const placed = await rows<{ table: string; method: string }>(sql`
      select logicalrelid::regclass::text as "table", partmethod as method from pg_dist_partition order by 1`);
    const expected = tables
      .filter((row) => placementOf(row.table) !== 'coordinator')
      .map((row) => ({ table: row.table, method: placementOf(row.table) === 'distributed' ? 'h' : 'n' }));
    expect(placed).toEqual(expected);
  });



  it('every unique index of a tenant table leads with tenant_id (a unique rule across tenants lives in a global look-up)', async () => {
    const unique = await rows<{ name: string }>(sql`
      select i.relname as name from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
      join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid and a.attnum = x.indkey[0]
      where n.nspname = 'public' and x.indisunique and a.attname <> 'tenant_id'
        and c.relname <> all(${sql.raw(`array['${GLOBAL_TABLES.join("','")}']`)})
        and exists (select 1 from information_schema.columns col
                    where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'tenant_id')
      order by 1`);
    expect(unique.map((row) => row.name)).toEqual([]);
  });

});
