import type { ShipmentStatus } from '@trailpost/contracts';
import { UNASSIGNED_KEY } from '../../db/schema/index.js';
import { sql } from 'drizzle-orm';
import type { EventConsumer, StoredEvent } from '../../platform/events.js';
import { statusChangedSql } from '../shipments/index.js';
import { addTallies, type Tally } from './repository.js';

const QUARTER_HOUR_MS = 15 * 60_000;

/** The figure a status change adds to; other changes are not digest news. */
const FIGURE_OF: Partial<Record<ShipmentStatus, keyof Omit<Tally, 'tenantId' | 'bucket' | 'assignedKey'>>> = {
  Delivered: 'delivered',
  Exception: 'exceptions',
  FailedAttempt: 'failedAttempts',
};

type Counted = 'shipment.created' | 'shipment.updated';

function tallyOf(event: StoredEvent<Counted>): Tally | null {
  const figure =
    event.type === 'shipment.created' ? 'created'
    : event.payload.current_status !== event.payload.previous_status ? FIGURE_OF[event.payload.current_status]
    : undefined;
  if (!figure) return null;
  const bucket = new Date(Math.floor(event.createdAt.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
  const tally: Tally = { tenantId: event.tenantId, bucket, assignedKey: event.payload.assigned_id ?? UNASSIGNED_KEY, created: 0, delivered: 0, exceptions: 0, failedAttempts: 0 };
  tally[figure] = 1;
  return tally;
}

/**
 * Counts what the daily digest reports (additions, deliveries, exceptions, failed attempts) by
 * quarter hour as events arrive, so that the morning's run reads a few rows per merchant.
 */
export const digestTallies: EventConsumer<Counted> = {
  name: 'digest tallies',
  types: ['shipment.created', 'shipment.updated'],
  // Only what a figure counts is queued: additions, and changes to the statuses counted.
  wanted: ({ type, payload }) => sql`${type} = 'shipment.created' or ${statusChangedSql(payload, Object.keys(FIGURE_OF))}`,
  async handle(tx, events) {
    const merged = new Map<string, Tally>();
    for (const event of events) {
      const tally = tallyOf(event);
      if (!tally) continue;
      const key = `${tally.tenantId}/${tally.bucket.toISOString()}/${tally.assignedKey}`;
      const seen = merged.get(key);
      if (!seen) merged.set(key, tally);
      else for (const figure of ['created', 'delivered', 'exceptions', 'failedAttempts'] as const) seen[figure] += tally[figure];
    }
    await addTallies(tx, [...merged.values()]);
  },
};
