import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.js';
import { setDistributedForTests } from '../db/distributed.js';
import { restoreDistributedFlag } from '../test/distributed-flag.js';
import { useTestApp } from '../test/harness.js';
import { claimInScopes, claimRows, claimWithLease } from './claim.js';

const render = (query: ReturnType<typeof claimRows>) => new PgDialect().sqlToQuery(query);

describe('the claim helper', () => {
  it('appends the lock to the candidates, of the named alias only when the selection joins', () => {
    const joined = render(
      claimRows({ columns: sql`s.id`, from: sql`steps s join rules r on r.id = s.rule_id`, where: sql`s.due_at <= now()`, orderBy: sql`s.due_at`, limit: 200, lockOf: 's' }),
    );
    expect(joined.sql).toBe('select s.id from steps s join rules r on r.id = s.rule_id where s.due_at <= now() order by s.due_at limit $1 for update of "s" skip locked');
    expect(joined.params).toEqual([200]);
    expect(render(claimRows({ columns: sql`id`, from: sql`events`, where: sql`true`, limit: 5 })).sql).toBe('select id from events where true limit $1 for update skip locked');
  });

  it('sets the lease in the statement that claims, on the claimed keys', () => {
    const { sql: text } = render(
      claimWithLease({ table: 'jobs', alias: 'j', where: sql`due_at <= now()`, orderBy: sql`due_at`, limit: 10, set: sql`due_at = now() + interval '1 minute'`, returning: sql`j.id` }),
    );
    expect(text.replace(/\s+/g, ' ')).toBe(
      'update "jobs" "j" set due_at = now() + interval \'1 minute\' from (select tenant_id, id from "jobs" where due_at <= now() order by due_at limit $1 for update skip locked) due where "j".tenant_id = due.tenant_id and "j".id = due.id returning j.id',
    );
  });
});

describe('claims tenant by tenant on a distributed database', () => {
  const t = useTestApp();
  restoreDistributedFlag();

  const tenants = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-00000000000c'];

  it('names the tenant in the locking read, on the alias that is locked', () => {
    const { sql: text, params } = render(claimRows({ columns: sql`s.id`, from: sql`steps s join rules r on r.id = s.rule_id`, where: sql`s.due_at <= now()`, limit: 5, lockOf: 's', tenantId: tenants[0] }));
    expect(text).toBe('select s.id from steps s join rules r on r.id = s.rule_id where "s".tenant_id = $1::uuid and (s.due_at <= now()) limit $2 for update of "s" skip locked');
    expect(params).toEqual([tenants[0], 5]);
  });

  it('names the tenant in the update of a lease as well, so it stays on the shard of that tenant', () => {
    const { sql: text, params } = render(
      claimWithLease({ table: 'jobs', alias: 'j', where: sql`due_at <= now()`, limit: 10, set: sql`taken = true`, returning: sql`j.id`, tenantId: tenants[1] }),
    );
    expect(text.replace(/\s+/g, ' ')).toBe(
      'update "jobs" "j" set taken = true from (select tenant_id, id from "jobs" where tenant_id = $1::uuid and (due_at <= now()) limit $2 for update skip locked) due where "j".tenant_id = $3::uuid and "j".id = due.id returning j.id',
    );
    expect(params).toEqual([tenants[1], 10, tenants[1]]);
  });

  it('takes the tenants with the earliest due rows first, each up to what is left of the limit', async () => {
    const db = t.database.db;
    await db.execute(sql`create table claim_probe (tenant_id uuid not null, id int not null, due int not null, taken boolean not null default false, primary key (tenant_id, id))`);
    // Due order: a a b a b c c c c
    const rows = [[0, 1], [0, 2], [1, 3], [0, 4], [1, 5], [2, 6], [2, 7], [2, 8], [2, 9]];
    for (const [tenant, due] of rows) await db.execute(sql`insert into claim_probe (tenant_id, id, due) values (${tenants[tenant!]}::uuid, ${due}, ${due})`);
    const due = { from: sql`claim_probe`, where: sql`not taken`, orderBy: sql`due`, limit: 5 };
    const claimOnce = async () => {
      const calls: [string | undefined, number][] = [];
      const taken = await claimInScopes(db, due, async (tenantId, limit) => {
        calls.push([tenantId, limit]);
        const claimed = rowsOf(await db.execute(claimRows({ ...due, columns: sql`tenant_id, id`, tenantId, limit })));
        for (const row of claimed) await db.execute(sql`update claim_probe set taken = true where tenant_id = ${row.tenant_id}::uuid and id = ${row.id}`);
        return claimed.length;
      });
      return { taken, calls };
    };

    setDistributedForTests(false);
    expect(await claimOnce()).toEqual({ taken: 5, calls: [[undefined, 5]] });
    await db.execute(sql`update claim_probe set taken = false`);

    setDistributedForTests(true);
    // a holds three of the first five, b two: a takes its three, b the two left; c waits.
    expect(await claimOnce()).toEqual({ taken: 5, calls: [[tenants[0], 5], [tenants[1], 2]] });
    expect(await claimOnce()).toEqual({ taken: 4, calls: [[tenants[2], 5]] });
    expect(await claimOnce()).toEqual({ taken: 0, calls: [] });
  });
});
