import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHIPMENT_STATUSES, type ShipmentListItem } from '@trailpost/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toast/ToastProvider';
import { COUNTRIES, shipmentFixture } from '@/features/shipment/test-data';
import { prefetchOpeningList } from '@/features/tracking';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall } from '@/test/mock-api';
import { testQueryClient } from '@/test/render';
import { TrackingPage } from './TrackingPage';

const OPENED = shipmentFixture();
const IDS = ['7d1f3c5e-0a7b-4c1e-9f00-000000000001', '7d1f3c5e-0a7b-4c1e-9f00-000000000002'];

function row(id: string, trackingNumber: string): ShipmentListItem {
  return {
    _id: id,
    tracking_number: trackingNumber,
    slug: 'ups',
    courier: 'UPS',
    service: null,
    origin: null,
    destination: null,
    last_status: null,
    time: null,
    assigned_id: null,
    assigned_to: null,
    tag: [],
    date: null,
    transit_day: null,
    status: 'Delivered',
    order_id: null,
    created: '2026-11-01T00:00:00Z',
    predicted_delivery: null,
    customer_delivery_date: null,
  };
}

function setup(url: string, beforeRender?: (queryClient: QueryClient, calls: ApiCall[]) => void): { calls: ApiCall[]; router: ReturnType<typeof createMemoryRouter> } {
  const calls = mockApi({
    'GET /api/trackings': () => ({ data: { trackings: [row(IDS[0]!, '1ZUPS01'), row(IDS[1]!, '1ZUPS02')], total_records: 2 } }),
    'GET /api/trackings/filters': () => ({
      data: { status: [], courier: [{ label: 'UPS', value: 'ups' }], origin: [], destination: [], sub_users: [], transit_days: [] },
    }),
    'GET /api/tags': () => ({ data: [] }),
    'POST /api/export/trackings': () => ({ data: { job_id: 'job-1' } }),
    [`GET /api/trackings/${OPENED._id}`]: () => ({ data: OPENED }),
    'GET /api/country/list': () => ({ data: COUNTRIES }),
    'POST /api/tags/search': () => ({ data: [] }),
    'GET /api/user/sub_domain': () => ({ data: { sub_domain: 'ada', custom_domain_url: null, sub_domain_suffix: '.trailpost.app', public_host: 'ada.trailpost.app' } }),
  });
  const router = createMemoryRouter(
    [
      { path: '/tracking', element: <TrackingPage /> },
      { path: '/tracking/*', element: <TrackingPage /> },
    ],
    { initialEntries: [url] },
  );
  const queryClient = testQueryClient();
  beforeRender?.(queryClient, calls);
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { calls, router };
}

const exportBodies = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/export/trackings').map((c) => c.body);
const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === '/api/trackings');

describe('the list asked for while the app starts', { timeout: 20_000 }, () => {
  beforeEach(() => storeSession(sessionFixture({ time_zone_data: { timezone: 'Europe/Paris' } })));

  it.each([
    ['a bare /tracking', '/tracking', ''],
    ['a status tab', '/tracking?trackingStatusArr=Delivered', '?trackingStatusArr=Delivered'],
  ])('is drawn from the early answer on %s, without asking twice', async (_case, url, search) => {
    const { calls } = setup(url, (queryClient, callsSoFar) => {
      prefetchOpeningList(queryClient, search);
      // Asked before the list was drawn at all.
      expect(listCalls(callsSoFar)).toHaveLength(1);
    });
    await screen.findByText('1ZUPS01');
    expect(listCalls(calls)).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/trackings/filters')).toHaveLength(1);
  });

  it('leaves the page to the list when a courier filter needs the options first', async () => {
    const { calls } = setup('/tracking?courierListArr=UPS', (queryClient, callsSoFar) => {
      prefetchOpeningList(queryClient, '?courierListArr=UPS');
      expect(callsSoFar.map((c) => c.path).sort()).toEqual(['/api/tags', '/api/trackings/filters']);
    });
    await screen.findByText('1ZUPS01');
    expect(listCalls(calls)).toHaveLength(1);
    expect(JSON.parse(listCalls(calls)[0]!.url.searchParams.get('filters')!)).toMatchObject({ courier: ['ups'] });
  });
});

describe('tracking page drawers', { timeout: 20_000 }, () => {
  beforeEach(() => storeSession(sessionFixture({ time_zone_data: { timezone: 'Europe/Paris' } })));

  it('hands the export drawer the filters of the list it was opened from', async () => {
    const { calls, router } = setup('/tracking?trackingStatusArr=Delivered&courierListArr=UPS');
    const user = userEvent.setup({ delay: null });
    await screen.findByText('1ZUPS01');
    await user.click(screen.getByRole('button', { name: 'Export Shipment' }));
    expect(router.state.location.pathname).toBe('/tracking/export');
    // The drawer's code arrives when it is first opened.
    await screen.findByRole('radio', { name: /^Filtered/ });
    expect(radio(/^Filtered/).checked).toBe(true);
    expect(radio(/^Selected/).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'EXPORT' }));
    await waitFor(() => expect(exportBodies(calls)).toHaveLength(1));
    expect(exportBodies(calls)[0]).toEqual({ time_zone: 'Europe/Paris', query: '', filters: { status: ['Delivered'], courier: ['ups'] } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tracking'));
    expect(router.state.location.search).toBe('?trackingStatusArr=Delivered&courierListArr=UPS');
  });

  it('preselects the selected rows on the bare list and exports them by id', async () => {
    const { calls } = setup(`/tracking?allTrackingStatusArr=${SHIPMENT_STATUSES.join(',')}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('checkbox', { name: 'Select 1ZUPS01' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select 1ZUPS02' }));
    await user.click(screen.getByRole('button', { name: 'Export Shipment' }));
    await screen.findByRole('radio', { name: /^Filtered/ });
    expect(radio(/^Filtered/).disabled).toBe(true);
    expect(radio(/^Selected \(2\)/).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'EXPORT' }));
    await waitFor(() => expect(exportBodies(calls)).toEqual([{ time_zone: 'Europe/Paris', query: '', filters: { ids: IDS } }]));
  });

  it('opens the import drawer from its route and closes back to the list', async () => {
    const { router } = setup('/tracking/import?trackingStatusArr=Delivered');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('dialog', { name: 'Import Shipment' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tracking'));
    expect(router.state.location.search).toBe('?trackingStatusArr=Delivered');
  });

  it('offers All Shipments only on an export address typed in', async () => {
    setup('/tracking/export?trackingStatusArr=Delivered');
    expect(await screen.findByRole('dialog', { name: 'Export Shipment' })).toBeTruthy();
    expect(radio(/^All Shipments/).checked).toBe(true);
    expect(radio(/^Filtered/).disabled).toBe(true);
    expect(radio(/^Selected/).disabled).toBe(true);
  });
});

/** Makes the window as narrow as a phone's (MUI's xs breakpoint) or as wide as a desktop's. */
function viewportOf(kind: 'phone' | 'desktop') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'phone' && query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

describe("a shipment's own address opened directly", { timeout: 20_000 }, () => {
  beforeEach(() => storeSession(sessionFixture({ time_zone_data: { timezone: 'Europe/Paris' } })));
  afterEach(() => vi.unstubAllGlobals());

  it('draws the drawer first, and on a desktop the list beside it once the shipment is shown', async () => {
    viewportOf('desktop');
    setup(`/tracking/${OPENED._id}`);
    expect(await screen.findByRole('dialog', { name: 'Shipment Details' })).toBeTruthy();
    expect(screen.queryByText('1ZUPS01')).toBeNull();
    await screen.findByText(OPENED.tracking_number, undefined, { timeout: 3000 });
    expect(await screen.findByText('1ZUPS01')).toBeTruthy();
  });

  it('on a phone, where the drawer covers the list, draws the list when the drawer closes', async () => {
    viewportOf('phone');
    const { router } = setup(`/tracking/${OPENED._id}`);
    await screen.findByText(OPENED.tracking_number, undefined, { timeout: 3000 });
    // The editable fields follow the status and checkpoints; the list stays undrawn under the drawer.
    expect(await screen.findByRole('textbox', { name: /Customer Name/i })).toBeTruthy();
    expect(screen.queryByText('1ZUPS01')).toBeNull();
    await userEvent.setup({ delay: null }).keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tracking'));
    expect(await screen.findByText('1ZUPS01')).toBeTruthy();
  });
});
