import { histogramPercentile, percentageOf, TRANSIT_DAYS_CAP, type PerformanceFigures } from '@trailpost/contracts';

/** The sums a figure is made of, in the order the repository reads them. */
export const MEASURES = ['count', 'delivered', 'promised', 'onTime', 'firstAttempt', 'exception'] as const;
export type Measure = (typeof MEASURES)[number];
/** Measures, then the transit histogram (days 0 … TRANSIT_DAYS_CAP). */
export const SUM_LENGTH = MEASURES.length + TRANSIT_DAYS_CAP + 1;

export type Sums = number[];
export const emptySums = (): Sums => Array<number>(SUM_LENGTH).fill(0);
export function addSums(into: Sums, more: readonly number[]): Sums {
  more.forEach((value, i) => (into[i] = (into[i] ?? 0) + value));
  return into;
}

const at = (sums: Sums, measure: Measure) => sums[MEASURES.indexOf(measure)] ?? 0;
/** A share in percent to 2 decimals, or null when there is nothing to take it of. */
const shareOf = (count: number, of: number) => (of === 0 ? null : percentageOf(count, of));

/** The figures of a group from its sums: percentages of the right denominators, percentiles from the histogram. */
export function figuresOf(sums: Sums): PerformanceFigures {
  const shipments = at(sums, 'count');
  const delivered = at(sums, 'delivered');
  const onTimeOf = at(sums, 'promised');
  const onTime = at(sums, 'onTime');
  const firstAttempt = at(sums, 'firstAttempt');
  const exceptions = at(sums, 'exception');
  const histogram = sums.slice(MEASURES.length);
  return {
    shipments,
    delivered,
    delivered_pct: shareOf(delivered, shipments),
    on_time_of: onTimeOf,
    on_time: onTime,
    on_time_pct: shareOf(onTime, onTimeOf),
    transit_days_p50: histogramPercentile(histogram, 0.5),
    transit_days_p90: histogramPercentile(histogram, 0.9),
    first_attempt: firstAttempt,
    first_attempt_pct: shareOf(firstAttempt, delivered),
    exceptions,
    exception_pct: shareOf(exceptions, shipments),
  };
}
