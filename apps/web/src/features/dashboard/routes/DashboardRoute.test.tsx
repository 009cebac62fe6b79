import { DASHBOARD_MESSAGES } from '@trailpost/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderScreen, testQueryClient } from '@/test/render';
import { prefetchDashboard } from '../api/prefetch-dashboard';
import { DashboardRoute } from './DashboardRoute';

const CALLS = {
  summary: 'POST /api/dashboard/tracking_summary',
  count: 'POST /api/dashboard/tracking_count',
  couriers: 'POST /api/dashboard/top_couriers',
  countries: 'POST /api/dashboard/top_countries',
  average: 'POST /api/dashboard/shipments/average_days_to_delivery',
  dayWise: 'POST /api/dashboard/shipments/day_wise_delivery_count',
} as const;

const FILTER_OPTIONS = {
  status: [],
  courier: [
    { label: 'FedEx', value: 'fedex' },
    { label: 'Royal Mail', value: 'royal-mail' },
  ],
  origin: [],
  destination: [],
  sub_users: [],
  transit_days: [],
};

const EMPTY: Record<keyof typeof CALLS, MockHandler> = {
  summary: () => ({ data: [{ date: '2025-03-14', data: [] }] }),
  count: () => ({ data: { status: [], total_count: 0 } }),
  couriers: () => ({ data: [] }),
  countries: () => ({ data: [] }),
  average: () => ({ data: [] }),
  dayWise: () => ({ data: [] }),
};

const FILLED: Record<keyof typeof CALLS, MockHandler> = {
  summary: () => ({ data: [{ date: '2025-03-14', data: [{ status: 'Delivered', count: 3 }] }] }),
  count: () => ({
    data: {
      status: [
        { status: 'Delivered', count: 3, percentage: 42.86 },
        { status: 'InTransit', count: 4, percentage: 57.14 },
      ],
      total_count: 7,
    },
  }),
  couriers: () => ({ data: [{ status: 'fedex', count: 5 }, { status: 'royal-mail', count: 2 }] }),
  countries: () => ({ data: [{ country_iso: 'CA', country_name: 'Canada', count: 4 }] }),
  average: () => ({ data: [{ courier_name: 'fedex', avg_days_to_delivery_shipment: 2.5 }] }),
  dayWise: () => ({
    data: [{ slug: 'fedex', total_count: 7, data: [{ delivery_time: 3, shipment_count: 3 }, { delivery_time: 12, shipment_count: 4 }] }],
  }),
};

function setup(handlers: Partial<Record<keyof typeof CALLS, MockHandler>>): ApiCall[] {
  const byCall = Object.fromEntries(Object.entries(handlers).map(([name, handler]) => [CALLS[name as keyof typeof CALLS], handler]));
  return mockApi({ 'GET /api/trackings/filters': () => ({ data: FILTER_OPTIONS }), ...byCall });
}

function card(name: string) {
  return screen.getByRole('region', { name });
}

function bodiesOf(calls: ApiCall[], call: keyof typeof CALLS) {
  return calls.filter((c) => `${c.method} ${c.path}` === CALLS[call]).map((c) => c.body as Record<string, unknown>);
}

const TITLES = [
  'Shipments Summary',
  'All Shipments',
  'Day Wise Turn Around Time Of Courier',
  'Average Days To Deliver',
  'Top 10 Couriers',
  'Top 10 Countries',
];

// Six cards render at once: give finds more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // Only Date is faked: the cards count days from 14 March 2025 (UTC).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-14T12:00:00Z'));
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  storeSession(sessionFixture());
});

describe('dashboard', { timeout: 30_000 }, () => {
  it('shows the cards in order, each with a spinner while its call runs', () => {
    mockApi({ 'GET /api/trackings/filters': () => new Promise(() => {}) });
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    renderScreen(<DashboardRoute />, { path: '/dashboard' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(TITLES);
    for (const title of TITLES) expect(within(card(title)).getByRole('progressbar', { name: `Loading ${title}` })).toBeTruthy();
  });

  it('loads every card with Last 30 Days in the user zone', async () => {
    const calls = setup(EMPTY);
    renderScreen(<DashboardRoute />, { path: '/dashboard' });
    await waitFor(() => expect(bodiesOf(calls, 'dayWise')).toHaveLength(1));
    const range = { from_date: '2025-02-13T00:00:00.000Z', to_date: '2025-03-14T23:59:59.999Z' };
    for (const call of ['count', 'couriers', 'countries', 'average', 'dayWise'] as const) expect(bodiesOf(calls, call)).toEqual([range]);
    const [summary] = bodiesOf(calls, 'summary');
    expect(summary).toMatchObject({ ...range, utc_offset: '+00:00', date_type: 10 });
    expect(summary?.time_array).toHaveLength(30);
    for (const title of TITLES) expect(within(card(title)).getByRole('button', { name: 'Date range: Last 30 Days' })).toBeTruthy();
  });

  it('draws every card from the answers asked for while the app started, asking each once', async () => {
    const calls = setup(FILLED);
    const queryClient = testQueryClient();
    const started = prefetchDashboard(queryClient);
    // Every card's call and the courier choices go out before the screen is drawn.
    expect(calls.map((c) => c.path).sort()).toEqual([...Object.values(CALLS).map((call) => call.split(' ')[1]), '/api/trackings/filters'].sort());
    await started;
    renderScreen(<DashboardRoute />, { path: '/dashboard', queryClient });
    for (const title of TITLES) await waitFor(() => expect(within(card(title)).queryByRole('progressbar', { name: `Loading ${title}` })).toBeNull());
    expect(calls).toHaveLength(Object.keys(CALLS).length + 1);
  });

  it('shows the empty texts of the specification', async () => {
    setup(EMPTY);
    renderScreen(<DashboardRoute />, { path: '/dashboard' });
    expect(await within(card('All Shipments')).findByText(DASHBOARD_MESSAGES.noShipments)).toBeTruthy();
    expect(await within(card('Shipments Summary')).findByText(DASHBOARD_MESSAGES.noChartData)).toBeTruthy();
    expect(await within(card('Average Days To Deliver')).findByText(DASHBOARD_MESSAGES.noChartData)).toBeTruthy();
    for (const title of ['Day Wise Turn Around Time Of Courier', 'Top 10 Couriers', 'Top 10 Countries']) {
      expect(await within(card(title)).findByText(DASHBOARD_MESSAGES.noData)).toBeTruthy();
    }
  });

  it('stops the spinner with no message when a call fails', async () => {
    const failing = () => ({ status: 500, message: ['Something went wrong !! Please contact support.'] });
    setup({ ...FILLED, count: failing, dayWise: () => ({ status: 403, message: ['No access'] }) });
    renderScreen(<DashboardRoute />, { path: '/dashboard' });
    expect(await within(card('Top 10 Couriers')).findByText('FedEx')).toBeTruthy();
    for (const title of ['All Shipments', 'Day Wise Turn Around Time Of Courier']) {
      await waitFor(() => expect(within(card(title)).queryByRole('progressbar')).toBeNull());
      expect(within(card(title)).queryByText(/went wrong|No access|No Data|0 Shipments/)).toBeNull();
    }
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows counts with percentages to 2 decimals', async () => {
    setup(FILLED);
    renderScreen(<DashboardRoute />, { path: '/dashboard' });
    const statuses = await within(card('All Shipments')).findByRole('list', { name: 'Shipments by status' });
    expect(within(statuses).getByRole('link', { name: 'Delivered 3 42.86%' })).toBeTruthy();
    expect(within(statuses).getByRole('link', { name: 'Expired 0 0.00%' })).toBeTruthy();

    const table = await within(card('Day Wise Turn Around Time Of Courier')).findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Courier Name', 'Total', ...Array.from({ length: 10 }, (_, d) => `Day ${d}`), 'Day 10 & More']);
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(cells[0]).toContain('FedEx');
    expect(cells[1]).toBe('7');
    expect(cells[5]).toBe('342.86%');
    expect(cells[12]).toBe('457.14%');
  });

  it('opens the list filtered to the status row, the range and a single chosen courier', async () => {
    const user = userEvent.setup();
    setup(FILLED);
    const { getByTestId } = renderScreen(<DashboardRoute />, { path: '/dashboard' });
    const allShipments = card('All Shipments');
    await user.click(await within(allShipments).findByRole('link', { name: /Delivered/ }));
    expect(getByTestId('location').textContent).toBe(
      '/tracking?trackingStatusArr=Delivered&date=Last%2030%20Days&fromDate=2025-02-13&toDate=2025-03-14',
    );
  });

  it('reloads a card for its own courier and range only', async () => {
    const user = userEvent.setup();
    const calls = setup(FILLED);
    const { getByTestId } = renderScreen(<DashboardRoute />, { path: '/dashboard' });
    const allShipments = card('All Shipments');
    await within(allShipments).findByRole('link', { name: /Delivered/ });

    await user.click(within(allShipments).getByRole('combobox', { name: 'Courier' }));
    await user.click(await screen.findByRole('option', { name: 'Royal Mail' }));
    await user.click(within(allShipments).getByRole('button', { name: 'Date range: Last 30 Days' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Last 7 Days' }));

    await waitFor(() =>
      expect(bodiesOf(calls, 'count').at(-1)).toEqual({
        from_date: '2025-03-08T00:00:00.000Z',
        to_date: '2025-03-14T23:59:59.999Z',
        courier: 'royal-mail',
      }),
    );
    expect(bodiesOf(calls, 'countries')).toHaveLength(1);
    await user.click(await within(allShipments).findByRole('link', { name: /In Transit/ }));
    expect(getByTestId('location').textContent).toBe(
      '/tracking?trackingStatusArr=InTransit&date=Last%207%20Days&fromDate=2025-03-08&toDate=2025-03-14&courierListArr=Royal%20Mail',
    );
  });

  it('takes a custom range of days, and the summary goes by month over 31 days', async () => {
    const user = userEvent.setup();
    const calls = setup(FILLED);
    renderScreen(<DashboardRoute />, { path: '/dashboard' });
    const summary = card('Shipments Summary');
    await user.click(within(summary).getByRole('button', { name: 'Date range: Last 30 Days' }));
    const picker = await screen.findByRole('dialog', { name: 'Date range' });
    expect(within(picker).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Last 7 Days', 'Last 14 Days', 'Last 30 Days', 'This Month', 'Last Month', 'All Time', 'Custom',
    ]);
    await user.click(within(picker).getByRole('menuitem', { name: 'Custom' }));
    const apply = within(picker).getByRole('button', { name: 'APPLY' });
    expect(apply).toHaveProperty('disabled', true);
    await user.type(within(picker).getByLabelText('From'), '2024-11-20');
    await user.type(within(picker).getByLabelText('To'), '2025-01-05');
    await user.click(apply);

    await waitFor(() =>
      expect(bodiesOf(calls, 'summary').at(-1)).toMatchObject({
        from_date: '2024-11-20T00:00:00.000Z',
        to_date: '2025-01-05T23:59:59.999Z',
        date_type: 7,
        time_array: ['2024-11', '2024-12', '2025-01'],
      }),
    );
    expect(within(summary).getByRole('button', { name: 'Date range: 11-20-2024 – 01-05-2025' })).toBeTruthy();
  });
});
