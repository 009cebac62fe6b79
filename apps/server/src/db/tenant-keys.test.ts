import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../test/harness.js';
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
      where c.table_schema = 'public' and c.column_name = 'tenant_id' order by 1`);
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

  it('the tables without tenant_id are exactly the global ones the lint and the scaling guide know', async () => {
    const global = await rows<{ table: string }>(sql`
      select t.table_name as "table" from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and not exists (select 1 from information_schema.columns c
                        where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'tenant_id')
      order by 1`);
    expect(global.map((row) => row.table)).toEqual([...GLOBAL_TABLES]);
  });

  it("every unique index of a tenant table leads with tenant_id, but the global lookups still waiting for tables of their own", async () => {
    // Found before the tenant is known (sign-in by e-mail, a session cookie, a reset link, an API
    // key): a distributed database needs them moved into small global tables (docs/scaling.md).
    const globalLookups = ['api_keys_token_hash_key', 'password_resets_token_hash_key', 'sessions_token_hash_key', 'users_email_key'];
    const unique = await rows<{ name: string }>(sql`
      select i.relname as name from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
      join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid and a.attnum = x.indkey[0]
      where n.nspname = 'public' and x.indisunique and a.attname <> 'tenant_id'
        and exists (select 1 from information_schema.columns col
                    where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'tenant_id')
      order by 1`);
    expect(unique.map((row) => row.name)).toEqual(globalLookups);
  });
});
