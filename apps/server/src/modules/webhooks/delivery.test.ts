import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { SAMPLE_SHIPMENT_DETAIL, WEBHOOK_MESSAGES, type WebhookDeliveryView, type WebhookView } from '@trailpost/contracts';
import { mailOutbox, webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.js';
import { createSubUser, messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { addShipment } from '../../test/shipments.js';
import { seedDeliveredHistory } from '../../test/delivered-history.js';
import { ingest } from '../../tracking/ingest.js';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { webhookIdOf } from './signature.js';

const SCHEDULE = [5, 300, 1800];
const t = useTestApp({ outboundAllowCidrs: ['127.0.0.0/8'], webhookRetrySchedule: SCHEDULE });

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());
afterEach(() => {
  receiver.status = 200;
});

async function subscribe(who: SignedIn, payload: Record<string, unknown> = {}): Promise<WebhookView> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/webhook/subscription',
    headers: who.headers,
    payload: { endpoint_url: `${receiver.url}?endpoint=${Math.random().toString(36).slice(2)}`, ...payload },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as WebhookView;
}

/** Events to deliveries, then one delivery pass, as the worker's loops do. */
async function runWorker(): Promise<void> {
  await t.app.events.dispatchPending(1000);
  while ((await t.app.webhooks.deliverPending()) > 0) {
    /* until nothing is due */
  }
}

const receivedBy = (endpoint: WebhookView) => receiver.received.filter((request) => request.path.endsWith(new URL(endpoint.endpoint_url).search));
const bodyOf = (request: ReceivedWebhook) => JSON.parse(request.body) as { type: string; timestamp: string; data: Record<string, unknown> };

/** Makes every waiting attempt due now, as if its wait had passed. */
async function timePasses(endpoint: WebhookView) {
  await t.database.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(webhookDeliveries.subscriptionId, endpoint.id), eq(webhookDeliveries.status, 'pending')));
}

async function deliveries(who: SignedIn, endpoint: WebhookView, query = ''): Promise<{ data: WebhookDeliveryView[]; total: number }> {
  const response = await t.app.inject({ method: 'GET', url: `/api/webhook/subscription/${endpoint.id}/deliveries${query}`, headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('what an endpoint receives', () => {
  it('tracking.created, .updated and .deleted with the shipment as GET /trackings/{id} gives it, signed per Standard Webhooks', async () => {
    const owner = await signUp(t.app);
    const endpoint = await subscribe(owner);
    const shipment = await addShipment(t.app, owner, { customer_name: 'Ada' });
    await runWorker();
    const edit = await t.app.inject({ method: 'PUT', url: `/api/trackings/${shipment._id}`, headers: owner.headers, payload: { customer_name: 'Ada Lovelace', tags: [] } });
    expect(edit.statusCode, edit.body).toBe(200);
    await runWorker();
    const detail = (await t.app.inject({ method: 'GET', url: `/api/trackings/${shipment._id}`, headers: owner.headers })).json().data;
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/trackings/${shipment._id}`, headers: owner.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    await runWorker();

    const got = receivedBy(endpoint);
    expect(got.map((request) => bodyOf(request).type)).toEqual(['tracking.created', 'tracking.updated', 'tracking.deleted']);
    const verifier = new Webhook(endpoint.secret);
    for (const request of got) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(Number(request.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2);
      // Throws unless the signature over id.timestamp.body matches.
      expect(verifier.verify(request.body, request.headers as Record<string, string>)).toEqual(JSON.parse(request.body));
    }
    expect(bodyOf(got[0]!).data).toMatchObject({ _id: shipment._id, tracking_number: shipment.tracking_number, customer_name: 'Ada' });
    expect(bodyOf(got[1]!).data).toEqual(detail);
    expect(bodyOf(got[2]!).data).toEqual(detail);
    // Another secret does not verify.
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(got[0]!.body, got[0]!.headers as Record<string, string>)).toThrow();
  });

  it('carries our predicted delivery and the date customers see, refreshed by the scan that raised the event', async () => {
    const owner = await signUp(t.app);
    const tenantId = owner.session.user_details.tenant_id;
    await seedDeliveredHistory(t.database, tenantId, { count: 25, transit: 2 });
    const shipment = await addShipment(t.app, owner);
    await runWorker();
    const endpoint = await subscribe(owner);
    const scan = { dedupeKey: 'pickup', time: new Date(), tag: 'InTransit' as const, subtag: null, message: 'Picked up', location: null, countryIso: 'US' };
    await ingest(t.database.db, { tenantId, shipmentId: shipment._id }, { events: [scan] }, { checkedAt: new Date() });
    await runWorker();
    const [update] = receivedBy(endpoint).map(bodyOf);
    const trackings = (update!.data as { trackings: Record<string, unknown> }).trackings;
    expect(trackings.predicted_delivery).toMatchObject({ basis: { level: 'courier', courier: 'usps', deliveries: 25 } });
    expect(trackings.customer_delivery_date).toBe((trackings.predicted_delivery as { date: string }).date);
  });

  it('a status change, an assignment and a bulk delete reach the endpoint too', async () => {
    const owner = await signUp(t.app);
    const endpoint = await subscribe(owner);
    const a = await addShipment(t.app, owner);
    const b = await addShipment(t.app, owner);
    await runWorker();
    const status = await t.app.inject({ method: 'POST', url: '/api/tracking/bulk/update/status', headers: owner.headers, payload: { ids: [a._id], current_status: 'Delivered' } });
    expect(status.statusCode, status.body).toBe(200);
    await runWorker();
    const clerk = await createSubUser(t.app, t.database, owner, ['tracking', 'assignTracking']);
    const assign = await t.app.inject({ method: 'POST', url: '/api/tracking/bulk/assign_or_unassign_user', headers: owner.headers, payload: { ids: [b._id], assigned_id: clerk.session._id } });
    expect(assign.statusCode, assign.body).toBe(200);
    await runWorker();
    const bulkDelete = await t.app.inject({ method: 'POST', url: '/api/tracking/bulk/delete', headers: owner.headers, payload: { ids: [a._id, b._id] } });
    expect(bulkDelete.statusCode, bulkDelete.body).toBe(200);
    await runWorker();
    const types = receivedBy(endpoint).map((request) => [bodyOf(request).type, (bodyOf(request).data as { current_status: string }).current_status]);
    expect(types.sort()).toEqual([
      ['tracking.created', 'Pending'],
      ['tracking.created', 'Pending'],
      ['tracking.deleted', 'Delivered'],
      ['tracking.deleted', 'Pending'],
      ['tracking.updated', 'Delivered'],
      ['tracking.updated', 'Pending'],
    ]);
    const assigned = receivedBy(endpoint).find((request) => bodyOf(request).type === 'tracking.updated' && bodyOf(request).data.assigned_id);
    expect(assigned && bodyOf(assigned).data.assigned_id).toBe(clerk.session._id);
  });

  it('deleting a tag tells each shipment that carried it, without the tag', async () => {
    const owner = await signUp(t.app);
    const tag = (await t.app.inject({ method: 'POST', url: '/api/tag', headers: owner.headers, payload: { tag_name: 'Fragile' } })).json().data as { _id: string };
    const tagged = await addShipment(t.app, owner, { tag: [{ tag_id: tag._id }] });
    expect(tagged.tags.map((entry) => entry.tag_id)).toEqual([tag._id]);
    await addShipment(t.app, owner);
    // Their creation is handed over before the endpoint exists: only the tag's removal reaches it.
    await t.app.events.dispatchPending(1000);
    const endpoint = await subscribe(owner);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/tag/${tag._id}`, headers: owner.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    await runWorker();
    const got = receivedBy(endpoint).map(bodyOf);
    expect(got.map((body) => [body.type, body.data._id, body.data.tags])).toEqual([['tracking.updated', tagged._id, []]]);
  });

  it("only the tenant's own active endpoints receive its events", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const mine = await subscribe(owner);
    const off = await subscribe(owner);
    await t.app.inject({ method: 'PUT', url: '/api/webhook/subscription', headers: owner.headers, payload: { id: off.id, active: false } });
    const theirs = await subscribe(stranger);
    await addShipment(t.app, owner);
    await runWorker();
    expect(receivedBy(mine)).toHaveLength(1);
    expect(receivedBy(off)).toHaveLength(0);
    expect(receivedBy(theirs)).toHaveLength(0);
  });

  it('events of a tenant without an active endpoint are not queued for webhooks', async () => {
    const owner = await signUp(t.app);
    const off = await subscribe(owner);
    await t.app.inject({ method: 'PUT', url: '/api/webhook/subscription', headers: owner.headers, payload: { id: off.id, active: false } });
    await addShipment(t.app, owner);
    await t.app.events.fanOut(1000);
    const queued = await t.database.db.execute(sql`select consumer from event_deliveries where tenant_id = ${owner.session.user_details.tenant_id}::uuid order by consumer`);
    const consumers = (queued as unknown as { rows: { consumer: string }[] }).rows.map((row) => row.consumer);
    expect(consumers).toContain('automations');
    expect(consumers).not.toContain('webhooks');
  });

  it('during a rotation both secrets sign, so a receiver on either verifies', async () => {
    const owner = await signUp(t.app);
    const endpoint = await subscribe(owner);
    const rotated = (await t.app.inject({ method: 'POST', url: `/api/webhook/subscription/${endpoint.id}/rotate_secret`, headers: owner.headers })).json().data as WebhookView;
    await addShipment(t.app, owner);
    await runWorker();
    const [request] = receivedBy(endpoint);
    expect(String(request!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(() => new Webhook(endpoint.secret).verify(request!.body, request!.headers as Record<string, string>)).not.toThrow();
    expect(() => new Webhook(rotated.secret).verify(request!.body, request!.headers as Record<string, string>)).not.toThrow();
  });
});

describe('retries and switching off', () => {
  it('retries a failing endpoint on the schedule with the same webhook-id, and records each answer', async () => {
    const owner = await signUp(t.app);
    const endpoint = await subscribe(owner);
    receiver.status = 503;
    receiver.answer = 'down for maintenance';
    await addShipment(t.app, owner);
    await runWorker();
    let [delivery] = (await deliveries(owner, endpoint)).data;
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, response_code: 503, response_body: 'down for maintenance', type: 'tracking.created' });
    // The first retry waits 5 s ±10 %.
    const wait = new Date(delivery!.next_attempt_at!).getTime() - Date.now();
    expect(wait).toBeGreaterThan(3_500);
    expect(wait).toBeLessThanOrEqual(5_500);
    await runWorker();
    expect(receivedBy(endpoint)).toHaveLength(1);

    for (let attempt = 2; attempt <= SCHEDULE.length + 1; attempt++) {
      await timePasses(endpoint);
      await runWorker();
    }
    [delivery] = (await deliveries(owner, endpoint)).data;
    expect(delivery).toMatchObject({ status: 'failed', attempts: SCHEDULE.length + 1, next_attempt_at: null, response_code: 503 });
    const ids = new Set(receivedBy(endpoint).map((request) => request.headers['webhook-id']));
    expect(receivedBy(endpoint)).toHaveLength(SCHEDULE.length + 1);
    expect([...ids]).toEqual([webhookIdOf(delivery!.id)]);
    receiver.answer = 'ok';
  });

  it('a refused connection and a redirect are failures too', async () => {
    const owner = await signUp(t.app);
    const closed = await subscribe(owner, { endpoint_url: 'http://127.0.0.1:9/hook' });
    const redirecting = await subscribe(owner);
    receiver.status = 302;
    await addShipment(t.app, owner);
    await runWorker();
    const [refused] = (await deliveries(owner, closed)).data;
    expect(refused).toMatchObject({ status: 'pending', response_code: null });
    expect(refused!.error).toMatch(/127\.0\.0\.1:9/);
    const [moved] = (await deliveries(owner, redirecting)).data;
    expect(moved).toMatchObject({ status: 'pending', response_code: 302 });
  });

  it('410 Gone switches the endpoint off at once and tells its alert addresses', async () => {
    const owner = await signUp(t.app);
    const endpoint = await subscribe(owner, { notify_if_inactive: true, email_alerts: ['ops@example.com'] });
    receiver.status = 410;
    await addShipment(t.app, owner);
    await addShipment(t.app, owner);
    await t.app.events.dispatchPending(1000);
    await t.app.webhooks.deliverPending();
    const [row] = await t.database.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, endpoint.id));
    expect(row).toMatchObject({ active: false, disabledReason: WEBHOOK_MESSAGES.disabledGone });
    const log = (await deliveries(owner, endpoint)).data;
    expect(log.every((delivery) => delivery.status === 'failed')).toBe(true);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'ops@example.com'));
    expect(mails.filter((mail) => mail.tenantId === owner.session.user_details.tenant_id).map((mail) => mail.subject)).toEqual([WEBHOOK_MESSAGES.alertSubject]);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/webhook/subscription', headers: owner.headers })).json().data.data as WebhookView[];
    expect(listed[0]).toMatchObject({ active: false, disabled_reason: WEBHOOK_MESSAGES.disabledGone });
  });

  it('an endpoint failing for 5 days is switched off; without notify_if_inactive nobody is mailed', async () => {
    const owner = await signUp(t.app);
    const endpoint = await subscribe(owner, { notify_if_inactive: false, email_alerts: ['quiet@example.com'] });
    receiver.status = 500;
    await addShipment(t.app, owner);
    await runWorker();
    let [row] = await t.database.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, endpoint.id));
    expect(row!.active).toBe(true);
    expect(row!.failingSince).toBeInstanceOf(Date);
    await t.database.db
      .update(webhookSubscriptions)
      .set({ failingSince: new Date(Date.now() - 5 * 86_400_000 - 60_000) })
      .where(eq(webhookSubscriptions.id, endpoint.id));
    await timePasses(endpoint);
    await runWorker();
    [row] = await t.database.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, endpoint.id));
    expect(row).toMatchObject({ active: false, disabledReason: WEBHOOK_MESSAGES.disabledFailing });
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'quiet@example.com'))).toEqual([]);
  });

  it('a 2xx with a long answer is a success; the log keeps its first 1,000 characters', async () => {
    const owner = await signUp(t.app);
    const endpoint = await subscribe(owner);
    receiver.answer = 'z'.repeat(100_000);
    await addShipment(t.app, owner);
    await runWorker();
    receiver.answer = 'ok';
    const [delivery] = (await deliveries(owner, endpoint)).data;
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, response_code: 200, response_body: 'z'.repeat(1000) });
    expect(receivedBy(endpoint)).toHaveLength(1);
  });

  it('a success ends the failing streak', async () => {
    const owner = await signUp(t.app);
    const endpoint = await subscribe(owner);
    receiver.status = 500;
    await addShipment(t.app, owner);
    await runWorker();
    receiver.status = 200;
    await timePasses(endpoint);
    await runWorker();
    const [row] = await t.database.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, endpoint.id));
    expect(row!.failingSince).toBeNull();
    expect((await deliveries(owner, endpoint)).data[0]).toMatchObject({ status: 'succeeded', attempts: 2, response_code: 200 });
  });
});

describe('a worker that dies mid-batch', () => {
  it('leaves its claims to lapse: they are sent again with the same webhook-id, the rest exactly once', async () => {
    const owner = await signUp(t.app);
    const endpoint = await subscribe(owner);
    for (let i = 0; i < 3; i++) await addShipment(t.app, owner);
    await t.app.events.dispatchPending(1000);
    // A worker claimed two and died before sending: their claims hold for the lease.
    await t.database.db.execute(sql`
      update webhook_deliveries set status = 'sending', attempts = 1, next_attempt_at = now() + interval '1 minute'
      where id in (select id from webhook_deliveries where subscription_id = ${endpoint.id}::uuid order by created_at limit 2)`);
    await runWorker();
    expect(receivedBy(endpoint)).toHaveLength(1);
    // The lease ends.
    await t.database.db.update(webhookDeliveries).set({ nextAttemptAt: sql`now()` }).where(eq(webhookDeliveries.subscriptionId, endpoint.id));
    await runWorker();
    const ids = receivedBy(endpoint).map((request) => request.headers['webhook-id']);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    const log = (await deliveries(owner, endpoint)).data;
    expect(log.map((delivery) => [delivery.status, delivery.attempts])).toEqual([
      ['succeeded', expect.any(Number)],
      ['succeeded', expect.any(Number)],
      ['succeeded', expect.any(Number)],
    ]);
  });
});

describe('the delivery log and replay', () => {
  it('lists newest first with paging and a status filter', async () => {
    const owner = await signUp(t.app);
    const endpoint = await subscribe(owner);
    receiver.status = (request) => (bodyOf(request).data as { customer_name: string | null }).customer_name === 'fail' ? 500 : 200;
    await addShipment(t.app, owner, { customer_name: 'ok' });
    await addShipment(t.app, owner, { customer_name: 'fail' });
    await addShipment(t.app, owner, { customer_name: 'ok' });
    await runWorker();
    const page = await deliveries(owner, endpoint, '?pageId=1&limit=2');
    expect(page.total).toBe(3);
    expect(page.data).toHaveLength(2);
    const all = (await deliveries(owner, endpoint)).data;
    expect(all.map((delivery) => delivery.created_at)).toEqual([...all.map((delivery) => delivery.created_at)].sort().reverse());
    expect((await deliveries(owner, endpoint, '?status=pending')).data).toHaveLength(1);
    expect((await deliveries(owner, endpoint, '?status=succeeded')).total).toBe(2);
    const bad = await t.app.inject({ method: 'GET', url: `/api/webhook/subscription/${endpoint.id}/deliveries?status=lost`, headers: owner.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('replays one delivery with the same webhook-id and body', async () => {
    const owner = await signUp(t.app);
    const endpoint = await subscribe(owner);
    await addShipment(t.app, owner);
    await runWorker();
    const [delivery] = (await deliveries(owner, endpoint)).data;
    const response = await t.app.inject({ method: 'POST', url: `/api/webhook/subscription/${endpoint.id}/deliveries/${delivery!.id}/replay`, headers: owner.headers });
    expect(response.json()).toMatchObject({ meta: { message: [WEBHOOK_MESSAGES.replayed] }, data: { status: 'pending', attempts: 0 } });
    await runWorker();
    const [first, second] = receivedBy(endpoint);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    const missing = await t.app.inject({ method: 'POST', url: `/api/webhook/subscription/${endpoint.id}/deliveries/${endpoint.id}/replay`, headers: owner.headers });
    expect(missing.statusCode).toBe(404);
    expect(messagesOf(missing)).toEqual([WEBHOOK_MESSAGES.deliveryNotFound]);
  });

  it('replays every failed delivery of a period, and only those', async () => {
    const owner = await signUp(t.app);
    const endpoint = await subscribe(owner);
    receiver.status = 500;
    await addShipment(t.app, owner);
    await addShipment(t.app, owner);
    await runWorker();
    await t.database.db.update(webhookDeliveries).set({ status: 'failed', nextAttemptAt: null }).where(eq(webhookDeliveries.subscriptionId, endpoint.id));
    receiver.status = 200;
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const response = await t.app.inject({ method: 'POST', url: `/api/webhook/subscription/${endpoint.id}/deliveries/replay`, headers: owner.headers, payload: { from, to } });
    expect(response.json()).toMatchObject({ meta: { message: [WEBHOOK_MESSAGES.replayedMany(2)] }, data: { count: 2 } });
    await runWorker();
    expect((await deliveries(owner, endpoint, '?status=succeeded')).total).toBe(2);
    const earlier = await t.app.inject({
      method: 'POST',
      url: `/api/webhook/subscription/${endpoint.id}/deliveries/replay`,
      headers: owner.headers,
      payload: { from: '2020-01-01', to: '2020-01-02' },
    });
    expect(earlier.json().data).toEqual({ count: 0 });
    const backwards = await t.app.inject({ method: 'POST', url: `/api/webhook/subscription/${endpoint.id}/deliveries/replay`, headers: owner.headers, payload: { from: to, to: from } });
    expect(backwards.statusCode).toBe(400);
    expect(messagesOf(backwards)).toEqual([WEBHOOK_MESSAGES.replayPeriodInvalid]);
  });

  it('deliveries older than 30 days are removed by housekeeping', async () => {
    const { forgetOldDeliveries } = await import('./repository.js');
    const owner = await signUp(t.app);
    const endpoint = await subscribe(owner);
    await addShipment(t.app, owner);
    await runWorker();
    await t.database.db.update(webhookDeliveries).set({ createdAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(webhookDeliveries.subscriptionId, endpoint.id));
    await forgetOldDeliveries(t.database.db, new Date(Date.now() - 30 * 86_400_000));
    expect((await deliveries(owner, endpoint)).total).toBe(0);
  });
});

describe('Send test event', () => {
  it('sends a signed sample at once and reports the answer', async () => {
    const owner = await signUp(t.app);
    const endpoint = await subscribe(owner);
    const response = await t.app.inject({ method: 'POST', url: `/api/webhook/subscription/${endpoint.id}/test`, headers: owner.headers });
    expect(response.json()).toMatchObject({ meta: { code: 200, message: [WEBHOOK_MESSAGES.testSent(200)] }, data: { delivered: true, response_code: 200, response_body: 'ok' } });
    const [request] = receivedBy(endpoint);
    expect(new Webhook(endpoint.secret).verify(request!.body, request!.headers as Record<string, string>)).toMatchObject({ type: 'tracking.updated', data: SAMPLE_SHIPMENT_DETAIL });
    expect((await deliveries(owner, endpoint)).data[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('reports a failure and does not retry it', async () => {
    const owner = await signUp(t.app);
    const endpoint = await subscribe(owner);
    receiver.status = 500;
    const response = await t.app.inject({ method: 'POST', url: `/api/webhook/subscription/${endpoint.id}/test`, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ delivered: false, response_code: 500, error: 'The endpoint answered 500.' });
    expect(messagesOf(response)).toEqual([WEBHOOK_MESSAGES.testFailed('The endpoint answered 500.')]);
    await runWorker();
    expect(receivedBy(endpoint)).toHaveLength(1);
    expect((await deliveries(owner, endpoint)).data[0]).toMatchObject({ status: 'failed' });
  });
});
