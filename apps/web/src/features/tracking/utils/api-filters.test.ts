import { SHIPMENT_STATUSES, TRANSIT_DAY_OPTIONS } from '@trailpost/contracts';
import { describe, expect, it } from 'vitest';
import { needsOptions, toShipmentFilters, transitDayValue, valuesOfLabels, type FilterContext } from './api-filters';
import { DEFAULT_LIST_STATE, type ListState } from './list-url';

const OPTIONS = {
  courier: [
    { label: 'FedEx', value: 'fedex' },
    { label: 'UPS', value: 'ups' },
  ],
  origin: [{ label: 'China', value: 'CN' }],
  destination: [
    { label: 'Virgin Islands, British', value: 'VG' },
    { label: 'Canada', value: 'CA' },
  ],
};

const MAIN: FilterContext = {
  options: OPTIONS,
  viewer: { userType: 'user', userId: 'u1', onlyOwnShipments: false },
  timeZone: 'UTC',
  today: '2025-03-14',
};

const state = (overrides: Partial<ListState>): ListState => ({ ...DEFAULT_LIST_STATE, ...overrides });

describe('transit days', () => {
  it('maps 1 Day .. 5 Days to 1 .. 5 and anything else to 6', () => {
    expect(TRANSIT_DAY_OPTIONS.map((option) => transitDayValue(option.label))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(transitDayValue('More than 5 Days')).toBe(6);
    expect(transitDayValue('9 Days')).toBe(6);
    expect(transitDayValue('whenever')).toBe(6);
    expect(transitDayValue('3')).toBe(3);
  });
});

describe('list call filters', () => {
  it('asks for all eight statuses on the All tab, and for the tab status otherwise', () => {
    expect(toShipmentFilters(DEFAULT_LIST_STATE, MAIN)).toEqual({ status: [...SHIPMENT_STATUSES] });
    expect(toShipmentFilters(state({ statuses: ['Delivered'] }), MAIN)).toEqual({ status: ['Delivered'] });
  });

  it('turns labels into the values the API filters on', () => {
    const filters = toShipmentFilters(
      state({ couriers: ['UPS', 'fedex'], origins: ['China'], destinations: ['Virgin Islands, British'], transitDays: ['More than 5 Days', '2 Days'] }),
      MAIN,
    );
    expect(filters).toMatchObject({ courier: ['ups', 'fedex'], origin: ['CN'], destination: ['VG'], transitdays: [2, 6] });
  });

  it('sends a label no option knows as it is', () => {
    expect(valuesOfLabels(['Gone Courier'], OPTIONS.courier)).toEqual(['Gone Courier']);
  });

  it('sends sub-users (false for unassigned), tags and the date range', () => {
    const filters = toShipmentFilters(
      state({
        subUsers: [
          { id: 'false', label: 'Unassigned Shipments' },
          { id: 'sub-1', label: 'Sam' },
        ],
        tags: [{ id: 'tag-1', label: 'VIP' }],
        date: { preset: 'Today', from: '2025-03-14', to: '2025-03-14' },
      }),
      MAIN,
    );
    expect(filters).toMatchObject({
      assigned_id: [false, 'sub-1'],
      tagsIds: ['tag-1'],
      from_date: '2025-03-14T00:00:00.000Z',
      to_date: '2025-03-14T23:59:59.999Z',
    });
  });

  it('limits a sub-user with assignTracking to its own shipments and ignores sub-user filters', () => {
    const own: FilterContext = { ...MAIN, viewer: { userType: 'subuser', userId: 'me', onlyOwnShipments: true } };
    const filters = toShipmentFilters(state({ subUsers: [{ id: 'other', label: 'Other' }] }), own);
    expect(filters).toMatchObject({ assigned_id: ['me'], is_shipment_assigned: true });
    const plainSub: FilterContext = { ...MAIN, viewer: { userType: 'subuser', userId: 'me', onlyOwnShipments: false } };
    expect(toShipmentFilters(state({ subUsers: [{ id: 'other', label: 'Other' }] }), plainSub).assigned_id).toBeUndefined();
  });

  it('waits for the options only when labels need turning into values', () => {
    expect(needsOptions(state({ couriers: ['UPS'] }))).toBe(true);
    expect(needsOptions(state({ tags: [{ id: 't', label: 'x' }], transitDays: ['1 Day'] }))).toBe(false);
  });
});
