import { describe, expect, it } from 'vitest';
import { exportRequest, isOptionEnabled, optionValueOf } from './export-request';
import { EMPTY_SCOPE, exportScopeOf, type ExportScope } from './export-scope';

const IDS = ['7d1f3c5e-0a7b-4c1e-9f00-000000000001', '7d1f3c5e-0a7b-4c1e-9f00-000000000002'];
const FILTERED: ExportScope = {
  preselected: 'Filtered',
  selectedIds: IDS,
  filters: { status: ['Delivered'], courier: ['ups'], transitdays: [2] },
  query: 'SO-1001',
};

describe('export options (part 1 §4)', () => {
  it('maps the preselected label to its option', () => {
    expect(optionValueOf('Filtered')).toBe('filtered');
    expect(optionValueOf('Selected')).toBe('selected');
    expect(optionValueOf('All Shipments')).toBe('all');
  });

  it('enables Filtered for a narrowed list, Selected with a selection, All always', () => {
    expect(['filtered', 'selected', 'all'].map((o) => isOptionEnabled(o as 'all', FILTERED))).toEqual([true, true, true]);
    const selectedOnly: ExportScope = { ...EMPTY_SCOPE, preselected: 'Selected', selectedIds: IDS };
    expect(['filtered', 'selected', 'all'].map((o) => isOptionEnabled(o as 'all', selectedOnly))).toEqual([false, true, true]);
    expect(['filtered', 'selected', 'all'].map((o) => isOptionEnabled(o as 'all', EMPTY_SCOPE))).toEqual([false, false, true]);
  });
});

describe('export request (part 1 §3)', () => {
  it('sends the list filters and search for Filtered', () => {
    expect(exportRequest('filtered', FILTERED, 'Asia/Kolkata')).toEqual({
      time_zone: 'Asia/Kolkata',
      query: 'SO-1001',
      filters: { status: ['Delivered'], courier: ['ups'], transitdays: [2] },
    });
  });

  it('sends only the ids for Selected', () => {
    expect(exportRequest('selected', FILTERED, 'UTC')).toEqual({ time_zone: 'UTC', query: '', filters: { ids: IDS } });
  });

  it('sends no filter for All Shipments', () => {
    expect(exportRequest('all', FILTERED, 'UTC')).toEqual({ time_zone: 'UTC', query: '', filters: {} });
  });
});

describe('export scope from the router state', () => {
  it('keeps a well-formed state', () => {
    expect(exportScopeOf(FILTERED)).toEqual(FILTERED);
  });

  it('falls back to a bare list without one', () => {
    expect(exportScopeOf(null)).toEqual(EMPTY_SCOPE);
    expect(exportScopeOf({ preselected: 'Everything', selectedIds: [], filters: {}, query: '' })).toEqual(EMPTY_SCOPE);
  });
});
