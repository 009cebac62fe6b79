import { SHIPMENT_STATUSES } from '@trailpost/contracts';
import { describe, expect, it } from 'vitest';
import {
  allTabSearch,
  DEFAULT_LIST_STATE,
  hasFilters,
  isDefaultState,
  parseListSearch,
  serialiseListState,
  splitLabels,
  tabOf,
  withTab,
  type ListState,
} from './list-url';

const ALL = SHIPMENT_STATUSES.join(',');
const state = (overrides: Partial<ListState>): ListState => ({ ...DEFAULT_LIST_STATE, ...overrides });

/** The state survives the URL, and the URL it gives is the one it came from. */
function expectRoundTrip(value: ListState, search: string) {
  expect(serialiseListState(value)).toBe(search);
  expect(parseListSearch(`?${search}`)).toEqual(value);
}

describe('list URL', () => {
  it('writes the All tab as allTrackingStatusArr with every status', () => {
    expectRoundTrip(DEFAULT_LIST_STATE, `allTrackingStatusArr=${ALL}`);
  });

  it('keeps a status tab in trackingStatusArr', () => {
    expectRoundTrip(state({ statuses: ['Delivered'] }), 'trackingStatusArr=Delivered');
  });

  it('keeps several statuses in tab order and treats all eight as the All tab', () => {
    expectRoundTrip(state({ statuses: ['InTransit', 'Exception'] }), 'trackingStatusArr=InTransit,Exception');
    expect(parseListSearch('?trackingStatusArr=Exception,InTransit').statuses).toEqual(['InTransit', 'Exception']);
    expect(parseListSearch(`?trackingStatusArr=${ALL}`).statuses).toEqual([]);
  });

  it('reads status labels and ignores unknown statuses', () => {
    expect(parseListSearch('?trackingStatusArr=In%20Transit,Nope').statuses).toEqual(['InTransit']);
    expect(parseListSearch('?trackingStatusArr=Nope').statuses).toEqual([]);
  });

  it('keeps couriers, origins and destinations as comma-joined labels', () => {
    expectRoundTrip(state({ couriers: ['FedEx', 'DHL Express'] }), `allTrackingStatusArr=${ALL}&courierListArr=FedEx,DHL%20Express`);
    expectRoundTrip(state({ origins: ['Germany', 'France'] }), `allTrackingStatusArr=${ALL}&originListArr=Germany,France`);
    expectRoundTrip(
      state({ destinations: ['United States of America'] }),
      `allTrackingStatusArr=${ALL}&destinationListArr=United%20States%20of%20America`,
    );
  });

  it('keeps a country name that holds ", " in one piece', () => {
    const value = state({ destinations: ['Virgin Islands, British', 'Spain', 'Moldova, Republic of'] });
    expectRoundTrip(value, `allTrackingStatusArr=${ALL}&destinationListArr=Virgin%20Islands,%20British,Spain,Moldova,%20Republic%20of`);
    expect(splitLabels('A,B, C,D')).toEqual(['A', 'B, C', 'D']);
  });

  it('keeps transit days as labels', () => {
    expectRoundTrip(state({ transitDays: ['1 Day', 'More than 5 Days'] }), `allTrackingStatusArr=${ALL}&transitDays=1%20Day,More%20than%205%20Days`);
  });

  it('keeps a date preset with its days', () => {
    expectRoundTrip(
      state({ date: { preset: 'Last 7 Days', from: '2025-03-08', to: '2025-03-14' } }),
      `allTrackingStatusArr=${ALL}&date=Last%207%20Days&fromDate=2025-03-08&toDate=2025-03-14`,
    );
  });

  it('keeps a custom range, and reads a range without preset as Custom', () => {
    expectRoundTrip(
      state({ date: { preset: 'Custom', from: '2025-01-01', to: '2025-01-31' } }),
      `allTrackingStatusArr=${ALL}&date=Custom&fromDate=2025-01-01&toDate=2025-01-31`,
    );
    expect(parseListSearch('?fromDate=2025-01-01&toDate=2025-01-31').date).toEqual({ preset: 'Custom', from: '2025-01-01', to: '2025-01-31' });
    expect(parseListSearch('?date=Today').date).toEqual({ preset: 'Today', from: null, to: null });
  });

  it('keeps sub-users as labels with their ids, the unassigned choice as false', () => {
    expectRoundTrip(
      state({
        subUsers: [
          { id: 'false', label: 'Unassigned Shipments' },
          { id: '0b3f1a52-9a43-4b4c-8d2c-1f0d3b6c7e01', label: 'Sam Sub' },
        ],
      }),
      `allTrackingStatusArr=${ALL}&subUserListArr=Unassigned%20Shipments,Sam%20Sub&subUserListId=false,0b3f1a52-9a43-4b4c-8d2c-1f0d3b6c7e01`,
    );
  });

  it('keeps tags as labels with their ids', () => {
    expectRoundTrip(
      state({ tags: [{ id: 'a1', label: 'VIP' }, { id: 'b2', label: 'Gift wrap' }] }),
      `allTrackingStatusArr=${ALL}&tagListArr=VIP,Gift%20wrap&tagListId=a1,b2`,
    );
  });

  it('keeps ids when the labels do not pair up', () => {
    expect(parseListSearch('?tagListArr=VIP&tagListId=a1,b2').tags).toEqual([
      { id: 'a1', label: '' },
      { id: 'b2', label: '' },
    ]);
  });

  it('keeps the delivery date filter, known values only', () => {
    expect(parseListSearch('?deliveryDate=late,someday,due_today').delivery).toEqual(['due_today', 'late']);
  });

  it('keeps the search query', () => {
    expectRoundTrip(state({ query: '1Z 999&co' }), `allTrackingStatusArr=${ALL}&query=1Z%20999%26co`);
  });

  it('keeps every key at once', () => {
    const value: ListState = {
      statuses: ['OutForDelivery'],
      couriers: ['UPS'],
      origins: ['China'],
      destinations: ['Canada'],
      transitDays: ['3 Days'],
      delivery: ['due_today', 'late'],
      date: { preset: 'Yesterday', from: '2025-03-13', to: '2025-03-13' },
      subUsers: [{ id: 'u-9', label: 'Lee' }],
      tags: [{ id: 't-1', label: 'Fragile' }],
      query: 'abc',
    };
    const search = serialiseListState(value);
    expect(search).toBe(
      'trackingStatusArr=OutForDelivery&courierListArr=UPS&originListArr=China&destinationListArr=Canada&transitDays=3%20Days&deliveryDate=due_today,late' +
        '&date=Yesterday&fromDate=2025-03-13&toDate=2025-03-13&subUserListArr=Lee&subUserListId=u-9&tagListArr=Fragile&tagListId=t-1&query=abc',
    );
    expect(parseListSearch(search)).toEqual(value);
  });

  it('reads an empty query string as the All tab without filters', () => {
    expect(parseListSearch('')).toEqual(DEFAULT_LIST_STATE);
    expect(isDefaultState(parseListSearch(''))).toBe(true);
    expect(isDefaultState(parseListSearch(`?allTrackingStatusArr=${ALL}`))).toBe(true);
  });

  it('tells filters apart from the status tab', () => {
    expect(hasFilters(state({ statuses: ['Delivered'] }))).toBe(false);
    expect(isDefaultState(state({ statuses: ['Delivered'] }))).toBe(false);
    expect(hasFilters(state({ query: 'abc' }))).toBe(true);
    expect(hasFilters(state({ date: { preset: 'Today', from: null, to: null } }))).toBe(true);
  });

  it('switches tabs, keeping the other filters', () => {
    const value = state({ statuses: ['Delivered'], couriers: ['UPS'] });
    expect(tabOf(value)).toBe('Delivered');
    expect(withTab(value, 'All')).toEqual(state({ couriers: ['UPS'] }));
    expect(tabOf(withTab(value, 'All'))).toBe('All');
    expect(tabOf(state({ statuses: ['Delivered', 'Expired'] }))).toBeNull();
    expect(allTabSearch('?trackingStatusArr=Delivered&courierListArr=UPS')).toBe(`?allTrackingStatusArr=${ALL}&courierListArr=UPS`);
  });
});
