import { AUTOMATION_MESSAGES, GENERIC_ERROR, type AutomationView } from '@trailpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler, type MockReply } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { FILTERS, OFF_ID, ON_ID, RULE_OFF, RULE_ON, withTotalRecords } from '../components/list/test-data';
import { AutomationsRoute } from './AutomationsRoute';

const LIST = '/api/automation/list';

/** A server whose list follows the switches and deletes it is sent. */
function setup(options: { rules?: AutomationView[]; total?: number; url?: string; extra?: Record<string, MockHandler> } = {}) {
  let rules = options.rules ?? [RULE_ON, RULE_OFF];
  const calls = mockApi({
    [`GET ${LIST}`]: () => ({ data: rules, message: ['Success'] }),
    'GET /api/automation/filters': () => ({ data: FILTERS }),
    [`PUT /api/automation/${ON_ID}`]: (body) => {
      const { active } = body as { active: 0 | 1 };
      rules = rules.map((rule) => (rule._id === ON_ID ? { ...rule, active } : rule));
      return { data: null, message: [active ? AUTOMATION_MESSAGES.activated : AUTOMATION_MESSAGES.deactivated] };
    },
    [`DELETE /api/automation/${OFF_ID}`]: () => {
      rules = rules.filter((rule) => rule._id !== OFF_ID);
      return { data: null, message: [AUTOMATION_MESSAGES.deleted] };
    },
    ...options.extra,
  });
  withTotalRecords({ [LIST]: () => options.total ?? rules.length });
  const user = userEvent.setup({ delay: null });
  const view = renderScreen(<AutomationsRoute />, { path: '/automations', url: options.url ?? '/automations' });
  return { calls, user, ...view };
}

const listed = (calls: ApiCall[]) => calls.filter((call) => call.path === LIST).map((call) => Object.fromEntries(call.url.searchParams));
const row = (name: string) => screen.findByRole('row', { name });
/** The words of each applied-filter chip (its remove icon carries a title of its own). */
const chipWords = () => within(screen.getByRole('list', { name: 'Applied filters' })).getAllByRole('listitem').map((chip) => chip.querySelector('.MuiChip-label')?.textContent);
const switchOf = (name: string) => screen.getByRole('switch', { name: `${name} active` }) as HTMLInputElement;

describe('/automations', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('lists the rules with their columns, links to the builder and the log, and delete only on rules that are off', async () => {
    const { calls } = setup();
    const on = await row(RULE_ON.name);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      // Every header has a name, the switch's and the icons' visually hidden.
      'On/Off', 'Automation Name', 'Type', 'Trigger', 'Actions', 'Sends (30 days)', 'Created Date', 'Modified Date', 'Logs and delete',
    ]);
    expect(within(on).getByRole('link', { name: RULE_ON.name }).getAttribute('href')).toBe(`/automations/edit/${ON_ID}`);
    expect(within(on).getByText('Inbuilt')).toBeTruthy();
    expect(within(on).getAllByText('Shipment Status Updated').length).toBeGreaterThan(0);
    expect(within(within(on).getByRole('list', { name: 'Actions' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Send Email', 'Add Tags']);
    expect(within(on).getByText((1234).toLocaleString())).toBeTruthy();
    expect(within(on).getByTitle('03-01-2025 10:00 AM').getAttribute('datetime')).toBe(RULE_ON.created);
    expect(within(on).getByTitle('03-14-2025 09:41 AM').getAttribute('datetime')).toBe(RULE_ON.modified);
    expect(within(on).getByRole('link', { name: `Logs of ${RULE_ON.name}` }).getAttribute('href')).toBe(`/automations/${ON_ID}/logs`);
    expect(within(on).queryByRole('button', { name: `Delete ${RULE_ON.name}` })).toBeNull();
    expect(switchOf(RULE_ON.name).checked).toBe(true);

    const off = await row(RULE_OFF.name);
    expect(within(off).getByText('Custom')).toBeTruthy();
    expect(within(off).getByText('Assign Shipment')).toBeTruthy();
    expect(within(off).getByRole('button', { name: `Delete ${RULE_OFF.name}` })).toBeTruthy();
    expect(switchOf(RULE_OFF.name).checked).toBe(false);

    expect(screen.getByRole('link', { name: 'Add Automation' }).getAttribute('href')).toBe('/automations/add');
    expect(listed(calls)[0]).toEqual({ pageId: '1', limit: '20' });
  });

  it('shows a progress bar while loading, then the empty state', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    setup({ extra: { [`GET ${LIST}`]: () => new Promise<MockReply>((resolve) => (answer = resolve)) } });
    expect(await screen.findByRole('progressbar', { name: 'Loading automations' })).toBeTruthy();
    answer({ data: [] });
    expect(await screen.findByText(AUTOMATION_MESSAGES.empty)).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading automations' })).toBeNull();
  });

  it('reads its filters from the query string, shows them as chips and removes them one by one', async () => {
    const url = '/automations?typeListArr=Custom&triggerListArr=No update for 72 hours&triggerListId=NO_UPDATE_72H&searchQuery=stall';
    const { calls, user, router } = setup({ url });
    await row(RULE_ON.name);
    expect(listed(calls)[0]).toEqual({ pageId: '1', limit: '20', event_type: 'Custom', trigger: 'NO_UPDATE_72H', searchQuery: 'stall' });
    expect((screen.getByRole('textbox', { name: 'Search automations' }) as HTMLInputElement).value).toBe('stall');
    expect(chipWords()).toEqual(['Type: Custom', 'Trigger: No update for 72 hours']);

    await user.click(screen.getByRole('img', { name: 'Remove Trigger: No update for 72 hours' }));
    await waitFor(() => expect(router.state.location.search).toBe('?typeListArr=Custom&searchQuery=stall'));
    await waitFor(() => expect(listed(calls).at(-1)).toEqual({ pageId: '1', limit: '20', event_type: 'Custom', searchQuery: 'stall' }));
    await user.click(screen.getByRole('img', { name: 'Remove Type: Custom' }));
    await waitFor(() => expect(router.state.location.search).toBe('?searchQuery=stall'));
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
  });

  it('writes picked filters and the search to the query string and the request, from the first page', async () => {
    const { calls, user, router } = setup({ url: '/automations?pageId=2', total: 45 });
    await row(RULE_ON.name);
    await user.click(screen.getByRole('combobox', { name: /^Action/ }));
    await user.click(await screen.findByRole('option', { name: 'Send Email' }));
    await user.click(screen.getByRole('option', { name: 'Add Tags' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe('?actionListArr=Send Email,Add Tags&actionListId=EMAIL,TAG'.replace(/ /g, '%20')));
    await waitFor(() => expect(listed(calls).at(-1)).toEqual({ pageId: '1', limit: '20', action: 'EMAIL,TAG' }));
    expect(chipWords()).toEqual(['Action: Send Email', 'Action: Add Tags']);

    await user.type(screen.getByRole('textbox', { name: 'Search automations' }), 'thanks{Enter}');
    await waitFor(() => expect(listed(calls).at(-1)).toEqual({ pageId: '1', limit: '20', action: 'EMAIL,TAG', searchQuery: 'thanks' }));
    expect(router.state.location.search).toContain('searchQuery=thanks');

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe('?searchQuery=thanks'));
  });

  it('pages 20 rules at a time', async () => {
    const { calls, user, router } = setup({ total: 45 });
    await row(RULE_ON.name);
    expect(screen.getByText('1–20 of 45')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pageId=2'));
    await waitFor(() => expect(listed(calls).at(-1)).toEqual({ pageId: '2', limit: '20' }));
  });

  it('switches a rule off at once with the opposite value and says so', async () => {
    const { calls, user } = setup();
    await row(RULE_ON.name);
    await user.click(switchOf(RULE_ON.name));
    expect(switchOf(RULE_ON.name).checked).toBe(false);
    expect(await screen.findByText(AUTOMATION_MESSAGES.deactivated)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body])).toEqual([[`/api/automation/${ON_ID}`, { active: 0 }]]);
    // The refreshed list agrees, and the rule, now off, can be deleted.
    expect(await screen.findByRole('button', { name: `Delete ${RULE_ON.name}` })).toBeTruthy();
    expect(switchOf(RULE_ON.name).checked).toBe(false);
  });

  it("puts the switch back when the server refuses, with the server's message or the generic one", async () => {
    let refuse: (reply: MockReply) => void = () => undefined;
    const { user } = setup({ extra: { [`PUT /api/automation/${ON_ID}`]: () => new Promise<MockReply>((resolve) => (refuse = resolve)) } });
    await row(RULE_ON.name);
    await user.click(switchOf(RULE_ON.name));
    expect(switchOf(RULE_ON.name).checked).toBe(false);
    refuse({ status: 400, message: [AUTOMATION_MESSAGES.templateMissing] });
    expect(await screen.findByText(AUTOMATION_MESSAGES.templateMissing)).toBeTruthy();
    await waitFor(() => expect(switchOf(RULE_ON.name).checked).toBe(true));

    await waitFor(() => expect(switchOf(RULE_ON.name).disabled).toBe(false));
    await user.click(switchOf(RULE_ON.name));
    refuse({ status: 500, message: [] });
    expect(await screen.findByText(GENERIC_ERROR)).toBeTruthy();
    await waitFor(() => expect(switchOf(RULE_ON.name).checked).toBe(true));
  });

  it('deletes a rule that is off after the confirmation, then refreshes the list', async () => {
    const { calls, user } = setup();
    await user.click(within(await row(RULE_OFF.name)).getByRole('button', { name: `Delete ${RULE_OFF.name}` }));
    let dialog = await screen.findByRole('dialog', { name: AUTOMATION_MESSAGES.deleteTitle });
    expect(within(dialog).getByText(AUTOMATION_MESSAGES.deleteConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: `Delete ${RULE_OFF.name}` }));
    dialog = await screen.findByRole('dialog', { name: AUTOMATION_MESSAGES.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText(AUTOMATION_MESSAGES.deleted)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/api/automation/${OFF_ID}`]);
    await waitFor(() => expect(screen.queryByRole('row', { name: RULE_OFF.name })).toBeNull());
    expect(listed(calls).length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a refused delete in the snackbar', async () => {
    const { user } = setup({ extra: { [`DELETE /api/automation/${OFF_ID}`]: () => ({ status: 400, message: [AUTOMATION_MESSAGES.deleteActiveRefused] }) } });
    await user.click(within(await row(RULE_OFF.name)).getByRole('button', { name: `Delete ${RULE_OFF.name}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText(AUTOMATION_MESSAGES.deleteActiveRefused)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('row', { name: RULE_OFF.name })).toBeTruthy();
  });
});
