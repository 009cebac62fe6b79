import { and, eq } from 'drizzle-orm';
import type { ShipmentStatus } from '@trailpost/contracts';
import type { Db } from '../db/client.js';
import { shipments } from '../db/schema/index.js';
import { backOffCheck, claimDueChecks, type DueShipment, expireStale } from '../modules/shipments/index.js';
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

/**
 * Claims due shipments (indexed next-check time, with a lease, through the shipments module),
 * asks their provider, and ingests the answer. A worker killed mid-batch loses nothing (its claims come
 * back when the lease ends) and duplicates nothing (ingest ignores known checkpoints).
 */
export function createTrackingEngine(db: Db, options: EngineOptions) {
  const now = options.now ?? (() => new Date());
  const lease = options.leaseSeconds ?? 300;
  const batch = options.batchSize ?? TRACKING_BATCH;
  const concurrency = options.concurrency ?? 8;

  /** Asks the provider; an answer becomes an ingest item, a failure backs the shipment off. */
  async function ask(shipment: DueShipment, choice: ProviderChoice): Promise<IngestItem | null> {
    const at = now();
    try {
      const result = await choice.provider.fetch(shipment, choice.credentials);
      for (const word of countUnmapped(choice.provider.name, result.events)) options.onUnmapped?.(choice.provider.name, word);
      return { target: { tenantId: shipment.tenantId, shipmentId: shipment.id }, result, schedule: { checkedAt: at } };
    } catch (error) {
      const failures = shipment.failures + 1;
      const retryAfter = error instanceof ProviderError ? error.retryAfterSeconds : null;
      await backOffCheck(db, shipment, { failures, checkedAt: at, nextCheckAt: nextCheckAt(shipment.status, at, { failures, retryAfterSeconds: retryAfter }) ?? null });
      return null;
    }
  }

  /** Asks every shipment's provider, then stores all answers in one ingest. */
  async function checkAll(batchOf: DueShipment[]): Promise<(IngestOutcome | null)[]> {
    const choices = await options.choose(batchOf);
    const answers = await mapWithConcurrency(batchOf, concurrency, (shipment, index) => ask(shipment, choices[index]!));
    const items = answers.filter((item): item is IngestItem => item !== null);
    const outcomes = await ingestBatch(db, items);
    const byId = new Map(items.map((item, index) => [item.target.shipmentId, outcomes[index] ?? null]));
    return batchOf.map((shipment) => byId.get(shipment.id) ?? null);
  }

  return {
    /** One pass: expire what is stale, then check one batch of due shipments. */
    async pollOnce(): Promise<{ checked: number; expired: number }> {
      const at = now();
      const expired = await expireStale(db, { at, afterDays: EXPIRE_AFTER_DAYS, limit: EXPIRE_BATCH });
      const due = await claimDueChecks(db, { at, limit: batch, leaseSeconds: lease });
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
