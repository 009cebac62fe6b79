import { percentageOf, SHIPMENT_STATUSES, type ShipmentStatus, type TrackingCount } from '@trailpost/contracts';

export type StatusShare = { status: ShipmentStatus; count: number; percentage: number };

/** Every status in tab order with its count and share; statuses the server left out count 0. */
export function statusShares(counts: TrackingCount): StatusShare[] {
  return SHIPMENT_STATUSES.map((status) => {
    const entry = counts.status.find((item) => item.status === status);
    const count = entry?.count ?? 0;
    return { status, count, percentage: entry?.percentage ?? percentageOf(count, counts.total_count) };
  });
}
