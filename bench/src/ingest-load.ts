import { openDatabase } from '../../apps/server/dist/db/client.js';
import { ingestBatch, type IngestItem } from '../../apps/server/dist/tracking/ingest.js';

/** The scheduler's batch: a claim of 50 due shipments is ingested at once (BENCH_BATCH=1 measures one at a time). */
export const BATCH = Number(process.env.BENCH_BATCH ?? 50);
/** Batches in flight at once, as from several workers. */
const WORKERS = 4;

/** A scheduler claim: due shipments of one tenant (claims never mix tenants). */
export interface IngestBatch {
  tenantId: string;
  ids: string[];
}

export function percentile(sorted: number[], p: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 100) / 100;
}

/** One tenant's shipments cut into the scheduler's batches. */
export function batchesOf(tenantId: string, ids: string[]): IngestBatch[] {
  const batches: IngestBatch[] = [];
  for (let i = 0; i < ids.length; i += BATCH) batches.push({ tenantId, ids: ids.slice(i, i + BATCH) });
  return batches;
}

/**
 * One new scan for each shipment, later than anything it has: every checkpoint update stores a
 * checkpoint, recomputes and writes its shipment and raises its event (the hardest case; a
 * poll that brings several scans at once costs less per scan).
 */
function itemsFor(batch: IngestBatch, round: number): IngestItem[] {
  const at = new Date();
  return batch.ids.map((shipmentId, index) => ({
    target: { tenantId: batch.tenantId, shipmentId },
    result: {
      events: [
        {
          dedupeKey: `bench:${round}:${index}`,
          time: at,
          tag: 'OutForDelivery' as const,
          subtag: null,
          message: 'Out for delivery',
          location: 'Chicago, US',
          countryIso: 'US',
        },
      ],
    },
    schedule: { checkedAt: at },
  }));
}

/** Ingests every batch through the tracking engine, WORKERS at a time, and times it. */
export async function measureIngest(databaseUrl: string, batches: IngestBatch[]) {
  const database = await openDatabase({ databaseUrl, poolSize: WORKERS });
  const updates = batches.reduce((sum, batch) => sum + batch.ids.length, 0);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (next < batches.length) {
        const index = next++;
        const t0 = performance.now();
        await ingestBatch(database.db, itemsFor(batches[index]!, index));
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await database.close();
  latencies.sort((a, b) => a - b);
  return {
    checkpoint_updates: updates,
    seconds: Math.round(seconds * 100) / 100,
    updates_per_s: Math.round(updates / seconds),
    batch_size: BATCH,
    concurrent_batches: WORKERS,
    batch_p50_ms: percentile(latencies, 50),
    batch_p95_ms: percentile(latencies, 95),
  };
}
