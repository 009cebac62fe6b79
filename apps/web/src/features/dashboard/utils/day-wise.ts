import { DAY_WISE_LAST_BUCKET, percentageOf, type DayWiseRow } from '@trailpost/contracts';

/** Day 0 .. Day 9, then Day 10 & More (part 1 §2.5). */
export const DAY_COLUMNS = [
  ...Array.from({ length: DAY_WISE_LAST_BUCKET }, (_, day) => `Day ${day}`),
  `Day ${DAY_WISE_LAST_BUCKET} & More`,
];

export type DayCell = { count: number; percentage: number };

/** The row's counts per day bucket with their share of the courier's total; 10 days or more are summed. */
export function dayCells(row: DayWiseRow): DayCell[] {
  const counts = new Array<number>(DAY_WISE_LAST_BUCKET + 1).fill(0);
  for (const { delivery_time, shipment_count } of row.data) {
    const bucket = Math.min(Math.max(delivery_time, 0), DAY_WISE_LAST_BUCKET);
    counts[bucket] = (counts[bucket] ?? 0) + shipment_count;
  }
  return counts.map((count) => ({ count, percentage: percentageOf(count, row.total_count) }));
}
