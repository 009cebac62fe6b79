import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { claimRows, claimWithLease } from './claim.js';

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
