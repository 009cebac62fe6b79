import { strict as assert } from 'node:assert';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { TABLE_OWNERS } from './table-owners.js';
import tableWrites from './table-writes.js';

// RuleTester reports each case through node:test.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const server = path.resolve(import.meta.dirname, '../../apps/server/src');
const at = (file) => path.join(server, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const schema = "import { shipments, users } from '../../db/schema/index.js';\nimport { sql } from 'drizzle-orm';\n";
const notOwner = 'Only modules/shipments/ writes shipments: call its public function (one owner per table, decision 0049).';

tester.run('table-owners', tableWrites.rules['table-owners'], {
  valid: [
    { filename: at('modules/shipments/bulk-edits.ts'), code: `${schema}db.update(shipments).set({});` },
    { filename: at('modules/shipments/scans.ts'), code: `${schema}db.execute(sql\`update shipments s set tag_ids = '{}'\`);` },
    { filename: at('modules/tags/repository.ts'), code: `${schema}db.select().from(shipments);` },
    { filename: at('modules/tags/repository.ts'), code: `${schema}db.execute(sql\`select * from shipments for update skip locked\`);` },
    { filename: at('modules/tags/repository.ts'), code: 'const seen = new Map(); const shipments = 1; seen.delete(shipments);' },
    { filename: at('modules/tags/repository.test.ts'), code: `${schema}db.insert(shipments).values({});` },
    { filename: at('modules/tags/repository.ts'), code: "toast('Could not update shipments');" },
  ],
  invalid: [
    { filename: at('modules/tags/repository.ts'), code: `${schema}db.update(shipments).set({});`, errors: [{ message: notOwner }] },
    { filename: at('modules/tags/repository.ts'), code: `${schema}const s = shipments;\ndb.delete(s);`, errors: [{ message: notOwner }] },
    { filename: at('modules/tags/repository.ts'), code: "import * as schema from '../../db/schema/index.js';\ndb.insert(schema.shipments).values({});", errors: [{ message: notOwner }] },
    { filename: at('modules/tags/repository.ts'), code: `${schema}db.execute(sql\`update shipments set tag_ids = array_remove(tag_ids, \${id})\`);`, errors: [{ message: notOwner }] },
    { filename: at('modules/tags/repository.ts'), code: "db.execute(sql.raw('delete from shipments'));", errors: [{ message: notOwner }] },
    { filename: at('tracking/scheduler.ts'), code: "claimWithLease({ table: 'shipments', set: x });", errors: [{ message: notOwner }] },
    {
      filename: at('modules/settings/repository.ts'),
      code: `${schema}db.update(users).set({ name });`,
      errors: [{ message: 'Only modules/accounts/ writes users: call its public function (one owner per table, decision 0049).' }],
    },
    {
      filename: at('modules/webhooks/repository.ts'),
      code: "db.execute(sql`insert into mail_outbox (id) values (1)`);",
      errors: [{ message: 'Only platform/mail.ts and platform/message-delivery.ts write mail_outbox: call its public function (one owner per table, decision 0049).' }],
    },
  ],
});

describe('table-owners map', () => {
  it('names an owner for every table of the schema', () => {
    const dir = path.join(server, 'db/schema');
    const tables = fs.readdirSync(dir).flatMap((file) => [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/pgTable\(\s*'(\w+)'/g)].map((m) => m[1]));
    assert.ok(tables.length > 40);
    assert.deepEqual(tables.filter((table) => !(table in TABLE_OWNERS)), []);
  });
});
