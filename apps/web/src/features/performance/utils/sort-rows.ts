import type { PerformanceFigures } from '@trailpost/contracts';

/** The columns the table sorts by: a name or a figure. */
export type SortKey = 'name' | 'shipments' | 'delivered_pct' | 'on_time_pct' | 'transit_days_p50' | 'transit_days_p90' | 'first_attempt_pct' | 'exception_pct';
export type SortDirection = 'asc' | 'desc';
export interface Sort {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: Sort = { key: 'shipments', direction: 'desc' };

/** Figures first sort largest first; names A to Z. */
export const firstDirection = (key: SortKey): SortDirection => (key === 'name' ? 'asc' : 'desc');

/**
 * Rows in the chosen order: a missing figure (no deliveries, no date shown) always last,
 * whichever the direction; ties by name so the order is stable.
 */
export function sortRows<T extends PerformanceFigures>(rows: readonly T[], sort: Sort, nameOf: (row: T) => string): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const byName = nameOf(a).localeCompare(nameOf(b));
    if (sort.key === 'name') return sign * byName;
    const x = a[sort.key];
    const y = b[sort.key];
    if (x === null || y === null) return x === y ? byName : x === null ? 1 : -1;
    return sign * (x - y) || byName;
  });
}
