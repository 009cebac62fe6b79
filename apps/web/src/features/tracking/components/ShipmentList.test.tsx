import { SHIPMENT_MESSAGES, SHIPMENT_STATUSES, type ShipmentFilters, type ShipmentListItem } from '@trailpost/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { readItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { sessionFixture, subUserFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { ShipmentList } from './ShipmentList';
import { PINNED_CELL_CLASS } from './ShipmentTable';

const ALL = SHIPMENT_STATUSES.join(',');
const ALL_URL = `/tracking?allTrackingStatusArr=${ALL}`;

function shipment(n: number, overrides: Partial<ShipmentListItem> = {}): ShipmentListItem {
  return {
    _id: `id-${n}`,
    tracking_number: `1Z000${n}`,
    slug: 'fedex',
    courier: 'FedEx',
    service: 'Ground',
    origin: 'CN',
    destination: 'CA',
    last_status: 'Arrived at facility',
    time: '2025-03-14T21:41:00Z',
    assigned_id: null,
    assigned_to: null,
    tag: [],
    date: '2025-03-18T00:00:00Z',
    transit_day: 3,
    status: 'InTransit',
    order_id: null,
    created: '2025-03-10T00:00:00Z',
    predicted_delivery: null,
    customer_delivery_date: null,
    ...overrides,
  };
}

const ROWS = [
  shipment(1, {
    assigned_to: 'Sam Sub',
    tag: [
      { tag_id: 't1', tag_name: 'VIP', tag_color: '#FFDE4C' },
      { tag_id: 't2', tag_name: 'Gift', tag_color: '#64BBFA' },
      { tag_id: 't3', tag_name: 'Fragile', tag_color: '#FA7087' },
    ],
  }),
  shipment(2, { slug: 'ups', courier: 'UPS', status: 'Delivered' }),
  shipment(3),
  shipment(4),
];

const FILTER_OPTIONS = {
  status: [],
  courier: [
    { label: 'FedEx', value: 'fedex' },
    { label: 'UPS', value: 'ups' },
  ],
  origin: [{ label: 'China', value: 'CN' }],
  destination: [{ label: 'Canada', value: 'CA' }],
  sub_users: [
    { label: 'Unassigned Shipments', value: false },
    { label: 'Sam Sub', value: '7d1f3c5e-0a7b-4c1e-9f00-000000000001' },
  ],
  transit_days: [],
};

type Setup = { rows?: ShipmentListItem[]; total?: number; handlers?: Record<string, MockHandler> };

function setup({ rows = ROWS, total, handlers = {} }: Setup = {}): ApiCall[] {
  return mockApi({
    'GET /api/trackings': () => ({ data: { trackings: rows, total_records: total ?? rows.length } }),
    'GET /api/trackings/filters': () => ({ data: FILTER_OPTIONS }),
    'GET /api/tags': () => ({ data: [{ _id: 't1', tag_name: 'VIP', tag_color: '#FFDE4C' }] }),
    ...handlers,
  });
}

function listCalls(calls: ApiCall[]) {
  return calls
    .filter((call) => call.method === 'GET' && call.path === '/api/trackings')
    .map((call) => ({
      pageId: call.url.searchParams.get('pageId'),
      limit: call.url.searchParams.get('limit'),
      filters: JSON.parse(call.url.searchParams.get('filters') ?? '{}') as ShipmentFilters,
      searchQuery: call.url.searchParams.get('searchQuery'),
    }));
}

const location = () => screen.getByTestId('location').textContent;

function render(url: string) {
  return renderScreen(<ShipmentList />, { path: '/tracking', url });
}

// MUI in jsdom is slow: each test clicks through several popovers.
describe('shipment list', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storeSession(sessionFixture());
  });

  it('writes the All tab into a bare /tracking and asks for all eight statuses', async () => {
    const calls = setup();
    const { router } = render('/tracking');
    await screen.findByText('1Z0001');
    expect(router.state.location.search).toBe(`?allTrackingStatusArr=${ALL}`);
    expect(listCalls(calls)[0]).toEqual({ pageId: '1', limit: '20', filters: { status: [...SHIPMENT_STATUSES] }, searchQuery: null });
    expect(screen.getByRole('tab', { name: 'ALL SHIPMENTS' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the rows with country codes (names on hover), status, assignee and at most two tags', async () => {
    setup();
    render(ALL_URL);
    const row = (await screen.findByText('1Z0001')).closest('tr')!;
    const cells = within(row);
    expect(cells.getAllByText('FedEx').length).toBeGreaterThan(0);
    expect(cells.getByText('CN')).toBeTruthy();
    expect(cells.getByLabelText('Canada').textContent).toBe('CA');
    expect(cells.getByText('In Transit')).toBeTruthy();
    expect(cells.getByText('Sam Sub')).toBeTruthy();
    // The day above the time, so the column stays narrow.
    expect(cells.getByText('09:41 PM').parentElement?.textContent).toBe('03-14-202509:41 PM');
    expect(cells.getByText('VIP')).toBeTruthy();
    expect(cells.getByText('Gift')).toBeTruthy();
    expect(cells.queryByText('Fragile')).toBeNull();
    expect(cells.getByText('+1')).toBeTruthy();
    for (const header of ['Courier', 'Service', 'Tracking No.', 'Origin', 'Destination', 'Last Check Point', 'Last Check Time', 'Assigned To', 'Expected Date', 'Delivery Date', 'Days', 'Status', 'Tags']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
  });

  it('shows "No Tracking List" when the filtered list is empty', async () => {
    setup({ rows: [] });
    render('/tracking?trackingStatusArr=Delivered');
    expect(await screen.findByText(SHIPMENT_MESSAGES.noTrackingList)).toBeTruthy();
    expect(screen.queryByText('Multi-shipment Tracking Software')).toBeNull();
  });

  it('shows the first-run banner when the account has no shipment at all', async () => {
    setup({ rows: [] });
    const user = userEvent.setup();
    render(ALL_URL);
    expect(await screen.findByRole('heading', { name: 'Multi-shipment Tracking Software' })).toBeTruthy();
    for (const advantage of ['Necessary notifications', 'Price comparisons', 'Multi-channel integration']) {
      expect(screen.getByText(advantage)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: '+ Import Shipment' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '+ Add Shipment' }));
    expect(location()).toBe(`/tracking/add?allTrackingStatusArr=${ALL}`);
  });

  it('opens a shipment on row click, keeping the query string', async () => {
    setup();
    const user = userEvent.setup();
    render('/tracking?trackingStatusArr=InTransit');
    await user.click(await screen.findByText('1Z0002'));
    expect(location()).toBe('/tracking/id-2?trackingStatusArr=InTransit');
  });

  it('shows the bulk bar on selection, selects a range with shift and deletes after confirmation', async () => {
    const calls = setup({
      handlers: {
        'POST /api/tracking/bulk/delete': (body) => ({
          data: { count: (body as { ids: string[] }).ids.length },
          message: [SHIPMENT_MESSAGES.bulkDeleted],
        }),
      },
    });
    const user = userEvent.setup();
    render(ALL_URL);
    await screen.findByText('1Z0001');
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select 1Z0001' }));
    const bar = await screen.findByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByText('1 selected')).toBeTruthy();
    for (const action of ['Delete', 'Update Status', 'Assign To', 'Unassign']) {
      expect(within(bar).getByRole('button', { name: action })).toBeTruthy();
    }

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 1Z0003' }), { shiftKey: true });
    expect(within(bar).getByText('3 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 1Z0002' }), { ctrlKey: true });
    expect(within(bar).getByText('2 selected')).toBeTruthy();

    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure to delete selected shipments?' });
    expect(within(dialog).getByText('This action can not be undo.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(SHIPMENT_MESSAGES.bulkDeleted)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/tracking/bulk/delete')?.body).toEqual({ ids: ['id-1', 'id-3'] });
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull());
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
  });

  it('shows the fixed message when a bulk status update fails', async () => {
    const calls = setup({ handlers: { 'POST /api/tracking/bulk/update/status': () => ({ status: 500, message: ['boom'] }) } });
    const user = userEvent.setup();
    render(ALL_URL);
    await user.click(await screen.findByRole('checkbox', { name: 'Select 1Z0002' }));
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delivered' }));
    expect(await screen.findByText('Error While Updating Shipment Status')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/tracking/bulk/update/status')?.body).toEqual({ ids: ['id-2'], current_status: 'Delivered' });
  });

  it('assigns and unassigns the selection to a sub-user', async () => {
    const calls = setup({
      handlers: {
        'POST /api/tracking/bulk/assign_or_unassign_user': (body) => ({
          data: { count: 1 },
          message: [(body as { assigned_id?: string }).assigned_id ? SHIPMENT_MESSAGES.assigned : SHIPMENT_MESSAGES.unassigned],
        }),
      },
    });
    const user = userEvent.setup();
    render(ALL_URL);
    await user.click(await screen.findByRole('checkbox', { name: 'Select 1Z0001' }));
    await user.click(screen.getByRole('button', { name: 'Assign To' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sam Sub' }));
    expect(await screen.findByText(SHIPMENT_MESSAGES.assigned)).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Select 1Z0001' }));
    await user.click(screen.getByRole('button', { name: 'Unassign' }));
    expect(await screen.findByText(SHIPMENT_MESSAGES.unassigned)).toBeTruthy();
    const bodies = calls.filter((call) => call.path === '/api/tracking/bulk/assign_or_unassign_user').map((call) => call.body);
    expect(bodies).toEqual([{ ids: ['id-1'], assigned_id: '7d1f3c5e-0a7b-4c1e-9f00-000000000001' }, { ids: ['id-1'] }]);
  });

  it('applies a courier filter from its dropdown, shows a chip, and removing it resets the URL', async () => {
    const calls = setup();
    const user = userEvent.setup();
    const { router } = render(ALL_URL);
    await screen.findByText('1Z0001');

    await user.click(screen.getByRole('button', { name: 'Courier' }));
    const panel = await screen.findByRole('dialog', { name: 'Courier' });
    await user.type(within(panel).getByLabelText('Search Courier'), 'zz<');
    expect((within(panel).getByLabelText('Search Courier') as HTMLInputElement).value).toBe('zz');
    expect(within(panel).getByText('No Courier Found')).toBeTruthy();
    await user.clear(within(panel).getByLabelText('Search Courier'));
    await user.click(within(panel).getByLabelText('UPS'));
    await user.click(within(panel).getByRole('button', { name: 'APPLY' }));

    expect(router.state.location.search).toBe(`?allTrackingStatusArr=${ALL}&courierListArr=UPS`);
    await waitFor(() => expect(listCalls(calls).at(-1)?.filters.courier).toEqual(['ups']));
    const chip = await screen.findByText('Courier: UPS');
    expect(screen.getByRole('button', { name: 'Courier (1)' })).toBeTruthy();

    fireEvent.click(within(chip.closest('.MuiChip-root') as HTMLElement).getByTestId('CancelIcon'));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('Courier: UPS')).toBeNull();
  });

  it('filters shipments due today or late by the delivery date customers see, with a chip', async () => {
    const calls = setup();
    const user = userEvent.setup();
    const { router } = render(ALL_URL);
    await screen.findByText('1Z0001');
    await user.click(screen.getByRole('button', { name: 'Delivery' }));
    const panel = await screen.findByRole('dialog', { name: 'Delivery' });
    await user.click(within(panel).getByLabelText('Late'));
    await user.click(within(panel).getByRole('button', { name: 'APPLY' }));
    expect(router.state.location.search).toBe(`?allTrackingStatusArr=${ALL}&deliveryDate=late`);
    await waitFor(() => expect(listCalls(calls).at(-1)?.filters.delivery).toEqual(['late']));
    expect(await screen.findByText('Delivery: Late')).toBeTruthy();
  });

  it('shows the delivery date customers see with its weekday, and our range below it when it is ours', async () => {
    const predicted = { date: '2025-03-19', earliest: '2025-03-18', latest: '2025-03-20', basis: { level: 'lane' as const, courier: 'fedex', origin: 'CN', destination: 'CA', deliveries: 40, days: 180 } };
    setup({ rows: [shipment(1, { customer_delivery_date: '2025-03-19', predicted_delivery: predicted }), shipment(2, { customer_delivery_date: '2025-03-21', predicted_delivery: predicted })] });
    render(ALL_URL);
    const ours = (await screen.findByText('1Z0001')).closest('tr')!;
    expect(within(ours).getByText('Wed, Mar 19')).toBeTruthy();
    expect(within(ours).getByText(/Tue, Mar 18\s–\sThu, Mar 20/)).toBeTruthy();
    const couriers = screen.getByText('1Z0002').closest('tr')!;
    expect(within(couriers).getByText('Fri, Mar 21')).toBeTruthy();
    expect(within(couriers).queryByText(/Mar 18/)).toBeNull();
  });

  it('restores the applied values on CANCEL and keeps one dropdown open at a time', async () => {
    setup();
    const user = userEvent.setup();
    const { router } = render(`${ALL_URL}&originListArr=China`);
    await screen.findByText('1Z0001');

    await user.click(screen.getByRole('button', { name: 'Origin (1)' }));
    const origin = await screen.findByRole('dialog', { name: 'Origin' });
    await user.click(within(origin).getByLabelText('China'));
    await user.click(within(origin).getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog', { name: 'Origin' })).toBeNull();
    expect(router.state.location.search).toContain('originListArr=China');

    await user.click(screen.getByRole('button', { name: 'Origin (1)' }));
    expect((within(await screen.findByRole('dialog', { name: 'Origin' })).getByLabelText('China') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Transit Days' }));
    expect(await screen.findByRole('dialog', { name: 'Transit Days' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Origin' })).toBeNull();
  });

  it('changes tab, keeping other filters and going back to page 1', async () => {
    const calls = setup({ total: 45 });
    const user = userEvent.setup();
    const { router } = render(`${ALL_URL}&courierListArr=UPS`);
    await screen.findByText('1Z0001');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.pageId).toBe('2'));

    await user.click(screen.getByRole('tab', { name: 'Delivered' }));
    expect(router.state.location.search).toBe('?trackingStatusArr=Delivered&courierListArr=UPS');
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ pageId: '1', filters: { status: ['Delivered'], courier: ['ups'] } }));
  });

  it('keeps the page size in rowsPerPage and clears the selection when it changes', async () => {
    const calls = setup({ total: 45 });
    const user = userEvent.setup();
    render(ALL_URL);
    await user.click(await screen.findByRole('checkbox', { name: 'Select 1Z0001' }));
    expect(await screen.findByRole('toolbar', { name: 'Bulk actions' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: /rows per page/i }), '50');
    expect(readItem(STORAGE_KEYS.rowsPerPage)).toBe('50');
    await waitFor(() => expect(listCalls(calls).at(-1)?.limit).toBe('50'));
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
  });

  it('asks for 3 characters, suggests after a pause, opens a suggestion and searches on Enter', async () => {
    const calls = setup({
      handlers: {
        'POST /api/trackings/suggestions': (body) =>
          (body as { query: string }).query === 'zzz'
            ? { data: [], message: [SHIPMENT_MESSAGES.noTrackingFound] }
            : { data: [{ _id: 'id-7', tracking_number: '1Z0007', slug: 'ups' }] },
      },
    });
    const user = userEvent.setup();
    const { router } = render(ALL_URL);
    await screen.findByText('1Z0001');
    const box = screen.getByRole('textbox', { name: 'Search' });

    await user.type(box, '1Z');
    expect(screen.getByText(SHIPMENT_MESSAGES.searchTooShort)).toBeTruthy();
    await user.type(box, '0');
    const option = await screen.findByRole('option', { name: /1Z0007/ });
    expect(within(option).getByText('UPS')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/trackings/suggestions').map((call) => call.body)).toEqual([{ query: '1Z0' }]);

    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe(`?allTrackingStatusArr=${ALL}&query=1Z0`);
    await waitFor(() => expect(listCalls(calls).at(-1)?.searchQuery).toBe(JSON.stringify({ query: '1Z0' })));

    await user.clear(box);
    expect(router.state.location.search).toBe('');

    await user.type(box, 'zzz');
    expect(await screen.findByText(SHIPMENT_MESSAGES.noTrackingFound)).toBeTruthy();
    await user.clear(box);
    await user.type(box, 'abc');
    await user.click(await screen.findByRole('option', { name: /1Z0007/ }));
    expect(location()).toBe('/tracking/id-7');
  });

  it('resets the search with the clear icon', async () => {
    setup();
    const user = userEvent.setup();
    const { router } = render(`${ALL_URL}&query=1Z0`);
    await screen.findByText('1Z0001');
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('1Z0');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(router.state.location.search).toBe('');
  });

  it('hides and shows columns from the column chooser and keeps the choice in trackingColumn', async () => {
    setup();
    const user = userEvent.setup();
    render(ALL_URL);
    await screen.findByText('1Z0001');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const drawer = await screen.findByRole('dialog', { name: 'Columns' });
    await user.click(within(drawer).getByLabelText('Service'));
    expect(JSON.parse(readItem(STORAGE_KEYS.trackingColumn) ?? '{}')).toEqual({ service: false });
    expect(screen.queryByRole('columnheader', { name: 'Service' })).toBeNull();
  });

  it('keeps every chosen column when the table is wider than its box, with the checkbox and tracking number pinned', async () => {
    // jsdom lays nothing out: make every element report content twice as wide as its box.
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(2000);
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    try {
      setup();
      render(ALL_URL);
      const row = (await screen.findByText('1Z0001')).closest('tr')!;
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
        '',
        ...['Courier', 'Service', 'Tracking No.', 'Origin', 'Destination', 'Last Check Point', 'Last Check Time'],
        ...['Assigned To', 'Expected Date', 'Delivery Date', 'Days', 'Status', 'Tags'],
      ]);
      expect(screen.queryByText(/to fit this width/)).toBeNull();
      const pinned = (cell: Element | null) => cell?.classList.contains(PINNED_CELL_CLASS);
      expect(pinned(screen.getByRole('columnheader', { name: 'Tracking No.' }))).toBe(true);
      expect(pinned(within(row).getByText('1Z0001').closest('td'))).toBe(true);
      expect(pinned(within(row).getByRole('checkbox').closest('td'))).toBe(true);
      expect(pinned(within(row).getByText('Ground').closest('td'))).toBe(false);
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });

  it('gives a sub-user no Assigned To column, Sub Users filter or assign actions', async () => {
    storeSession(subUserFixture(['tracking']));
    setup();
    const user = userEvent.setup();
    render(ALL_URL);
    await screen.findByText('1Z0001');
    expect(screen.queryByRole('columnheader', { name: 'Assigned To' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sub Users' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select 1Z0001' }));
    const bar = await screen.findByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).queryByRole('button', { name: 'Assign To' })).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Unassign' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(within(await screen.findByRole('dialog', { name: 'Columns' })).queryByLabelText('Assigned To')).toBeNull();
  });

  it('shows the Sub Users filter to a main user with sub-users', async () => {
    setup();
    render(ALL_URL);
    await screen.findByText('1Z0001');
    expect(await screen.findByRole('button', { name: 'Sub Users' })).toBeTruthy();
  });

  it('shows the generic message when the list cannot be loaded', async () => {
    setup({ handlers: { 'GET /api/trackings': () => ({ status: 500 }) } });
    render(ALL_URL);
    expect(await screen.findByText('Something went wrong !! Please contact support.')).toBeTruthy();
  });
});
