// The delivery performance screen's texts, constants and arithmetic (decision 0064), kept apart
// from the schemas in performance.ts so that the screen does not load zod with them.

export const PERFORMANCE_TITLE = 'Delivery Performance';

/** Rule messages of the performance calls. */
export const PERFORMANCE_MESSAGES = {
  invalidDate: 'Please send a date as YYYY-MM-DD.',
  invalidRange: 'Please select a valid date range.',
  rangeTooLong: 'Please select a range of at most 366 days.',
  invalidCountry: 'Please send a two-letter country code.',
  noData: 'No shipments were added in this range.',
  unknownCountry: 'Unknown',
} as const;

/** The longest range a call covers: a year, leap day included; its weekly trend has at most 54 weeks. */
export const PERFORMANCE_MAX_DAYS = 366;
/** Transit days are counted exactly up to this many; a percentile of this many means "this many or more". */
export const TRANSIT_DAYS_CAP = 30;

/** The two views of the screen, each an endpoint (GET /performance/couriers, /performance/lanes). */
export const PERFORMANCE_VIEWS = ['couriers', 'lanes'] as const;
export type PerformanceView = (typeof PERFORMANCE_VIEWS)[number];

/** Column headings, on the screen and in the exported sheet. */
export const PERFORMANCE_COLUMNS = {
  courier: 'Courier',
  lane: 'Lane',
  origin: 'Origin',
  destination: 'Destination',
  shipments: 'Shipments',
  delivered: 'Delivered %',
  onTime: 'On-time %',
  onTimeOf: 'With a date shown',
  transitP50: 'Transit days p50',
  transitP90: 'Transit days p90',
  firstAttempt: 'First-attempt %',
  exception: 'Exception %',
  trend: 'Trend by week',
} as const;

/** Short explanations under the table, so each figure says what it counts. */
export const PERFORMANCE_NOTES = {
  range: 'Shipments added in the range, by day in your time zone, as on the dashboard.',
  onTime: 'On-time: delivered on or before the date first shown to the customer, of the delivered shipments that had one.',
  transit: `Transit days from the first scan to delivery; ${TRANSIT_DAYS_CAP} means ${TRANSIT_DAYS_CAP} or more.`,
  firstAttempt: 'First-attempt: delivered without a failed delivery attempt before it, of the delivered shipments.',
  exception: 'Exception: shipments that had an exception scan.',
} as const;

/** "of 120 with a date shown": the on-time denominator beside its percentage. */
export const onTimeOfText = (count: number) => `of ${count.toLocaleString('en-US')} with a date shown`;
/** "1 shipment", "12 shipments": the exception tile's count. */
export const shipmentCountText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'shipment' : 'shipments'}`;

/**
 * The nearest-rank percentile of a histogram of whole days (index = days): the smallest day
 * whose cumulative count reaches p of the total; null when it is empty.
 */
export function histogramPercentile(histogram: readonly number[], p: number): number | null {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (let day = 0; day < histogram.length; day += 1) {
    seen += histogram[day]!;
    if (seen >= rank) return day;
  }
  return histogram.length - 1;
}

/** The exported file's name, the same on the server's attachment and the browser's download. */
export const performanceFileName = (view: PerformanceView, range: { from: string; to: string }) => `delivery-performance-${view}-${range.from}-${range.to}.xlsx`;
