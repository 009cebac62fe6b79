import { AUTOMATION_MESSAGES, type AutomationRunView } from '@trailpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { ON_ID, RULE_ON, RUN_MATCHED, RUN_SKIPPED, withTotalRecords } from '../components/list/test-data';
import { AutomationLogsRoute } from './AutomationLogsRoute';

const LOGS = `/api/automation/${ON_ID}/logs`;

function setup(options: { runs?: AutomationRunView[]; total?: number; url?: string; extra?: Record<string, MockHandler> } = {}) {
  const calls = mockApi({
    [`GET /api/automation/${ON_ID}`]: () => ({ data: RULE_ON }),
    [`GET ${LOGS}`]: () => ({ data: options.runs ?? [RUN_MATCHED, RUN_SKIPPED], message: ['Success'] }),
    ...options.extra,
  });
  withTotalRecords({ [LOGS]: () => options.total ?? (options.runs ?? [RUN_MATCHED, RUN_SKIPPED]).length });
  const user = userEvent.setup({ delay: null });
  const view = renderScreen(<AutomationLogsRoute />, { path: '/automations/:id/logs', url: options.url ?? `/automations/${ON_ID}/logs` });
  return { calls, user, ...view };
}

const asked = (calls: ApiCall[]) => calls.filter((call) => call.path === LOGS).map((call) => Object.fromEntries(call.url.searchParams));

describe('/automations/:id/logs', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it("names the rule, leads back to the list and shows each run: shipment, event, matched or skipped and why", async () => {
    const { calls } = setup();
    expect(await screen.findByRole('heading', { name: RULE_ON.name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Automations' }).getAttribute('href')).toBe('/automations');
    expect(screen.getByRole('link', { name: 'Edit Automation' }).getAttribute('href')).toBe(`/automations/edit/${ON_ID}`);

    const matched = await screen.findByRole('row', { name: RUN_MATCHED.tracking_number });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Show actions', 'Time', 'Tracking Number', 'Event', 'Outcome']);
    expect(within(matched).getByTitle('03-14-2025 09:41 AM')).toBeTruthy();
    expect(within(matched).getByRole('link', { name: RUN_MATCHED.tracking_number }).getAttribute('href')).toBe(`/tracking/${RUN_MATCHED.shipment_id}`);
    expect(within(matched).getAllByText(RUN_MATCHED.event_name).length).toBeGreaterThan(0);
    expect(within(matched).getByText('Matched')).toBeTruthy();
    expect(within(matched).getByText(RUN_MATCHED.reason)).toBeTruthy();

    const skipped = screen.getByRole('row', { name: RUN_SKIPPED.tracking_number });
    expect(within(skipped).getByText('Skipped')).toBeTruthy();
    expect(within(skipped).getByText(RUN_SKIPPED.reason)).toBeTruthy();
    expect(asked(calls)[0]).toEqual({ pageId: '1', limit: '20' });
  });

  it('opens a run to show each action step: repeat number, status, what happened and when', async () => {
    const { user } = setup();
    const matched = await screen.findByRole('row', { name: RUN_MATCHED.tracking_number });
    expect(screen.queryByRole('list', { name: 'Action steps' })).toBeNull();
    await user.click(within(matched).getByRole('button', { name: 'Show actions' }));
    const steps = within(screen.getByRole('list', { name: 'Action steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-label'))).toEqual(['Send Email', 'Send Email · Repeat 1', 'Add Tags']);
    expect(within(steps[0]!).getByText('Done')).toBeTruthy();
    expect(within(steps[0]!).getByText('Sent to buyer@example.com')).toBeTruthy();
    expect(within(steps[0]!).getByText('03-14-2025 09:42 AM')).toBeTruthy();
    expect(within(steps[1]!).getByText('Scheduled')).toBeTruthy();
    expect(within(steps[1]!).getByText('Due 03-15-2025 09:41 AM')).toBeTruthy();
    expect(within(steps[2]!).getByText('Failed')).toBeTruthy();
    expect(within(steps[2]!).getByText('The tag no longer exists.')).toBeTruthy();
    await user.click(within(matched).getByRole('button', { name: 'Hide actions' }));
    expect(screen.queryByRole('list', { name: 'Action steps' })).toBeNull();
  });

  it('filters by outcome and tracking number through the server and the query string, and pages', async () => {
    const { calls, user, router } = setup({ total: 30 });
    await screen.findByRole('row', { name: RUN_MATCHED.tracking_number });
    await user.click(screen.getByRole('combobox', { name: /^Outcome/ }));
    await user.click(await screen.findByRole('option', { name: 'Skipped' }));
    await waitFor(() => expect(asked(calls).at(-1)).toEqual({ pageId: '1', limit: '20', outcome: 'skipped' }));
    expect(router.state.location.search).toBe('?outcome=skipped');

    await user.type(screen.getByRole('textbox', { name: 'Search tracking number' }), 'LX12{Enter}');
    await waitFor(() => expect(asked(calls).at(-1)).toEqual({ pageId: '1', limit: '20', outcome: 'skipped', searchQuery: 'LX12' }));

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(asked(calls).at(-1)).toEqual({ pageId: '2', limit: '20', outcome: 'skipped', searchQuery: 'LX12' }));
    expect(router.state.location.search).toBe('?outcome=skipped&searchQuery=LX12&pageId=2');
  });

  it('says when the rule has not run yet', async () => {
    setup({ runs: [] });
    expect(await screen.findByText(AUTOMATION_MESSAGES.noLogs)).toBeTruthy();
  });

  it("shows the server's message for a rule that does not exist", async () => {
    setup({ extra: { [`GET /api/automation/${ON_ID}`]: () => ({ status: 404, message: [AUTOMATION_MESSAGES.notFound] }) } });
    expect(await screen.findByText(AUTOMATION_MESSAGES.notFound)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Runs' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Automations' })).toBeTruthy();
  });
});
