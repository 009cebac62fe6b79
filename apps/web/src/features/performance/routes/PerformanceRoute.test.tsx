import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERFORMANCE_MESSAGES, type PerformanceFigures, type PerformanceWeek } from '@trailpost/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { PerformanceRoute } from './PerformanceRoute';

const FILTER_OPTIONS = {
  status: [],
  courier: [
    { label: 'DHL', value: 'dhl' },
    { label: 'UPS', value: 'ups' },
  ],
  origin: [{ label: 'United States', value: 'US' }],
  destination: [{ label: 'United Kingdom', value: 'GB' }],
  sub_users: [],
  transit_days: [],
};

const figures = (shipments: number, onTimePct: number | null, p50: number | null): PerformanceFigures => ({
  shipments,
  delivered: shipments - 1,
  delivered_pct: 90,
  on_time_of: onTimePct === null ? 0 : 12,
  on_time: 10,
  on_time_pct: onTimePct,
  transit_days_p50: p50,
  transit_days_p90: p50 === null ? null : p50 + 3,
  first_attempt: 8,
  first_attempt_pct: 88.5,
  exceptions: 1,
  exception_pct: 4.25,
});
const week = (day: string, shipments: number): PerformanceWeek => ({ week: day, ...figures(shipments, 75, 2) });
const WEEKS = [week('2025-03-03', 6), week('2025-03-10', 4)];
const ANSWER = {
  from: '2025-03-03',
  to: '2025-03-16',
  time_zone: 'Europe/London',
  total: { ...figures(30, 80, 3), weeks: WEEKS },
  rows: [
    { slug: 'ups', courier_name: 'UPS', ...figures(20, 70, 30), weeks: WEEKS },
    { slug: 'dhl', courier_name: 'DHL', ...figures(10, null, 1), weeks: WEEKS },
  ],
};
const LANES = {
  ...ANSWER,
  rows: [{ slug: 'ups', courier_name: 'UPS', origin_country: 'US', destination_country: null, ...figures(20, 70, 2), weeks: WEEKS }],
};

function setup(handlers: Record<string, MockHandler> = {}): ApiCall[] {
  return mockApi({
    'GET /api/trackings/filters': () => ({ data: FILTER_OPTIONS }),
    'GET /api/performance/couriers': () => ({ data: ANSWER }),
    'GET /api/performance/lanes': () => ({ data: LANES }),
    ...handlers,
  });
}

const performanceCalls = (calls: ApiCall[], view: string) => calls.filter((call) => call.path === `/api/performance/${view}`).map((call) => Object.fromEntries(call.url.searchParams));
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
/** The courier named in each row (its first line of text; the logo beside it is hidden from readers). */
const firstCells = (table: HTMLElement) => bodyRows(table).map((row) => within(row).getByRole('rowheader').querySelector('p')!.textContent);

beforeEach(() => {
  localStorage.clear();
  storeSession(sessionFixture());
  localStorage.setItem('TIMEZONE', 'Europe/London');
});

describe('PerformanceRoute', () => {
  it('asks for the last 30 days of couriers and shows the totals, each courier and the weekly trend', async () => {
    const calls = setup();
    renderScreen(<PerformanceRoute />, { path: '/performance' });
    const table = await screen.findByRole('table', { name: 'By courier' });
    const [query] = performanceCalls(calls, 'couriers');
    expect(Object.keys(query!)).toEqual(['from', 'to']);
    expect((Date.parse(query!.to!) - Date.parse(query!.from!)) / 86_400_000).toBe(29);
    expect(firstCells(table)).toEqual(['UPS', 'DHL']);
    const ups = bodyRows(table)[0]!;
    expect(within(ups).getByText('70 %')).toBeTruthy();
    expect(within(ups).getByText('of 12 with a date shown')).toBeTruthy();
    // The transit cap reads "30 or more": p50 30 and p90 33 both show as 30+.
    expect(within(ups).getAllByText('30+')).toHaveLength(2);
    expect(within(ups).getByRole('img').getAttribute('aria-label')).toContain('Week of 2025-03-03: 6 shipments, 90 % delivered, 75 % on time');
    const tiles = screen.getByRole('region', { name: 'All shipments in the range' });
    expect(within(tiles).getByText('80 %')).toBeTruthy();
    expect(within(tiles).getByText('of 12 with a date shown')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Trend by week' })).getAllByRole('row')).toHaveLength(3);
  });

  it('sorts by a column, both ways, a missing figure last', async () => {
    setup();
    renderScreen(<PerformanceRoute />, { path: '/performance' });
    const table = await screen.findByRole('table', { name: 'By courier' });
    await userEvent.click(within(table).getByRole('button', { name: 'Transit days p50' }));
    expect(firstCells(table)).toEqual(['UPS', 'DHL']);
    await userEvent.click(within(table).getByRole('button', { name: 'Transit days p50' }));
    expect(firstCells(table)).toEqual(['DHL', 'UPS']);
    await userEvent.click(within(table).getByRole('button', { name: 'On-time %' }));
    expect(firstCells(table)).toEqual(['UPS', 'DHL']);
    await userEvent.click(within(table).getByRole('button', { name: 'On-time %' }));
    expect(firstCells(table)).toEqual(['UPS', 'DHL']);
  });

  it('filters by courier and destination, and shows lanes with their countries', async () => {
    const calls = setup();
    renderScreen(<PerformanceRoute />, { path: '/performance' });
    await screen.findByRole('table', { name: 'By courier' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Courier' }));
    await userEvent.click(await screen.findByRole('option', { name: 'UPS' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Destination' }));
    await userEvent.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    await waitFor(() => expect(performanceCalls(calls, 'couriers').at(-1)).toMatchObject({ courier_id: 'ups', destination_country: 'GB' }));
    await userEvent.click(screen.getByRole('button', { name: 'By lane' }));
    const table = await screen.findByRole('table', { name: 'By lane' });
    expect(performanceCalls(calls, 'lanes').at(-1)).toMatchObject({ courier_id: 'ups', destination_country: 'GB' });
    expect(within(table).getByText('United States → Unknown')).toBeTruthy();
  });

  it('says so when the range holds no shipments, and shows a refusal in its words', async () => {
    setup({ 'GET /api/performance/couriers': () => ({ data: { ...ANSWER, rows: [], total: { ...figures(0, null, null), weeks: [] } } }) });
    renderScreen(<PerformanceRoute />, { path: '/performance' });
    expect(await screen.findByText(PERFORMANCE_MESSAGES.noData)).toBeTruthy();

    setup({ 'GET /api/performance/lanes': () => ({ status: 400, message: [PERFORMANCE_MESSAGES.rangeTooLong] }) });
    await userEvent.click(screen.getByRole('button', { name: 'By lane' }));
    expect(await screen.findByText(PERFORMANCE_MESSAGES.rangeTooLong)).toBeTruthy();
  });

  it('asks for a custom range once both days are chosen', async () => {
    const calls = setup();
    renderScreen(<PerformanceRoute />, { path: '/performance' });
    await screen.findByRole('table', { name: 'By courier' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Date range' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Custom' }));
    expect(screen.getByText('Choose the first and last day of the range.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('From'), '2025-03-03');
    await userEvent.type(screen.getByLabelText('To'), '2025-03-16');
    await waitFor(() => expect(performanceCalls(calls, 'couriers').at(-1)).toEqual({ from: '2025-03-03', to: '2025-03-16' }));
  });

  it('exports the shown view with its range and filters', async () => {
    const calls = setup({ 'GET /api/performance/couriers/export': () => ({ data: null }) });
    const created: string[] = [];
    URL.createObjectURL = (blob: Blob) => (created.push(blob.type), 'blob:performance');
    URL.revokeObjectURL = () => undefined;
    renderScreen(<PerformanceRoute />, { path: '/performance' });
    await screen.findByRole('table', { name: 'By courier' });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const [exported] = performanceCalls(calls, 'couriers/export');
    expect(Object.keys(exported!)).toEqual(['from', 'to']);
  });
});
