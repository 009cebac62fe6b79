import { describe, expect, it } from 'vitest';
import { CARD_RANGES, daysOf, DEFAULT_RANGE, instantRange, rangeLabel, SUMMARY_RANGES } from './ranges';

const TODAY = '2025-03-14';
const named = (name: (typeof CARD_RANGES)[number] | (typeof SUMMARY_RANGES)[number]) => daysOf({ name, custom: null }, TODAY);

describe('dashboard ranges (part 1 §2.5)', () => {
  it('offers both readings of the notes, with All Time, defaulting to Last 30 Days', () => {
    expect(SUMMARY_RANGES).toEqual(['Last 7 Days', 'Last 14 Days', 'Last 30 Days', 'This Month', 'Last Month', 'All Time', 'Custom']);
    expect(CARD_RANGES).toEqual(['Today', 'Yesterday', 'Last 7 Days', 'Last 14 Days', 'Last 30 Days', 'All Time', 'Custom']);
    expect(DEFAULT_RANGE).toEqual({ name: 'Last 30 Days', custom: null });
  });

  it('covers the user calendar days of each named range', () => {
    expect(named('Today')).toEqual({ from: '2025-03-14', to: '2025-03-14' });
    expect(named('Yesterday')).toEqual({ from: '2025-03-13', to: '2025-03-13' });
    expect(named('Last 7 Days')).toEqual({ from: '2025-03-08', to: '2025-03-14' });
    expect(named('Last 14 Days')).toEqual({ from: '2025-03-01', to: '2025-03-14' });
    expect(named('Last 30 Days')).toEqual({ from: '2025-02-13', to: '2025-03-14' });
    expect(named('All Time')).toEqual({ from: '2014-01-01', to: '2025-03-14' });
  });

  it('takes This Month from the first of the month and Last Month as the whole previous month', () => {
    expect(named('This Month')).toEqual({ from: '2025-03-01', to: '2025-03-14' });
    expect(named('Last Month')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(daysOf({ name: 'Last Month', custom: null }, '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(daysOf({ name: 'Last Month', custom: null }, '2025-01-01')).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(daysOf({ name: 'This Month', custom: null }, '2025-01-01')).toEqual({ from: '2025-01-01', to: '2025-01-01' });
  });

  it('lets a custom range override the preset', () => {
    expect(daysOf({ name: 'Custom', custom: { from: '2025-01-02', to: '2025-01-09' } }, TODAY)).toEqual({ from: '2025-01-02', to: '2025-01-09' });
  });

  it('sends the start of the first day and the end of the last day in the user zone as UTC instants', () => {
    const days = { from: '2025-03-01', to: '2025-03-14' };
    expect(instantRange(days, 'UTC')).toEqual({ from_date: '2025-03-01T00:00:00.000Z', to_date: '2025-03-14T23:59:59.999Z' });
    // New York moves to daylight saving time on 9 March: the two ends have different offsets.
    expect(instantRange(days, 'America/New_York')).toEqual({ from_date: '2025-03-01T05:00:00.000Z', to_date: '2025-03-15T03:59:59.999Z' });
    expect(instantRange(days, 'Pacific/Auckland')).toEqual({ from_date: '2025-02-28T11:00:00.000Z', to_date: '2025-03-14T10:59:59.999Z' });
  });

  it('labels a named range by its name and a custom one by its days in the user format', () => {
    expect(rangeLabel(DEFAULT_RANGE, 'MM-DD-YYYY')).toBe('Last 30 Days');
    expect(rangeLabel({ name: 'Custom', custom: { from: '2025-01-02', to: '2025-01-09' } }, 'DD-MM-YYYY')).toBe('02-01-2025 – 09-01-2025');
    expect(rangeLabel({ name: 'Custom', custom: { from: '2025-01-02', to: '2025-01-02' } }, 'YYYY-MM-DD')).toBe('2025-01-02');
  });
});
