import { normaliseStatusTag } from '@trailpost/contracts';
import type { Db } from '../db/client.js';
import { merchantPredictors, type MerchantPredictor } from '../modules/predictions/index.js';
import { applyScans, type DeliveryDates, type LockedShipment, type ScanOutcome, type ShipmentUpdate } from '../modules/shipments/index.js';
import type { ProviderResult } from './providers/types.js';
import { nextCheckAt } from './schedule.js';
import { latestCheckpoints, type CheckpointSummary } from './latest-checkpoints.js';
import { answerTime, decideStatus, newerDate, newerStated, type StatedDate, type StatedStatus } from './status-rule.js';

export { latestOf } from './latest-scan.js';

const DAY_MS = 86_400_000;

/** What ingest tells of each shipment: what applying its scans did. */
export type IngestOutcome = ScanOutcome;

export interface IngestTarget {
  tenantId: string;
  shipmentId: string;
}

export interface IngestOptions {
  /** The next check's jitter (tests fix it to compare schedules). */
  random?: () => number;
}

export interface IngestItem {
  target: IngestTarget;
  result: ProviderResult;
  /** When the provider was asked; the next check follows from the final status (or the provider's own hint). */
  schedule: { checkedAt: Date };
}

const keyOf = (target: IngestTarget) => `${target.tenantId}/${target.shipmentId}`;

/** Several answers for one shipment in a batch: all their scans, and every stated status and date. */
type Work = IngestItem & { stated: StatedStatus | null; expected: StatedDate | null };

function statedBy(result: ProviderResult): Pick<Work, 'stated' | 'expected'> {
  const at = answerTime(result);
  return {
    stated: result.status ? { status: result.status, at } : null,
    expected: result.expectedDelivery ? { date: result.expectedDelivery, at } : null,
  };
}

function mergeByShipment(items: IngestItem[]): Work[] {
  const merged = new Map<string, Work>();
  for (const item of items) {
    const known = merged.get(keyOf(item.target));
    const own = statedBy(item.result);
    merged.set(
      keyOf(item.target),
      known
        ? {
            ...item,
            result: { ...known.result, ...item.result, events: [...known.result.events, ...item.result.events] },
            stated: newerStated(known.stated, own.stated),
            expected: newerDate(known.expected, own.expected),
          }
        : { ...item, ...own },
    );
  }
  return [...merged.values()];
}

/**
 * A shipment recomputed from everything it knows (decision 0015): the same checkpoints and
 * stated facts give the same shipment whatever order they arrived in.
 */
/** Our prediction for a shipment on its way, as of its check, and the date its customers see. */
function deliveryDates(predictor: MerchantPredictor | undefined, update: Omit<ShipmentUpdate, 'delivery'>, before: LockedShipment): DeliveryDates | undefined {
  if (!predictor) return undefined;
  const route = {
    courier: before.slug,
    service: update.shipmentType,
    origin: { country: update.originCountry ?? '', state: before.originState },
    destination: { country: update.destinationCountry ?? '', state: before.destinationState },
    shippedAt: update.shippedAt,
    status: update.status,
  };
  const prediction = predictor.predict(route, update.checkedAt);
  const predicted = prediction ? { date: prediction.date, earliest: prediction.earliest, latest: prediction.latest, basis: { ...prediction.basis } } : null;
  return { predicted, customerDate: predictor.customerDate(update.expectedDelivery?.date ?? null, predicted?.date ?? null) };
}

function recompute(
  item: Work,
  before: LockedShipment,
  summary: CheckpointSummary | undefined,
  added: number,
  predictor: MerchantPredictor | undefined,
  random?: () => number,
): ShipmentUpdate {
  const latest = summary?.latest ?? null;
  const shown = latest ?? summary?.latestAny ?? null;
  const stated = newerStated(before.stated, item.stated);
  const status = decideStatus({ newestCheckpoint: latest, stated, current: before.status });
  const shippedAt = summary?.firstTime ?? null;
  const deliveredAt = status === 'Delivered' ? (summary?.deliveredTime ?? stated?.at ?? item.schedule.checkedAt) : null;
  const deliveryTime = deliveredAt && shippedAt ? Math.max(0, Math.floor((deliveredAt.getTime() - shippedAt.getTime()) / DAY_MS)) : null;
  const finished = status === 'Delivered' || status === 'Expired';
  const update = {
    tenantId: item.target.tenantId,
    id: item.target.shipmentId,
    status,
    stated,
    lastMessage: shown?.message ?? null,
    lastLocation: shown?.location ?? null,
    lastTime: shown?.time ?? null,
    lastTag: shown ? (normaliseStatusTag(shown.tag) ?? shown.tag) : null,
    shippedAt,
    deliveredAt,
    deliveryTime,
    expectedDelivery: newerDate(before.expectedDelivery, item.expected),
    // What the merchant entered wins over what the courier reports.
    originCountry: before.originCountry ?? item.result.originCountry ?? null,
    destinationCountry: before.destinationCountry ?? item.result.destinationCountry ?? null,
    shipmentType: before.shipmentType ?? item.result.shipmentType ?? null,
    checkedAt: item.schedule.checkedAt,
    // Every shipment that is not final has a next check (the database refuses otherwise).
    nextCheckAt: finished ? null : (item.result.nextCheckAt ?? nextCheckAt(status, item.schedule.checkedAt, { random })),
    changed: added > 0 || status !== before.status,
  };
  // A delivered or expired shipment keeps the dates it was shown.
  return finished ? update : { ...update, delivery: deliveryDates(predictor, update, before) };
}

/**
 * Stores providers' answers for many shipments in one transaction and a handful of
 * statements (the shipments module's applyScans): new checkpoints (duplicates ignored), each
 * shipment recomputed here from all its checkpoints and stated statuses (so out-of-order or
 * repeated answers end the same), and a `shipment.updated` event per shipment that changed. A
 * status set by hand is a stated status as of its time: it stays until the courier says
 * something newer. Outcomes come back in the order of `items`; null for an unknown shipment.
 */
export async function ingestBatch(db: Db, items: IngestItem[], options: IngestOptions = {}): Promise<(IngestOutcome | null)[]> {
  if (!items.length) return [];
  const work = mergeByShipment(items);
  const predictors = await merchantPredictors(db, work.map((item) => item.target.tenantId));
  const outcomes = await applyScans(db, work.map((item) => ({ ...item, scans: item.result.events })), async (tx, stored) => {
    const summaries = await latestCheckpoints(tx, stored.map(({ item }) => item.target));
    return stored.map(({ item, before, added }) =>
      recompute(item, before, summaries.get(item.target.shipmentId), added, predictors.get(item.target.tenantId), options.random),
    );
  });
  const byShipment = new Map(work.map((item, index) => [keyOf(item.target), outcomes[index]]));
  return items.map((item) => byShipment.get(keyOf(item.target)) ?? null);
}

/** One shipment's answer; see ingestBatch. */
export async function ingest(db: Db, target: IngestTarget, result: ProviderResult, schedule: IngestItem['schedule'], options: IngestOptions = {}): Promise<IngestOutcome | null> {
  const [outcome] = await ingestBatch(db, [{ target, result, schedule }], options);
  return outcome ?? null;
}
