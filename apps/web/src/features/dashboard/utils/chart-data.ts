import { SHIPMENT_STATUSES, type ShipmentStatus, type SummaryBucket } from '@trailpost/contracts';

export type SummaryRow = { label: string } & Record<ShipmentStatus, number>;

/** One chart row per bucket with every status counted (0 when absent), in the server's order. */
export function summaryRows(buckets: readonly SummaryBucket[]): SummaryRow[] {
  return buckets.map((bucket) => {
    const row = { label: bucket.date } as SummaryRow;
    for (const status of SHIPMENT_STATUSES) row[status] = 0;
    for (const { status, count } of bucket.data) row[status] += count;
    return row;
  });
}

/** Whether any bucket counts a shipment. */
export function hasShipments(buckets: readonly SummaryBucket[]): boolean {
  return buckets.some((bucket) => bucket.data.some((entry) => entry.count > 0));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A bucket label for the axis: "Mar 14" for a day, "Mar 2025" for a month, the year as it is. */
export function bucketTick(label: string): string {
  const [year, month, day] = label.split('-');
  const monthName = month ? MONTHS[Number(month) - 1] : undefined;
  if (!monthName) return label;
  return day ? `${monthName} ${Number(day)}` : `${monthName} ${year}`;
}
