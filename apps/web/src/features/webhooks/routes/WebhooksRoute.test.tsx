import {
  WEBHOOK_MESSAGES, type WebhookDeliveryView, type WebhookTestResult, type WebhookView,
} from '@trailpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { WebhooksRoute } from './WebhooksRoute';

const ACTIVE_ID = '11111111-1111-4111-8111-111111111111';
const OFF_ID = '22222222-2222-4222-8222-222222222222';
const ACTIVE: WebhookView = {
  _id: ACTIVE_ID,
  id: ACTIVE_ID,
  endpoint_url: 'https://hooks.shop.example/trailpost',
  active: true,
  notify_if_inactive: true,
  email_alerts: ['ops@shop.example'],
  secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0',
  previous_secret_expires_at: null,
  disabled_reason: null,
  failing_since: '2025-03-14T09:41:00.000Z',
  created_at: '2025-03-01T00:00:00.000Z',
};
const OFF: WebhookView = { ...ACTIVE, _id: OFF_ID, id: OFF_ID, endpoint_url: 'https://old.shop.example/hook', active: false, failing_since: null, disabled_reason: WEBHOOK_MESSAGES.disabledGone };
const ROTATED: WebhookView = { ...ACTIVE, secret: 'whsec_bmV3LW5ldy1uZXctbmV3LW5ldy1uZXctbmV3', previous_secret_expires_at: '2025-03-15T09:41:00.000Z' };
const BASE = '/api/webhook/subscription';

const DELIVERY: WebhookDeliveryView = {
  id: '33333333-3333-4333-8333-333333333333',
  webhook_id: 'msg_2b7c',
  type: 'tracking.created',
  status: 'pending',
  attempts: 2,
  response_code: 500,
  response_body: '{"error":"database down"}',
  error: 'The endpoint answered 500.',
  next_attempt_at: '2025-03-14T10:00:00.000Z',
  last_attempt_at: '2025-03-14T09:45:00.000Z',
  created_at: '2025-03-14T09:41:00.000Z',
  tracking_number: 'TP123',
};
const DELIVERED: WebhookDeliveryView = {
  ...DELIVERY,
  id: '44444444-4444-4444-8444-444444444444',
  type: 'tracking.updated',
  status: 'succeeded',
  attempts: 1,
  response_code: 200,
  response_body: 'ok',
  error: null,
  next_attempt_at: null,
};

function setup(options: { webhooks?: WebhookView[]; extra?: Record<string, MockHandler> } = {}) {
  const calls = mockApi({
    [`GET ${BASE}`]: () => ({ data: { data: options.webhooks ?? [ACTIVE, OFF] }, message: ['Success'] }),
    [`POST ${BASE}`]: () => ({ data: { ...ACTIVE, failing_since: null }, message: [WEBHOOK_MESSAGES.added] }),
    [`PUT ${BASE}`]: (body) => ({
      data: ACTIVE,
      message: [(body as { active?: boolean; endpoint_url?: string }).endpoint_url === undefined ? WEBHOOK_MESSAGES.activated : WEBHOOK_MESSAGES.updated],
    }),
    [`DELETE ${BASE}/${ACTIVE_ID}`]: () => ({ data: null, message: [WEBHOOK_MESSAGES.deleted] }),
    [`POST ${BASE}/${ACTIVE_ID}/rotate_secret`]: () => ({ data: ROTATED, message: [WEBHOOK_MESSAGES.secretRotated] }),
    [`GET ${BASE}/${ACTIVE_ID}/deliveries`]: () => ({ data: { data: [DELIVERY, DELIVERED], total: 45 }, message: ['Success'] }),
    [`POST ${BASE}/${ACTIVE_ID}/deliveries/${DELIVERY.id}/replay`]: () => ({ data: DELIVERY, message: [WEBHOOK_MESSAGES.replayed] }),
    [`POST ${BASE}/${ACTIVE_ID}/deliveries/replay`]: () => ({ data: { count: 3 }, message: [WEBHOOK_MESSAGES.replayedMany(3)] }),
    ...options.extra,
  });
  const user = userEvent.setup({ delay: null });
  renderScreen(<WebhooksRoute />, { path: '/webhook' });
  return { calls, user };
}
const sent = (calls: ApiCall[], key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).map((c) => c.body);

async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: `Edit ${ACTIVE.endpoint_url}` }));
  return screen.findByRole('dialog', { name: 'Edit Webhook' });
}

describe('/webhook', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('lists the URLs with their status, why one was switched off, since when one fails, and Activate on the inactive one', async () => {
    setup();
    const active = await screen.findByRole('row', { name: ACTIVE.endpoint_url });
    expect(within(active).getByText('Active')).toBeTruthy();
    expect(within(active).getByText(/^Failing since 03-14-2025 09:41 AM/)).toBeTruthy();
    expect(within(active).queryByRole('button', { name: /^Activate/ })).toBeNull();
    const off = screen.getByRole('row', { name: OFF.endpoint_url });
    expect(within(off).getByText('Inactive')).toBeTruthy();
    expect(within(off).getByText(WEBHOOK_MESSAGES.disabledGone)).toBeTruthy();
    expect(within(off).getByRole('button', { name: `Activate ${OFF.endpoint_url}` })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Webhook URL', 'Status', 'Actions']);
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('shows the empty state', async () => {
    setup({ webhooks: [] });
    expect(await screen.findByText(WEBHOOK_MESSAGES.empty)).toBeTruthy();
  });

  it('checks the fields with the shared rules, then adds the webhook and goes on with its secret and test', async () => {
    const { calls, user } = setup({ webhooks: [] });
    await user.click(await screen.findByRole('button', { name: 'Add Webhook' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Webhook' });
    await user.click(within(drawer).getByRole('button', { name: 'SAVE' }));
    expect(await within(drawer).findByText(WEBHOOK_MESSAGES.urlRequired)).toBeTruthy();
    await user.type(within(drawer).getByLabelText(/^Webhook URL/), 'ftp://files.example');
    await user.type(within(drawer).getByLabelText(/^Alert e-mails/), 'ops@shop.example, nope');
    await user.click(within(drawer).getByRole('button', { name: 'SAVE' }));
    expect(await within(drawer).findByText(WEBHOOK_MESSAGES.urlInvalid)).toBeTruthy();
    expect(within(drawer).getByText(WEBHOOK_MESSAGES.emailInvalid)).toBeTruthy();
    expect(sent(calls, `POST ${BASE}`)).toEqual([]);

    await user.clear(within(drawer).getByLabelText(/^Webhook URL/));
    await user.type(within(drawer).getByLabelText(/^Webhook URL/), ACTIVE.endpoint_url);
    await user.clear(within(drawer).getByLabelText(/^Alert e-mails/));
    await user.type(within(drawer).getByLabelText(/^Alert e-mails/), 'Ops@Shop.example; dev@shop.example');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Notify me if the endpoint becomes inactive' }));
    await user.click(within(drawer).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.added)).toBeTruthy();
    expect(sent(calls, `POST ${BASE}`)).toEqual([
      { endpoint_url: ACTIVE.endpoint_url, notify_if_inactive: true, email_alerts: ['ops@shop.example', 'dev@shop.example'] },
    ]);
    const edit = await screen.findByRole('dialog', { name: 'Edit Webhook' });
    expect(within(edit).getByRole('group', { name: 'Signing secret' })).toBeTruthy();
    expect(within(edit).getByRole('button', { name: 'Send test event' })).toBeTruthy();
  });

  it("shows a 400's first message under the URL field", async () => {
    const { user } = setup({ extra: { [`POST ${BASE}`]: () => ({ status: 400, message: [WEBHOOK_MESSAGES.urlPrivate] }) } });
    await user.click(await screen.findByRole('button', { name: 'Add Webhook' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Webhook' });
    await user.type(within(drawer).getByLabelText(/^Webhook URL/), 'http://10.0.0.5/hook');
    await user.click(within(drawer).getByRole('button', { name: 'SAVE' }));
    const url = within(drawer).getByLabelText(/^Webhook URL/);
    await waitFor(() => expect(url.getAttribute('aria-describedby')).toBeTruthy());
    expect(document.getElementById(url.getAttribute('aria-describedby')!)?.textContent).toBe(WEBHOOK_MESSAGES.urlPrivate);
  });

  it('activates an inactive webhook from its link', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: `Activate ${OFF.endpoint_url}` }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.activated)).toBeTruthy();
    expect(sent(calls, `PUT ${BASE}`)).toEqual([{ id: OFF_ID, active: true }]);
  });

  it('refuses to edit an inactive webhook with the error flash', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${OFF.endpoint_url}` }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.activateToEdit)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Edit Webhook' })).toBeNull();
    expect(sent(calls, `PUT ${BASE}`)).toEqual([]);
  });

  it('edits an active webhook with its id and active flag', async () => {
    const { calls, user } = setup();
    const drawer = await openEdit(user);
    expect((within(drawer).getByLabelText(/^Webhook URL/) as HTMLInputElement).value).toBe(ACTIVE.endpoint_url);
    expect((within(drawer).getByLabelText(/^Alert e-mails/) as HTMLInputElement).value).toBe('ops@shop.example');
    expect((within(drawer).getByRole('checkbox', { name: 'Notify me if the endpoint becomes inactive' }) as HTMLInputElement).checked).toBe(true);
    await user.clear(within(drawer).getByLabelText(/^Webhook URL/));
    await user.type(within(drawer).getByLabelText(/^Webhook URL/), 'https://hooks.shop.example/v2');
    await user.click(within(drawer).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.updated)).toBeTruthy();
    expect(sent(calls, `PUT ${BASE}`)).toEqual([
      { id: ACTIVE_ID, endpoint_url: 'https://hooks.shop.example/v2', notify_if_inactive: true, email_alerts: ['ops@shop.example'], active: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Webhook' })).toBeNull());
  });

  it('deletes after confirmation', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: `Delete ${ACTIVE.endpoint_url}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Webhook?' });
    expect(within(confirm).getByText(WEBHOOK_MESSAGES.deleteConfirm(ACTIVE.endpoint_url))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.deleted)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`${BASE}/${ACTIVE_ID}`]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Webhook?' })).toBeNull());
  });

  it('shows a 404 of the delete in the dialog', async () => {
    const { user } = setup({ extra: { [`DELETE ${BASE}/${ACTIVE_ID}`]: () => ({ status: 404, message: [WEBHOOK_MESSAGES.notFound] }) } });
    const drawer = await openEdit(user);
    await user.click(within(drawer).getByRole('button', { name: 'DELETE' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Webhook?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(WEBHOOK_MESSAGES.notFound);
  });

  it('reveals and copies the signing secret, and rotates it after confirmation', async () => {
    const { calls, user } = setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const drawer = await openEdit(user);
    const secret = within(drawer).getByRole('group', { name: 'Signing secret' });
    expect(within(secret).queryByText(ACTIVE.secret)).toBeNull();
    expect(within(secret).getByText(/^whsec_•+$/)).toBeTruthy();
    await user.click(within(secret).getByRole('button', { name: 'Reveal Signing secret' }));
    expect(within(secret).getByText(ACTIVE.secret)).toBeTruthy();
    await user.click(within(secret).getByRole('button', { name: 'Copy Signing secret' }));
    expect(writeText).toHaveBeenCalledWith(ACTIVE.secret);
    expect(await screen.findByText(WEBHOOK_MESSAGES.secretCopied)).toBeTruthy();

    await user.click(within(drawer).getByRole('button', { name: 'Rotate secret' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Rotate signing secret?' })).getByRole('button', { name: 'Yes, Rotate' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.secretRotated)).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/rotate_secret')).map((c) => c.path)).toEqual([`${BASE}/${ACTIVE_ID}/rotate_secret`]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rotate signing secret?' })).toBeNull());
    const edit = await screen.findByRole('dialog', { name: 'Edit Webhook' });
    await user.click(within(edit).getByRole('button', { name: 'Reveal Signing secret' }));
    expect(within(edit).getByText(ROTATED.secret)).toBeTruthy();
    expect(within(edit).getByText('The previous secret also signs until 03-15-2025 09:41 AM.')).toBeTruthy();
  });

  it("sends a test event and shows the endpoint's answer, delivered or not", async () => {
    let result: WebhookTestResult = { delivered: true, response_code: 204, response_body: 'thanks', error: null, delivery_id: DELIVERY.id };
    const { user } = setup({
      extra: {
        [`POST ${BASE}/${ACTIVE_ID}/test`]: () => ({
          data: result,
          message: [result.delivered ? WEBHOOK_MESSAGES.testSent(result.response_code!) : WEBHOOK_MESSAGES.testFailed(result.error!)],
        }),
      },
    });
    const drawer = await openEdit(user);
    await user.click(within(drawer).getByRole('button', { name: 'Send test event' }));
    const answer = await within(drawer).findByRole('alert', { name: 'Test result' });
    expect(answer.textContent).toContain(WEBHOOK_MESSAGES.testSent(204));
    expect(within(answer).getByLabelText('Response body').textContent).toBe('thanks');

    result = { delivered: false, response_code: null, response_body: null, error: 'connect ECONNREFUSED', delivery_id: DELIVERY.id };
    await user.click(within(drawer).getByRole('button', { name: 'Send test event' }));
    await waitFor(() => expect(within(drawer).getByRole('alert', { name: 'Test result' }).textContent).toBe(WEBHOOK_MESSAGES.testFailed('connect ECONNREFUSED')));
  });

  it('lists deliveries newest first with their details, filters and pages them, and replays one', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: `Deliveries of ${ACTIVE.endpoint_url}` }));
    const dialog = await screen.findByRole('dialog', { name: /^Deliveries/ });
    const table = await within(dialog).findByRole('table', { name: 'Deliveries' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Details', 'Event type', 'Status', 'Attempts', 'Response code', 'Next attempt', 'Time', 'Replay']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('tracking.created')).toBeTruthy();
    expect(within(first!).getByText('Retrying')).toBeTruthy();
    expect(within(first!).getByText('500')).toBeTruthy();
    expect(within(second!).getByText('Succeeded')).toBeTruthy();

    await user.click(within(first!).getByRole('button', { name: 'Show details' }));
    expect(within(table).getByText(DELIVERY.error!)).toBeTruthy();
    expect(within(table).getByLabelText('Response body').textContent).toBe(DELIVERY.response_body);
    expect(within(table).getByText(DELIVERY.webhook_id)).toBeTruthy();

    await user.click(within(first!).getByRole('button', { name: 'Replay' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.replayed)).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith(`${DELIVERY.id}/replay`))).toHaveLength(1);

    const listed = () => calls.filter((c) => c.path === `${BASE}/${ACTIVE_ID}/deliveries`).map((c) => Object.fromEntries(c.url.searchParams));
    expect(listed()[0]).toEqual({ pageId: '1', limit: '20' });
    await user.click(within(dialog).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(listed()).toContainEqual({ pageId: '2', limit: '20' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(listed()).toContainEqual({ pageId: '1', limit: '20', status: 'failed' }));
  });

  it('replays the failed deliveries of a period and says how many', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: `Deliveries of ${ACTIVE.endpoint_url}` }));
    const dialog = await screen.findByRole('dialog', { name: /^Deliveries/ });
    await user.click(within(dialog).getByRole('button', { name: 'Replay failed…' }));
    const period = await screen.findByRole('dialog', { name: 'Replay failed deliveries' });
    await user.click(within(period).getByRole('radio', { name: 'Custom period' }));
    await user.clear(within(period).getByLabelText('From'));
    await user.type(within(period).getByLabelText('From'), '2025-03-14T10:00');
    await user.clear(within(period).getByLabelText('To'));
    await user.type(within(period).getByLabelText('To'), '2025-03-14T09:00');
    await user.click(within(period).getByRole('button', { name: 'Replay' }));
    expect(await within(period).findByText(WEBHOOK_MESSAGES.replayPeriodInvalid)).toBeTruthy();

    await user.click(within(period).getByRole('radio', { name: 'Last 7 days' }));
    await user.click(within(period).getByRole('button', { name: 'Replay' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(WEBHOOK_MESSAGES.replayedMany(3));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Replay failed deliveries' })).toBeNull());
    const [body] = sent(calls, `POST ${BASE}/${ACTIVE_ID}/deliveries/replay`) as { from: string; to: string }[];
    expect(new Date(body!.to).getTime() - new Date(body!.from).getTime()).toBe(7 * 86_400_000);
  });
});
