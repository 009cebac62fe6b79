import { sql, type SQL } from 'drizzle-orm';
import { domainEvent, type DomainEvent, type DomainEventType } from '@trailpost/contracts';
import { rowsOf, textArray, type Db, type Tx } from '../db/client.js';
import { type Candidates, claimInScopes, claimRows } from './claim.js';

/** A row of the `events` outbox as consumers see it: one of the union (decision 0046) and its keys. */
// `DomainEvent & { type: T }` narrows like Extract, but keeps consumers of fewer types assignable to a list of consumers.
export type StoredEvent<T extends DomainEventType = DomainEventType> = DomainEvent & { type: T } & {
  id: number;
  tenantId: string;
  subjectId: string;
  createdAt: Date;
};

/** An event's columns as a consumer's `wanted` predicate sees them. */
export interface EventColumns {
  tenantId: SQL;
  type: SQL;
  payload: SQL;
}

/**
 * Something that reacts to events. It runs inside the transaction that removes the events
 * from its queue, so what it writes to the database happens exactly once; work outside the
 * database (mail, webhooks) must be queued from here, never done here.
 */
export interface EventConsumer<T extends DomainEventType = DomainEventType> {
  /** Names the consumer's queue: keep it stable once deployed. */
  name: string;
  types: readonly T[];
  /**
   * Which of its events concern the consumer at all, as SQL over the event's columns: the rest
   * are not queued for it (webhooks: only tenants with an active endpoint; the bell: only a
   * courier's news of the statuses it tells). `handle` still decides: this only spares rows.
   */
  wanted?: (event: EventColumns) => SQL;
  handle(tx: Tx, events: StoredEvent<T>[]): Promise<void>;
}

export interface EventDeliveryOptions {
  /** Attempts before an event is left as a dead letter for its consumer. */
  maxAttempts?: number;
  /** Back-off after the n-th failure (1-based), in ms. */
  backoffMs?: (attempt: number) => number;
  /** Told when an event fails for a consumer (logged by the app). */
  onFailure?: (failure: { consumer: string; eventId: number; attempt: number; dead: boolean; error: unknown }) => void;
}

/** 10 s, 20 s, 40 s … capped at an hour, ±20 % so that retries of a batch spread out. */
export function defaultBackoffMs(attempt: number): number {
  const base = Math.min(3_600_000, 10_000 * 2 ** (attempt - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** The outbox row's keys: what a failure is recorded against. */
type EventKey = Pick<StoredEvent, 'tenantId' | 'id'>;

/**
 * A claimed row as its consumer sees it, or why it cannot be: a row that does not parse with
 * the union (an unknown type, a missing field) would fail the same way on every retry.
 */
function eventOf(row: Record<string, unknown>): StoredEvent | { key: EventKey; error: Error } {
  const key = { id: Number(row.id), tenantId: String(row.tenant_id) };
  const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
  const parsed = domainEvent.safeParse({ type: row.type, payload });
  if (!parsed.success) return { key, error: new Error(`Event ${key.id} (${String(row.type)}) does not match its schema: ${parsed.error.message}`) };
  return {
    ...parsed.data,
    ...key,
    subjectId: String(row.subject_id),
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at)),
  };
}

/** Events not yet handed over to their consumers, oldest first. */
const NEW_EVENTS = { from: sql`events`, where: sql`dispatched_at is null`, orderBy: sql`id` };

/**
 * Events reach each consumer on its own (decision 0017). `fanOut` takes new events in id order
 * (claimed, so several workers share the work) and, in the same statement, gives every
 * consumer of their type (those it wants, where it says which) a queue row and marks them
 * handed over. `deliver` runs one consumer over its due rows in its own transaction: a batch
 * at once, and when the batch fails, event by event, each in a savepoint, so one bad event is
 * retried later with back-off (and left as a dead letter after the last attempt) while the
 * rest go through once.
 */
export function createEventDispatcher(db: Db, consumers: EventConsumer[], options: EventDeliveryOptions = {}) {
  const maxAttempts = options.maxAttempts ?? 10;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  /** Each consumer's share of a batch: the events of its types that it wants. */
  const routes = consumers.map((consumer) => {
    const types = sql.join(consumer.types.map((type) => sql`${type}::text`), sql`, `);
    const wanted = consumer.wanted ? sql` and (${consumer.wanted({ tenantId: sql`batch.tenant_id`, type: sql`batch.type`, payload: sql`batch.payload` })})` : sql``;
    return sql`select batch.tenant_id, ${consumer.name}::text, batch.id from batch where batch.type in (${types})${wanted}`;
  });

  /** Hands new events over; returns how many it took and the consumers it queued any for. */
  async function handOver(limit: number): Promise<{ taken: number; queuedFor: string[] }> {
    if (!routes.length) return { taken: 0, queuedFor: [] };
    const queuedFor = new Set<string>();
    const taken = await claimInScopes(db, { ...NEW_EVENTS, limit }, async (tenantId, scopeLimit) => {
      const [row] = rowsOf(
        await db.execute(sql`
        with batch as (
          ${claimRows({ ...NEW_EVENTS, columns: sql`id, tenant_id, type, payload`, limit: scopeLimit, tenantId })}
        ), queued as (
          insert into event_deliveries (tenant_id, consumer, event_id)
          ${sql.join(routes, sql` union all `)}
          on conflict do nothing
          returning consumer
        ), marked as (
          update events e set dispatched_at = now() from batch where e.tenant_id = batch.tenant_id and e.id = batch.id
          returning e.id
        )
        select (select count(*) from marked)::int as taken, (select coalesce(array_agg(distinct consumer), '{}') from queued) as queued_for`),
      );
      for (const consumer of textArray(row?.queued_for)) queuedFor.add(consumer);
      return Number(row?.taken ?? 0);
    });
    return { taken, queuedFor: [...queuedFor] };
  }


  /** Records a failure: later with back-off, or a dead letter after the last attempt (or at once when told). */
  async function fail(tx: Tx, consumer: string, event: EventKey, attempts: number, error: unknown, deadNow = false): Promise<void> {
    const attempt = attempts + 1;
    const dead = deadNow || attempt >= maxAttempts;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    await tx.execute(sql`
      update event_deliveries set attempts = ${attempt}, last_error = ${message},
        due_at = now() + make_interval(secs => ${backoffMs(attempt) / 1000}), dead_at = ${dead ? sql`now()` : sql`null`}
      where tenant_id = ${event.tenantId}::uuid and consumer = ${consumer} and event_id = ${event.id}`);
    options.onFailure?.({ consumer, eventId: event.id, attempt, dead, error });
  }

  /** Takes events off a consumer's queue. The keys travel as one JSON record set: a list of 200 row values took PostgreSQL 7 ms to plan. */
  async function done(tx: Tx, consumer: string, events: EventKey[]): Promise<void> {
    const keys = JSON.stringify(events.map((event) => ({ tenant_id: event.tenantId, event_id: event.id })));
    await tx.execute(sql`
      delete from event_deliveries d using jsonb_to_recordset(${keys}::jsonb) as x(tenant_id uuid, event_id bigint)
      where d.consumer = ${consumer} and d.tenant_id = x.tenant_id and d.event_id = x.event_id`);
  }

  /** Runs the consumer over events in a savepoint and takes them off its queue; a failure rolls back to the savepoint. */
  async function attempt(tx: Tx, consumer: EventConsumer, events: StoredEvent[]): Promise<{ error: unknown } | null> {
    try {
      await tx.transaction(async (savepoint) => {
        await consumer.handle(savepoint, events);
        await done(savepoint, consumer.name, events);
      });
      return null;
    } catch (error) {
      return { error };
    }
  }

  async function deliver(consumer: EventConsumer, limit: number): Promise<number> {
    const due = {
      from: sql`event_deliveries d join events e on e.tenant_id = d.tenant_id and e.id = d.event_id`,
      where: sql`d.consumer = ${consumer.name} and d.dead_at is null and d.due_at <= now()`,
      orderBy: sql`d.due_at, d.event_id`,
      limit,
      lockOf: 'd',
    };
    return claimInScopes(db, due, (tenantId, scopeLimit) => deliverClaimed(consumer, { ...due, tenantId, limit: scopeLimit }));
  }

  /** One transaction over the consumer's claimed events: handed over in a batch, or one by one when the batch fails. */
  async function deliverClaimed(consumer: EventConsumer, candidates: Omit<Candidates, 'columns'>): Promise<number> {
    return db.transaction(async (tx) => {
      const claimed = rowsOf(
        await tx.execute(
          claimRows({
            ...candidates,
            columns: sql`d.event_id, d.attempts, e.id, e.tenant_id, e.type, e.subject_id, e.payload, e.created_at`,
          }),
        ),
      );
      if (!claimed.length) return 0;
      const attemptsOf = new Map(claimed.map((row) => [Number(row.event_id), Number(row.attempts)]));
      const batch: StoredEvent[] = [];
      for (const read of claimed.map(eventOf)) {
        // A row that does not parse never reaches the consumer: it is a dead letter at once (decision 0046).
        if ('error' in read) await fail(tx, consumer.name, read.key, attemptsOf.get(read.key.id) ?? 0, read.error, true);
        else batch.push(read);
      }
      batch.sort((a, b) => a.id - b.id);
      if (!batch.length) return claimed.length;
      const failed = await attempt(tx, consumer, batch);
      if (!failed) return claimed.length;
      if (batch.length === 1) await fail(tx, consumer.name, batch[0]!, attemptsOf.get(batch[0]!.id) ?? 0, failed.error);
      else {
        // The batch failed: find the events that fail, and let the others through once.
        for (const event of batch) {
          const alone = await attempt(tx, consumer, [event]);
          if (alone) await fail(tx, consumer.name, event, attemptsOf.get(event.id) ?? 0, alone.error);
        }
      }
      return claimed.length;
    });
  }

  return {
    consumers: consumers.map((consumer) => consumer.name),
    /** Queues new events for their consumers; returns how many events were taken. */
    fanOut: async (limit = 500) => (await handOver(limit)).taken,
    /** The same, and which consumers now have work (the worker wakes only those). */
    handOver: (limit = 500) => handOver(limit),
    /** One pass of one consumer over its due events; returns how many it took. */
    async deliver(name: string, limit = 200): Promise<number> {
      const consumer = consumers.find((candidate) => candidate.name === name);
      if (!consumer) throw new Error(`No event consumer named ${name}`);
      return deliver(consumer, limit);
    },
    /** Fan-out, then one pass of every consumer (tests; the worker runs them as separate loops). */
    async dispatchPending(limit = 200): Promise<number> {
      const { taken } = await handOver(limit);
      let handled = 0;
      for (const consumer of consumers) handled += await deliver(consumer, limit);
      return taken + handled;
    },
  };
}

export type EventDispatcher = ReturnType<typeof createEventDispatcher>;

export interface EventQueueHealth {
  consumer: string;
  waiting: number;
  retrying: number;
  dead: number;
}

/** Per consumer: events waiting, waiting after a failure, and dead letters (health details). */
export async function eventQueueHealth(db: Db): Promise<EventQueueHealth[]> {
  const result = await db.execute(sql`
    select consumer, count(*) filter (where dead_at is null and attempts = 0) as waiting,
      count(*) filter (where dead_at is null and attempts > 0) as retrying, count(*) filter (where dead_at is not null) as dead
    from event_deliveries group by consumer order by consumer`);
  return rowsOf(result).map((row) => ({ consumer: String(row.consumer), waiting: Number(row.waiting), retrying: Number(row.retrying), dead: Number(row.dead) }));
}
