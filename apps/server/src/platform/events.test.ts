import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { events } from '../db/schema/index.js';
import { useTestApp } from '../test/harness.js';
import type { DomainEventType } from '@trailpost/contracts';
import { recordEvents } from './event-log.js';
import { createEventDispatcher, eventQueueHealth, type EventColumns, type EventConsumer, type StoredEvent } from './events.js';

const t = useTestApp();

beforeAll(async () => {
  // What consumers "do": a primary key, so a repeated handling fails loudly instead of hiding.
  await t.database.db.execute(sql`create table handled (consumer text, event_id bigint, primary key (consumer, event_id))`);
});

function recording(name: string, failFor: (event: StoredEvent) => boolean = () => false): EventConsumer & { calls: number[][] } {
  const calls: number[][] = [];
  return {
    name,
    types: ['shipment.edited'],
    calls,
    async handle(tx: Tx, batch: StoredEvent[]) {
      calls.push(batch.map((event) => event.id));
      for (const event of batch) {
        await tx.execute(sql`insert into handled (consumer, event_id) values (${name}, ${event.id})`);
        if (failFor(event)) throw new Error(`cannot handle ${event.id}`);
      }
    },
  };
}

/** Events of one type (written by the builder, as producers do); returns their ids. */
async function raise(count: number, type: 'shipment.edited' | 'shipment.deleted' = 'shipment.edited', tenantId = randomUUID()): Promise<number[]> {
  const subject = { tracking_number: '1Z999', slug: 'ups', assigned_id: null, current_status: 'InTransit' } as const;
  await recordEvents(
    t.database.db,
    Array.from({ length: count }, () =>
      type === 'shipment.edited'
        ? { tenantId, subjectId: randomUUID(), type, payload: { ...subject, change: 'edit' } }
        : { tenantId, subjectId: randomUUID(), type, payload: { ...subject, shipment: null } },
    ),
  );
  const rows = await t.database.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.type, type)))
    .orderBy(desc(events.id))
    .limit(count);
  return rows.map((row) => row.id).reverse();
}

/** A row the union does not describe (written before it, or by hand): a type it knows, a payload it does not. */
async function raiseMalformed(type: DomainEventType = 'shipment.edited'): Promise<number> {
  const [row] = await t.database.db.insert(events).values({ tenantId: randomUUID(), type, subjectId: randomUUID(), payload: { slug: 'ups' } }).returning({ id: events.id });
  return row!.id;
}

async function handledBy(consumer: string, ids: number[]): Promise<number[]> {
  const result = await t.database.db.execute(sql`select event_id from handled where consumer = ${consumer} order by event_id`);
  return (result as unknown as { rows: { event_id: unknown }[] }).rows.map((row) => Number(row.event_id)).filter((id) => ids.includes(id));
}

/** Makes every waiting delivery of a consumer due now (time passing, without waiting). */
async function timePasses(consumer: string) {
  await t.database.db.execute(sql`update event_deliveries set due_at = now() - interval '1 second' where consumer = ${consumer}`);
}

describe('events reach every consumer on its own', () => {
  it('hands each event to each consumer once, in batches', async () => {
    const ids = await raise(5);
    const a = recording('a-once');
    const b = recording('b-once');
    const dispatcher = createEventDispatcher(t.database.db, [a, b]);
    while ((await dispatcher.dispatchPending()) > 0);
    expect(await handledBy('a-once', ids)).toEqual(ids);
    expect(await handledBy('b-once', ids)).toEqual(ids);
    expect(a.calls).toEqual([ids]);
  });

  it('gives a consumer only the event types it asked for', async () => {
    const other = await raise(2, 'shipment.deleted');
    const a = recording('a-types');
    const dispatcher = createEventDispatcher(t.database.db, [a]);
    while ((await dispatcher.dispatchPending()) > 0);
    expect(await handledBy('a-types', other)).toEqual([]);
  });

  it("does not queue a tenant's events for a consumer that does not want the tenant", async () => {
    const wantedTenant = randomUUID();
    const kept = await raise(2, 'shipment.edited', wantedTenant);
    const passed = await raise(2);
    const choosy = { ...recording('a-choosy'), wanted: ({ tenantId }: EventColumns) => sql`${tenantId} = ${wantedTenant}::uuid` };
    const everyone = recording('b-everyone');
    const dispatcher = createEventDispatcher(t.database.db, [choosy, everyone]);
    while ((await dispatcher.fanOut()) > 0);
    const queued = await t.database.db.execute(sql`select event_id from event_deliveries where consumer = 'a-choosy' order by event_id`);
    expect((queued as unknown as { rows: { event_id: unknown }[] }).rows.map((row) => Number(row.event_id))).toEqual(kept);
    while ((await dispatcher.dispatchPending()) > 0);
    expect(await handledBy('a-choosy', [...kept, ...passed])).toEqual(kept);
    expect(await handledBy('b-everyone', [...kept, ...passed])).toEqual([...kept, ...passed]);
  });

  it('names the consumers a hand-over gave work to, so a worker wakes only those', async () => {
    const wantedTenant = randomUUID();
    const dispatcher = createEventDispatcher(t.database.db, [
      { ...recording('h-choosy'), wanted: ({ tenantId }: EventColumns) => sql`${tenantId} = ${wantedTenant}::uuid` },
      recording('h-everyone'),
      { ...recording('h-other-types'), types: ['shipment.deleted'] },
    ]);
    while ((await dispatcher.fanOut()) > 0);
    await raise(2);
    expect(await dispatcher.handOver()).toEqual({ taken: 2, queuedFor: ['h-everyone'] });
    await raise(1, 'shipment.edited', wantedTenant);
    const both = await dispatcher.handOver();
    expect({ taken: both.taken, queuedFor: [...both.queuedFor].sort() }).toEqual({ taken: 1, queuedFor: ['h-choosy', 'h-everyone'] });
    expect(await dispatcher.handOver()).toEqual({ taken: 0, queuedFor: [] });
  });

  it('a consumer that throws for one event does not delay another consumer, and succeeds on retry without repeating', async () => {
    const ids = await raise(3);
    const bad = ids[1]!;
    let broken = true;
    const failing = recording('flaky', (event) => broken && event.id === bad);
    const healthy = recording('healthy');
    const failures: { eventId: number; attempt: number; dead: boolean }[] = [];
    const dispatcher = createEventDispatcher(t.database.db, [failing, healthy], {
      onFailure: ({ eventId, attempt, dead }) => failures.push({ eventId, attempt, dead }),
    });

    await dispatcher.fanOut();
    await dispatcher.deliver('flaky');
    // The failing consumer let the two good events through once; the bad one waits.
    expect(await handledBy('flaky', ids)).toEqual([ids[0], ids[2]]);
    expect(failures).toEqual([{ eventId: bad, attempt: 1, dead: false }]);
    // The other consumer was not held back: it has every event on its first pass.
    await dispatcher.deliver('healthy');
    expect(await handledBy('healthy', ids)).toEqual(ids);

    // Not due yet: a pass now takes nothing (back-off).
    expect(await dispatcher.deliver('flaky')).toBe(0);
    broken = false;
    await timePasses('flaky');
    expect(await dispatcher.deliver('flaky')).toBe(1);
    expect(await handledBy('flaky', ids)).toEqual(ids);
    expect(await dispatcher.deliver('flaky')).toBe(0);
  });

  it('leaves an event that always fails as a dead letter after the last attempt, and moves on', async () => {
    const [id] = await raise(1);
    const doomed = recording('doomed', () => true);
    const dispatcher = createEventDispatcher(t.database.db, [doomed], { maxAttempts: 3, backoffMs: () => 0 });
    await dispatcher.fanOut();
    for (let pass = 0; pass < 5; pass += 1) {
      await timePasses('doomed');
      await dispatcher.deliver('doomed');
    }
    expect(doomed.calls.filter((call) => call.includes(id!))).toHaveLength(3);
    const [dead] = (
      (await t.database.db.execute(sql`select attempts, dead_at, last_error from event_deliveries where consumer = 'doomed' and event_id = ${id}`)) as unknown as {
        rows: { attempts: number; dead_at: unknown; last_error: string }[];
      }
    ).rows;
    expect(dead).toMatchObject({ attempts: 3, last_error: `cannot handle ${id}` });
    expect(dead!.dead_at).not.toBeNull();
    expect(await eventQueueHealth(t.database.db)).toContainEqual({ consumer: 'doomed', waiting: 0, retrying: 0, dead: 1 });
  });

  it('leaves a row that does not parse as a dead letter at once, and hands the rest over typed', async () => {
    const before = await raise(1);
    const malformed = await raiseMalformed();
    const after = await raise(1);
    const typed = recording('typed');
    const failures: { eventId: number; attempt: number; dead: boolean }[] = [];
    const dispatcher = createEventDispatcher(t.database.db, [typed], { onFailure: ({ eventId, attempt, dead }) => failures.push({ eventId, attempt, dead }) });
    while ((await dispatcher.dispatchPending()) > 0);
    expect(await handledBy('typed', [...before, malformed, ...after])).toEqual([...before, ...after]);
    expect(failures).toEqual([{ eventId: malformed, attempt: 1, dead: true }]);
    const [dead] = (
      (await t.database.db.execute(sql`select dead_at, last_error from event_deliveries where consumer = 'typed' and event_id = ${malformed}`)) as unknown as {
        rows: { dead_at: unknown; last_error: string }[];
      }
    ).rows;
    expect(dead!.dead_at).not.toBeNull();
    expect(dead!.last_error).toContain('does not match its schema');
  });

  it('lets two workers share the work without handing an event over twice', async () => {
    const ids = await raise(40);
    const a = recording('shared');
    const first = createEventDispatcher(t.database.db, [a]);
    const second = createEventDispatcher(t.database.db, [a]);
    await Promise.all([first.fanOut(10), second.fanOut(10), first.fanOut(30), second.fanOut(30)]);
    while ((await first.fanOut()) > 0);
    await Promise.all([first.deliver('shared', 7), second.deliver('shared', 7), first.deliver('shared', 7), second.deliver('shared', 7)]);
    while ((await first.deliver('shared')) > 0);
    expect(await handledBy('shared', ids)).toEqual(ids);
  });
});
