import { describe, expect, it } from 'vitest';
import { dateBounds, dateSelectionFor, DATE_PRESETS, presetDays } from './date-presets';

const TODAY = '2025-03-14';

describe('date presets', () => {
  it('offers the filter presets in order', () => {
    expect(DATE_PRESETS).toEqual(['Today', 'Yesterday', 'Last 7 Days', 'Last 30 Days', 'Custom']);
  });

  it('maps each preset to calendar days counted back from today', () => {
    expect(presetDays('Today', TODAY)).toEqual({ from: '2025-03-14', to: '2025-03-14' });
    expect(presetDays('Yesterday', TODAY)).toEqual({ from: '2025-03-13', to: '2025-03-13' });
    expect(presetDays('Last 7 Days', TODAY)).toEqual({ from: '2025-03-08', to: '2025-03-14' });
    expect(presetDays('Last 30 Days', TODAY)).toEqual({ from: '2025-02-13', to: '2025-03-14' });
    expect(presetDays('Custom', TODAY)).toBeNull();
  });

  it('understands the range names of dashboard links', () => {
    expect(presetDays('Last 14 Days', TODAY)).toEqual({ from: '2025-03-01', to: '2025-03-14' });
    expect(presetDays('This Month', TODAY)).toEqual({ from: '2025-03-01', to: '2025-03-14' });
    expect(presetDays('Last Month', TODAY)).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(presetDays('Last Month', '2025-01-10')).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(presetDays('All Time', TODAY)).toEqual({ from: '2014-01-01', to: '2025-03-14' });
  });

  it('gives a selection for a preset, and for Custom only with both days', () => {
    expect(dateSelectionFor('Yesterday', TODAY)).toEqual({ preset: 'Yesterday', from: '2025-03-13', to: '2025-03-13' });
    expect(dateSelectionFor('Custom', TODAY, { from: '2025-01-02', to: '2025-01-05' })).toEqual({
      preset: 'Custom',
      from: '2025-01-02',
      to: '2025-01-05',
    });
    expect(dateSelectionFor('Custom', TODAY, { from: '2025-01-02' })).toBeNull();
  });

  it('sends days as the start and the last millisecond of the day in the user time zone', () => {
    const selection = { preset: 'Custom', from: '2025-03-14', to: '2025-03-14' };
    expect(dateBounds(selection, 'UTC', TODAY)).toEqual({ from_date: '2025-03-14T00:00:00.000Z', to_date: '2025-03-14T23:59:59.999Z' });
    expect(dateBounds(selection, 'America/New_York', TODAY)).toEqual({
      from_date: '2025-03-14T04:00:00.000Z',
      to_date: '2025-03-15T03:59:59.999Z',
    });
    expect(dateBounds(selection, 'Asia/Kolkata', TODAY)).toEqual({
      from_date: '2025-03-13T18:30:00.000Z',
      to_date: '2025-03-14T18:29:59.999Z',
    });
  });

  it('counts a preset without days from today, and passes ISO instants through', () => {
    expect(dateBounds({ preset: 'Today', from: null, to: null }, 'UTC', TODAY)).toEqual({
      from_date: '2025-03-14T00:00:00.000Z',
      to_date: '2025-03-14T23:59:59.999Z',
    });
    expect(dateBounds({ preset: 'Last 30 Days', from: '2025-02-01T05:00:00.000Z', to: '2025-03-01T04:59:59.999Z' }, 'UTC', TODAY)).toEqual({
      from_date: '2025-02-01T05:00:00.000Z',
      to_date: '2025-03-01T04:59:59.999Z',
    });
    expect(dateBounds(null, 'UTC', TODAY)).toEqual({});
    expect(dateBounds({ preset: 'Custom', from: 'soon', to: null }, 'UTC', TODAY)).toEqual({});
  });
});
