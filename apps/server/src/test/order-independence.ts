import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { ShipmentStatus } from '@trailpost/contracts';
import type { Db } from '../db/client.js';
import { shipments } from '../db/schema/index.js';
import { ingestBatch, type IngestItem } from '../tracking/ingest.js';
import type { ProviderEvent, ProviderResult } from '../tracking/providers/types.js';
import { latestOf } from '../tracking/latest-scan.js';

/**
 * The status rule's property (decision 0015): any order and any repetition of the same answers
 * leaves a shipment exactly as any other order does. A journey (an adapter's mapped answer)
 * is cut into the answers a courier could really send: snapshots of the journey so far (with
 * the status the provider would report then, as of its newest scan), single pushed scans, and
 * the whole journey. Two shuffles of the same answers, the second with repeats, some delivered
 * together in one batch, are ingested into two new shipments, which must end the same.
 */
const CHECKED_AT = new Date(Date.UTC(2026, 5, 20, 12));
const fixedJitter = () => 0.5;

/** The provider's overall status for a snapshot: what its newest meaningful scan says, as of its newest scan. */
function snapshot(journey: ProviderResult, events: ProviderEvent[]): ProviderResult {
  if (!journey.status) return { ...journey, events };
  const newest = latestOf(events.filter((event) => !event.informational));
  const newestAny = latestOf(events);
  return { ...journey, events, status: newest?.tag ?? journey.status, asOf: newestAny?.time ?? null };
}

function answersOf(journey: ProviderResult, cuts: number[], pushes: number[]): ProviderResult[] {
  const sorted = [...journey.events].sort((a, b) => (a.time?.getTime() ?? -Infinity) - (b.time?.getTime() ?? -Infinity));
  const answers = cuts.map((cut) => snapshot(journey, sorted.slice(0, cut)));
  for (const index of pushes) answers.push({ events: [sorted[index]!] });
  answers.push(journey);
  return answers;
}

async function newShipment(db: Db, tenantId: string): Promise<string> {
  const [row] = await db.insert(shipments).values({ tenantId, trackingNumber: `PROP${randomUUID().slice(0, 12)}`, slug: 'usps' }).returning({ id: shipments.id });
  return row!.id;
}

/** Ingests answers in this order; runs of answers marked `together` arrive in one batch. */
async function deliver(db: Db, target: { tenantId: string; shipmentId: string }, answers: ProviderResult[], together: boolean[]) {
  let batch: IngestItem[] = [];
  for (const [index, result] of answers.entries()) {
    batch.push({ target, result, schedule: { checkedAt: CHECKED_AT } });
    if (!together[index]) {
      await ingestBatch(db, batch, { random: fixedJitter });
      batch = [];
    }
  }
  if (batch.length) await ingestBatch(db, batch, { random: fixedJitter });
}

async function finalState(db: Db, id: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
  const { currentStatus, expectedDelivery, deliveryTime, deliveredAt, shippedAt, nextCheckAt, lastCheckpointMessage, lastCheckpointTime, lastCheckpointTag, reportedStatus, reportedAt } = row!;
  return { currentStatus, expectedDelivery, deliveryTime, deliveredAt, shippedAt, nextCheckAt, lastCheckpointMessage, lastCheckpointTime, lastCheckpointTag, reportedStatus, reportedAt };
}

/**
 * Checks the property for one adapter's journey; returns the final status the journey leads
 * to, so a test can also say what that status must be.
 */
export async function expectOrderIndependent(db: Db, tenantId: string, journey: ProviderResult, numRuns = 25): Promise<ShipmentStatus> {
  const n = journey.events.length;
  if (n === 0) throw new Error('A journey needs scans');
  let reached: ShipmentStatus | null = null;
  const answerSet = fc.record({
    cuts: fc.array(fc.integer({ min: 0, max: n }), { maxLength: 4 }),
    pushes: fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 4 }),
  });
  await fc.assert(
    fc.asyncProperty(
      answerSet.chain(({ cuts, pushes }) => {
        const size = cuts.length + pushes.length + 1;
        return fc.record({
          cuts: fc.constant(cuts),
          pushes: fc.constant(pushes),
          first: fc.shuffledSubarray([...Array(size).keys()], { minLength: size, maxLength: size }),
          second: fc.shuffledSubarray([...Array(size).keys()], { minLength: size, maxLength: size }),
          repeats: fc.array(fc.integer({ min: 0, max: size - 1 }), { maxLength: 3 }),
          together: fc.array(fc.boolean(), { minLength: size + 3, maxLength: size + 3 }),
        });
      }),
      async ({ cuts, pushes, first, second, repeats, together }) => {
        const answers = answersOf(journey, cuts, pushes);
        const a = await newShipment(db, tenantId);
        const b = await newShipment(db, tenantId);
        await deliver(db, { tenantId, shipmentId: a }, first.map((i) => answers[i]!), together.map(() => false));
        const withRepeats = [...second, ...repeats].map((i) => answers[i]!);
        await deliver(db, { tenantId, shipmentId: b }, withRepeats, together);
        const left = await finalState(db, a);
        const right = await finalState(db, b);
        if (JSON.stringify(left) !== JSON.stringify(right)) {
          throw new Error(`different ends:\n${JSON.stringify(left)}\n${JSON.stringify(right)}`);
        }
        reached = left.currentStatus as ShipmentStatus;
      },
    ),
    { numRuns },
  );
  return reached!;
}
