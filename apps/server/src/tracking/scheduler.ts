import { and, eq, sql } from 'drizzle-orm';
import type { ShipmentStatus } from '@trailpost/contracts';
import { rowsOf, toNumber, type Db } from '../db/client.js';
import { shipments } from '../db/schema/index.js';
import { claimRows, claimWithLease } from '../platform/claim.js';
import { recordEventsFrom } from '../platform/event-log.js';
import { ingestBatch, type IngestItem, type IngestOutcome } from './ingest.js';
import { mapWithConcurrency } from './concurrency.js';
import { ProviderError, type ProviderCredentials, type TrackedShipment, type TrackingProvider } from './providers/types.js';
import { EXPIRE_AFTER_DAYS, nextCheckAt } from './schedule.js';
import { countUnmapped } from './unmapped.js';

/** The provider that follows a shipment, with the keys of the merchant's courier integration if it needs them. */
export interface ProviderChoice {
  provider: TrackingProvider;
  credentials: ProviderCredentials | null;
}

export interface EngineOptions {
  /** Which provider follows each shipment, decided for a whole batch at once. */
  choose: (shipments: TrackedShipment[]) => Promise<ProviderChoice[]>;
  now?: () => Date;
  /** A claimed shipment returns to the queue after this long if its worker died. */
  leaseSeconds?: number;
  batchSize?: number;
  /** Provider calls in flight at once within a batch. */
  concurrency?: number;
  /** Told of a courier word no adapter table knows, once per word and process (the log). */
  onUnmapped?: (provider: string, word: string) => void;
}

/** A choice that sends every shipment to one provider (the sandbox, tests). */
export function always(provider: TrackingProvider): EngineOptions['choose'] {
  return async (list) => list.map(() => ({ provider, credentials: null }));
}

/** Shipments claimed by one pass unless the engine is given another batch size. */
export const TRACKING_BATCH = 50;
/** Stale shipments expired by one pass; the rest on the next. */
const EXPIRE_BATCH = 500;

type Claimed = TrackedShipment & { status: ShipmentStatus; failures: number };

/**
 * Claims due shipments (indexed next-check time, with a lease), asks their
 * provider, and ingests the answer. A worker killed mid-batch loses nothing (its claims come
 * back when the lease ends) and duplicates nothing (ingest ignores known checkpoints).
 */
export function createTrackingEngine(db: Db, options: EngineOptions) {
  const now = options.now ?? (() => new Date());
  const lease = options.leaseSeconds ?? 300;
  const batch = options.batchSize ?? TRACKING_BATCH;
  const concurrency = options.concurrency ?? 8;

  async function claimDue(at: Date): Promise<Claimed[]> {
    const result = await db.execute(
      claimWithLease({
        table: 'shipments',
        alias: 's',
        where: sql`next_check_at <= ${at}::timestamptz`,
        orderBy: sql`next_check_at`,
        limit: batch,
        set: sql`next_check_at = ${at}::timestamptz + make_interval(secs => ${lease})`,
        returning: sql`s.id, s.tenant_id, s.slug, s.tracking_number, s.postal_code, s.tracking_ship_date, s.origin_country, s.source, s.created_at, s.current_status, s.check_failures`,
      }),
    );
    return rowsOf<Record<string, unknown>>(result).map((row) => ({
      id: String(row.id),
      tenantId: String(row.tenant_id),
      slug: String(row.slug),
      trackingNumber: String(row.tracking_number),
      postalCode: (row.postal_code as string | null) ?? null,
      trackingShipDate: row.tracking_ship_date ? String(row.tracking_ship_date) : null,
      originCountry: (row.origin_country as string | null) ?? null,
      source: String(row.source),
      createdAt: new Date(row.created_at as string),
      status: row.current_status as ShipmentStatus,
      failures: toNumber(row.check_failures),
    }));
  }

  /** Asks the provider; an answer becomes an ingest item, a failure backs the shipment off. */
  async function ask(shipment: Claimed, choice: ProviderChoice): Promise<IngestItem | null> {
    const at = now();
    try {
      const result = await choice.provider.fetch(shipment, choice.credentials);
      for (const word of countUnmapped(choice.provider.name, result.events)) options.onUnmapped?.(choice.provider.name, word);
      return { target: { tenantId: shipment.tenantId, shipmentId: shipment.id }, result, schedule: { checkedAt: at } };
    } catch (error) {
      const failures = shipment.failures + 1;
      const retryAfter = error instanceof ProviderError ? error.retryAfterSeconds : null;
      await db
        .update(shipments)
        .set({ checkFailures: failures, lastCheckedAt: at, nextCheckAt: nextCheckAt(shipment.status, at, { failures, retryAfterSeconds: retryAfter }) ?? null })
        .where(and(eq(shipments.tenantId, shipment.tenantId), eq(shipments.id, shipment.id)));
      return null;
    }
  }

  /** Asks every shipment's provider, then stores all answers in one ingest. */
  async function checkAll(batchOf: Claimed[]): Promise<(IngestOutcome | null)[]> {
    const choices = await options.choose(batchOf);
    const answers = await mapWithConcurrency(batchOf, concurrency, (shipment, index) => ask(shipment, choices[index]!));
    const items = answers.filter((item): item is IngestItem => item !== null);
    const outcomes = await ingestBatch(db, items);
    const byId = new Map(items.map((item, index) => [item.target.shipmentId, outcomes[index] ?? null]));
    return batchOf.map((shipment) => byId.get(shipment.id) ?? null);
  }

  /** Shipments with no news for 30 days become Expired, with their event. */
  async function expireStale(at: Date): Promise<number> {
    const result = await db.execute(sql`
      with stale as (${claimRows({
        columns: sql`id, tenant_id, current_status, tracking_number, slug, assigned_id`,
        from: sql`shipments`,
        where: sql`next_check_at is not null and current_status not in ('Delivered', 'Expired')
          and coalesce(last_checkpoint_time, created_at) < ${at}::timestamptz - make_interval(days => ${EXPIRE_AFTER_DAYS})`,
        limit: EXPIRE_BATCH,
      })}), expired as (
        update shipments s set current_status = 'Expired', next_check_at = null, updated_at = now(),
          -- Stated as of now, so a later answer with nothing newer does not reopen it.
          reported_status = 'Expired', reported_at = ${at}::timestamptz
        from stale where s.tenant_id = stale.tenant_id and s.id = stale.id
        returning s.id, s.tenant_id, stale.current_status as previous, stale.tracking_number, stale.slug, stale.assigned_id
      )
      ${recordEventsFrom('shipment.updated', {
        from: sql`expired`,
        tenantId: sql`tenant_id`,
        subjectId: sql`id`,
        payload: {
          tracking_number: sql`tracking_number`, slug: sql`slug`, assigned_id: sql`assigned_id`,
          previous_status: sql`previous`, current_status: sql`'Expired'`, new_checkpoints: sql`0`, source: sql`'expiry'`,
        },
      })}
      returning id`);
    return rowsOf(result).length;
  }

  return {
    /** One pass: expire what is stale, then check one batch of due shipments. */
    async pollOnce(): Promise<{ checked: number; expired: number }> {
      const at = now();
      const expired = await expireStale(at);
      const due = await claimDue(at);
      if (due.length) await checkAll(due);
      return { checked: due.length, expired };
    },

    /** "Refresh now": ask the provider at once for one shipment of a tenant. */
    async refresh(tenantId: string, shipmentId: string): Promise<IngestOutcome | null> {
      const [row] = await db
        .select()
        .from(shipments)
        .where(and(eq(shipments.tenantId, tenantId), eq(shipments.id, shipmentId)));
      if (!row) return null;
      const [outcome] = await checkAll([{
        id: row.id,
        tenantId: row.tenantId,
        slug: row.slug,
        trackingNumber: row.trackingNumber,
        postalCode: row.postalCode,
        trackingShipDate: row.trackingShipDate,
        originCountry: row.originCountry,
        source: row.source,
        createdAt: row.createdAt,
        status: row.currentStatus as ShipmentStatus,
        failures: row.checkFailures,
      }]);
      return outcome ?? null;
    },
  };
}

export type TrackingEngine = ReturnType<typeof createTrackingEngine>;
