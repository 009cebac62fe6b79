import { describe, expect, it } from 'vitest';
import type { PerformanceFigures } from '@trailpost/contracts';
import { sortRows } from './sort-rows';

const figures = (name: string, shipments: number, onTime: number | null): PerformanceFigures & { name: string } => ({
  name,
  shipments,
  delivered: 0,
  delivered_pct: 0,
  on_time_of: onTime === null ? 0 : 10,
  on_time: 0,
  on_time_pct: onTime,
  transit_days_p50: null,
  transit_days_p90: null,
  first_attempt: 0,
  first_attempt_pct: null,
  exceptions: 0,
  exception_pct: 0,
});

const ROWS = [figures('UPS', 5, 80), figures('DHL', 9, null), figures('FedEx', 5, 95.5), figures('Asendia', 1, 80)];
const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe('sortRows', () => {
  it('orders by a figure either way, ties by name', () => {
    expect(names(sortRows(ROWS, { key: 'shipments', direction: 'desc' }, (r) => r.name))).toEqual(['DHL', 'FedEx', 'UPS', 'Asendia']);
    expect(names(sortRows(ROWS, { key: 'shipments', direction: 'asc' }, (r) => r.name))).toEqual(['Asendia', 'FedEx', 'UPS', 'DHL']);
  });

  it('keeps a missing figure last in both directions', () => {
    expect(names(sortRows(ROWS, { key: 'on_time_pct', direction: 'desc' }, (r) => r.name))).toEqual(['FedEx', 'Asendia', 'UPS', 'DHL']);
    expect(names(sortRows(ROWS, { key: 'on_time_pct', direction: 'asc' }, (r) => r.name))).toEqual(['Asendia', 'UPS', 'FedEx', 'DHL']);
  });

  it('orders by name', () => {
    expect(names(sortRows(ROWS, { key: 'name', direction: 'asc' }, (r) => r.name))).toEqual(['Asendia', 'DHL', 'FedEx', 'UPS']);
    expect(names(sortRows(ROWS, { key: 'name', direction: 'desc' }, (r) => r.name))).toEqual(['UPS', 'FedEx', 'DHL', 'Asendia']);
  });
});
