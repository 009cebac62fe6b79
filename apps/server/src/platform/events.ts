import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';

/** A row of the `events` outbox as consumers see it. */
export interface DomainEvent {
  id: number;
  tenantId: string;
  type: string;
  subjectId: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/**
 * Something that reacts to events. It runs inside the transaction that marks the events
 * handed over, so what it writes to the database happens exactly once; work outside the
 * database (mail, webhooks) must be queued from here, never done here.
 */
export interface EventConsumer {
  name: string;
  types: readonly string[];
  handle(tx: Tx, events: DomainEvent[]): Promise<void>;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * Hands pending events to their consumers in id order, a batch per transaction. Several
 * workers can run it at once: SKIP LOCKED gives each its own events, and a worker that dies
 * mid-batch rolls back, so its events are handed over again, never half.
 */
export function createEventDispatcher(db: Db, consumers: EventConsumer[]) {
  return {
    /** One batch; returns how many events were handed over. */
    async dispatchPending(limit = 200): Promise<number> {
      return db.transaction(async (tx) => {
        const result = await tx.execute(sql`
          select id, tenant_id, type, subject_id, payload, created_at from events
          where dispatched_at is null order by id limit ${limit} for update skip locked`);
        const batch: DomainEvent[] = rowsOf(result).map((row) => ({
          id: Number(row.id),
          tenantId: String(row.tenant_id),
          type: String(row.type),
          subjectId: String(row.subject_id),
          payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>,
          createdAt: row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at)),
        }));
        if (!batch.length) return 0;
        for (const consumer of consumers) {
          const mine = batch.filter((event) => consumer.types.includes(event.type));
          if (mine.length) await consumer.handle(tx, mine);
        }
        const ids = sql.join(batch.map((event) => sql`${event.id}`), sql`, `);
        await tx.execute(sql`update events set dispatched_at = now() where id in (${ids})`);
        return batch.length;
      });
    },
  };
}

export type EventDispatcher = ReturnType<typeof createEventDispatcher>;
