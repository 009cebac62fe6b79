import path from 'node:path';
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import distributedSql from './distributed-sql.js';

// RuleTester reports each case through node:test.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const at = (file) => path.join(path.resolve(import.meta.dirname, '../../apps/server/src'), file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const schema = "import { knownDevices, automationRules, jobHeartbeats } from '../../db/schema/index.js';\nimport { sql } from 'drizzle-orm';\n";
const file = at('modules/accounts/repository.ts');
const refused = [{ message: "A distributed database refuses a volatile function (now(), random()) in an upsert's SET or in CASE/COALESCE of a write on a tenant table: pass the value in as a parameter (decision 0054)." }];

tester.run('volatile-in-writes', distributedSql.rules['volatile-in-writes'], {
  valid: [
    { filename: file, code: `${schema}db.insert(knownDevices).values(v).onConflictDoUpdate({ target: t, set: { lastUsedAt: new Date() } });` },
    { filename: file, code: `${schema}db.insert(jobHeartbeats).values(v).onConflictDoUpdate({ target: t, set: { beatAt: sql\`now()\` } });` },
    { filename: file, code: "db.execute(sql`update shipments set updated_at = now() where tenant_id = ${t}`);" },
    { filename: file, code: "db.execute(sql`insert into rate_counters (key) values (${k}) on conflict (key) do update set hits = case when reset_at <= now() then 1 else hits + 1 end`);" },
    { filename: file, code: "db.execute(sql`with a as (insert into digest_tallies as d (x) values (1) on conflict (x) do update set n = d.n + 1) update shipments set updated_at = now()`);" },
    { filename: at('modules/accounts/repository.test.ts'), code: "db.execute(sql`update shipments set delivered_at = coalesce(delivered_at, now())`);" },
  ],
  invalid: [
    { filename: file, code: `${schema}db.insert(knownDevices).values(v).onConflictDoUpdate({ target: t, set: { lastUsedAt: sql\`now()\` } });`, errors: refused },
    { filename: file, code: `${schema}db.update(automationRules).set({ activatedAt: sql\`case when active then activated_at else now() end\` });`, errors: refused },
    { filename: file, code: "db.execute(sql`insert into automation_skip_sets (id) values (1) on conflict (tenant_id, id) do update set used_at = now()`);", errors: refused },
    { filename: file, code: "db.execute(sql`update shipments s set delivered_at = coalesce(s.delivered_at, now()) where tenant_id = ${t}`);", errors: refused },
    { filename: file, code: "db.execute(sql`update shipments s set next_check_at = case when ${s} = 'Delivered' then null else now() end`);", errors: refused },
  ],
});

const locks = "import { users, tenants } from '../../db/schema/index.js';\nimport { sql, and, eq } from 'drizzle-orm';\n";
const unnamed = [{ message: 'A row lock names its tenant (tenant_id in its where), so a distributed database runs it on one shard; a claim across tenants goes through platform/claim.ts (decision 0054).' }];

tester.run('row-locks', distributedSql.rules['row-locks'], {
  valid: [
    { filename: file, code: `${locks}db.select().from(users).where(and(eq(users.tenantId, t), eq(users.id, id))).limit(1).for('update');` },
    { filename: file, code: `${locks}const pending = and(eq(users.tenantId, t), eq(users.id, id));\ndb.select().from(users).where(pending).for('update');` },
    { filename: file, code: `${locks}db.select().from(tenants).where(eq(tenants.id, id)).for('update');` },
    { filename: file, code: `${locks}db.execute(sql\`select id from shipments where tenant_id = \${t} and id in (\${ids}) order by id for update\`);` },
    { filename: at('platform/claim.ts'), code: `${locks}sql\`select id from events where dispatched_at is null limit 10 for update skip locked\`;` },
    { filename: at('modules/accounts/repository.test.ts'), code: `${locks}db.select().from(users).where(eq(users.email, e)).for('update');` },
  ],
  invalid: [
    { filename: file, code: `${locks}db.select().from(users).where(eq(users.email, e)).for('update');`, errors: unnamed },
    { filename: file, code: `${locks}db.select().from(users).for('update');`, errors: unnamed },
    { filename: file, code: `${locks}db.execute(sql\`select id from shipments where id = \${id} for update\`);`, errors: unnamed },
    { filename: file, code: `${locks}db.execute(sql\`select id, tenant_id from shipments where id = \${id} for update\`);`, errors: unnamed },
    { filename: file, code: `${locks}db.execute(sql\`select id from events where tenant_id = \${t} for update skip locked\`);`, errors: unnamed },
  ],
});
