// The dashboard's texts, constants and arithmetic, kept apart from the schemas in dashboard.ts so
// that the dashboard and the date filters do not load zod with them.

/** Texts of part 1 §4 (Dashboard) and the rule messages of the dashboard calls. */
export const DASHBOARD_MESSAGES = {
  noShipments: '0 Shipments',
  noData: 'No Data to Display.',
  noChartData: 'No data to display',
  invalidRange: 'Please select a valid date range.',
  invalidOffset: 'Please send a valid UTC offset (+HH:MM).',
  invalidDateType: 'Please send a valid date type (10, 7 or 4).',
} as const;

/** Part 1 §9: All Time starts here; top lists show 10; day buckets 0..9 and 10 or more. */
export const ALL_TIME_START = '2014-01-01';
export const DASHBOARD_TOP_LIMIT = 10;
export const DAY_WISE_LAST_BUCKET = 10;

/**
 * date_type is the length of the ISO date prefix a bucket is labelled with:
 * 10 = day ("2026-11-22"), 7 = month ("2026-11"), 4 = year ("2026").
 */
export const DATE_TYPES = { day: 10, month: 7, year: 4 } as const;
export type DateType = (typeof DATE_TYPES)[keyof typeof DATE_TYPES];

/** Percentage of a total to 2 decimals (part 1 §9); 0 when the total is 0. */
export function percentageOf(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 10000) / 100;
}
