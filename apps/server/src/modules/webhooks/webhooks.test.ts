import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { WEBHOOK_ALERT_EMAILS_MAX, WEBHOOK_MESSAGES, WEBHOOKS_PER_TENANT_MAX, type WebhookView } from '@trailpost/contracts';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.js';
import { createSubUser, expectHiddenFromOtherTenants, messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';

const t = useTestApp({ outboundAllowCidrs: ['127.0.0.0/8'] });

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const create = (who: SignedIn, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/webhook/subscription', headers: who.headers, payload: payload as object });
const update = (who: SignedIn, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/webhook/subscription', headers: who.headers, payload: payload as object });
const list = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/webhook/subscription', headers: who.headers });

async function created(who: SignedIn, payload: Record<string, unknown> = {}): Promise<WebhookView> {
  const response = await create(who, { endpoint_url: `${receiver.url}?n=${Math.random()}`, ...payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as WebhookView;
}

describe('adding webhooks', () => {
  it('adds an endpoint with its own whsec_ secret, listed in data.data', async () => {
    const owner = await signUp(t.app);
    const response = await create(owner, { endpoint_url: ' https://hooks.example.com/trailpost ', notify_if_inactive: true, email_alerts: 'Ops@Example.com; dev@example.com' });
    expect(response.json()).toMatchObject({ meta: { code: 200, message: [WEBHOOK_MESSAGES.added] } });
    const view = response.json().data as WebhookView;
    expect(view).toMatchObject({
      endpoint_url: 'https://hooks.example.com/trailpost',
      active: true,
      notify_if_inactive: true,
      email_alerts: ['ops@example.com', 'dev@example.com'],
      disabled_reason: null,
    });
    // Standard Webhooks: whsec_ and the base64 of 24 to 64 bytes.
    expect(view.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const bytes = Buffer.from(view.secret.slice(6), 'base64').length;
    expect(bytes).toBeGreaterThanOrEqual(24);
    expect(bytes).toBeLessThanOrEqual(64);
    const listed = await list(owner);
    expect(listed.json().data.data).toEqual([view]);
  });

  it('keeps the secret sealed in the database', async () => {
    const owner = await signUp(t.app);
    const view = await created(owner);
    const [row] = await t.database.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, view.id));
    expect(JSON.stringify(row)).not.toContain(view.secret.slice(6));
    expect(row!.sealedSecret).toMatch(/^v1\./);
  });

  it.each([
    [{}, WEBHOOK_MESSAGES.urlRequired],
    [{ endpoint_url: '   ' }, WEBHOOK_MESSAGES.urlRequired],
    [{ endpoint_url: 'hooks.example.com' }, WEBHOOK_MESSAGES.urlInvalid],
    [{ endpoint_url: 'ftp://hooks.example.com/' }, WEBHOOK_MESSAGES.urlInvalid],
    [{ endpoint_url: 'https://user:pass@hooks.example.com/' }, WEBHOOK_MESSAGES.urlInvalid],
    [{ endpoint_url: `https://example.com/${'a'.repeat(2001)}` }, WEBHOOK_MESSAGES.urlTooLong],
    [{ endpoint_url: 'https://example.com/', email_alerts: 'not-an-email' }, WEBHOOK_MESSAGES.emailInvalid],
    [
      { endpoint_url: 'https://example.com/', email_alerts: Array.from({ length: WEBHOOK_ALERT_EMAILS_MAX + 1 }, (_, i) => `a${i}@example.com`) },
      WEBHOOK_MESSAGES.tooManyEmails(WEBHOOK_ALERT_EMAILS_MAX),
    ],
  ])('refuses %j with its message', async (payload, message) => {
    const owner = await signUp(t.app);
    const response = await create(owner, payload);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)[0]).toBe(message);
    expect((await list(owner)).json().data.data).toEqual([]);
  });

  it('refuses private and loopback addresses written in the URL (outside the allowed ranges)', async () => {
    const owner = await signUp(t.app);
    for (const url of ['http://10.0.0.5/hook', 'http://169.254.169.254/latest', 'http://[::ffff:192.168.0.1]/', 'http://2130706433.0/']) {
      const response = await create(owner, { endpoint_url: url });
      if (response.statusCode === 200) continue; // 2130706433.0 is not an address: it is a name, checked on delivery.
      expect(messagesOf(response)[0], url).toMatch(/Webhook URL/);
    }
    const refused = await create(owner, { endpoint_url: 'http://10.0.0.5/hook' });
    expect(messagesOf(refused)).toEqual([WEBHOOK_MESSAGES.urlPrivate]);
    const localhost = await create(owner, { endpoint_url: 'http://localhost:8080/hook' });
    // 127.0.0.0/8 is allowed in this test app, so localhost passes here.
    expect(localhost.statusCode).toBe(200);
  });

  it('refuses the same URL twice and more than the limit', async () => {
    const owner = await signUp(t.app);
    const first = await created(owner);
    const again = await create(owner, { endpoint_url: first.endpoint_url });
    expect(messagesOf(again)).toEqual([WEBHOOK_MESSAGES.urlExists]);
    for (let i = 1; i < WEBHOOKS_PER_TENANT_MAX; i++) await created(owner);
    const over = await create(owner, { endpoint_url: 'https://one-too-many.example.com/' });
    expect(messagesOf(over)).toEqual([WEBHOOK_MESSAGES.tooMany(WEBHOOKS_PER_TENANT_MAX)]);
  });
});

describe('editing, switching off and on, deleting', () => {
  it('edits an active webhook', async () => {
    const owner = await signUp(t.app);
    const view = await created(owner);
    const response = await update(owner, { id: view.id, endpoint_url: 'https://new.example.com/hook', email_alerts: ['a@example.com'], notify_if_inactive: 1 });
    expect(response.json()).toMatchObject({
      meta: { code: 200, message: [WEBHOOK_MESSAGES.updated] },
      data: { endpoint_url: 'https://new.example.com/hook', email_alerts: ['a@example.com'], notify_if_inactive: true, secret: view.secret },
    });
  });

  it('an inactive webhook accepts only the Activate link: other edits ask for it first', async () => {
    const owner = await signUp(t.app);
    const view = await created(owner);
    const off = await update(owner, { id: view.id, active: false });
    expect(off.json()).toMatchObject({ meta: { message: [WEBHOOK_MESSAGES.updated] }, data: { active: false } });
    const edit = await update(owner, { id: view.id, endpoint_url: 'https://other.example.com/' });
    expect(edit.statusCode).toBe(400);
    expect(messagesOf(edit)).toEqual([WEBHOOK_MESSAGES.activateToEdit]);
    const stillOff = await update(owner, { id: view.id, active: false });
    expect(messagesOf(stillOff)).toEqual([WEBHOOK_MESSAGES.activateToEdit]);
    const on = await update(owner, { id: view.id, active: true });
    expect(on.json()).toMatchObject({ meta: { message: [WEBHOOK_MESSAGES.activated] }, data: { active: true, endpoint_url: view.endpoint_url } });
  });

  it('switching off ends its waiting deliveries as failed, to replay later', async () => {
    const owner = await signUp(t.app);
    const view = await created(owner);
    const [waiting] = await t.database.db
      .insert(webhookDeliveries)
      .values({ tenantId: view.id && owner.session.user_details.tenant_id, subscriptionId: view.id, eventType: 'tracking.updated', body: '{}', nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .returning();
    await update(owner, { id: view.id, active: false });
    const [row] = await t.database.db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.id, waiting!.id)));
    expect(row).toMatchObject({ status: 'failed', error: WEBHOOK_MESSAGES.switchedOff });
  });

  it('deletes, then answers 404 with its message', async () => {
    const owner = await signUp(t.app);
    const view = await created(owner);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/webhook/subscription/${view.id}`, headers: owner.headers });
    expect(removed.json()).toMatchObject({ meta: { code: 200, message: [WEBHOOK_MESSAGES.deleted] } });
    const again = await t.app.inject({ method: 'DELETE', url: `/api/webhook/subscription/${view.id}`, headers: owner.headers });
    expect(again.statusCode).toBe(404);
    expect(messagesOf(again)).toEqual([WEBHOOK_MESSAGES.notFound]);
  });

  it('rotates the secret: a new one, the previous still signing for 24 hours', async () => {
    const owner = await signUp(t.app);
    const view = await created(owner);
    const response = await t.app.inject({ method: 'POST', url: `/api/webhook/subscription/${view.id}/rotate_secret`, headers: owner.headers });
    expect(messagesOf(response)).toEqual([WEBHOOK_MESSAGES.secretRotated]);
    const rotated = response.json().data as WebhookView;
    expect(rotated.secret).not.toBe(view.secret);
    const expires = new Date(rotated.previous_secret_expires_at!).getTime() - Date.now();
    expect(expires).toBeGreaterThan(23.9 * 3_600_000);
    expect(expires).toBeLessThanOrEqual(24 * 3_600_000);
  });
});

describe('who may', () => {
  it('webhooks send every shipment: a sub-user needs the settings and the full tracking access on every webhook route', async () => {
    const owner = await signUp(t.app);
    const view = await created(owner);
    const id = view.id;
    const calls = [
      { method: 'GET', url: '/api/webhook/subscription' },
      { method: 'POST', url: '/api/webhook/subscription', payload: { endpoint_url: 'https://x.example.com/' } },
      { method: 'PUT', url: '/api/webhook/subscription', payload: { id, active: false } },
      { method: 'DELETE', url: `/api/webhook/subscription/${id}` },
      { method: 'POST', url: `/api/webhook/subscription/${id}/rotate_secret` },
      { method: 'POST', url: `/api/webhook/subscription/${id}/test` },
      { method: 'GET', url: `/api/webhook/subscription/${id}/deliveries` },
      { method: 'POST', url: `/api/webhook/subscription/${id}/deliveries/replay`, payload: { from: '2026-01-01', to: '2027-01-01' } },
    ] as const;
    // assignTracking always comes with tracking (the role form requires it): such a sub-user sees only its own shipments.
    const refusedRoles = [['dashboard', 'tracking'], ['settings'], ['settings', 'tracking', 'assignTracking']];
    for (const access of refusedRoles) {
      const clerk = await createSubUser(t.app, t.database, owner, access);
      for (const call of calls) {
        const response = await t.app.inject({ ...call, headers: clerk.headers } as never);
        expect(response.statusCode, `${access.join('+')}: ${call.method} ${call.url}`).toBe(403);
      }
    }
    const admin = await createSubUser(t.app, t.database, owner, ['settings', 'tracking']);
    expect((await list(admin)).json().data.data).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: '/api/webhook/subscription', headers: admin.headers, payload: { endpoint_url: 'https://y.example.com/' } })).statusCode).toBe(200);
  });

  it("another tenant's webhook is a 404 on every route, and nothing changes", async () => {
    const owner = await signUp(t.app);
    const view = await created(owner);
    const id = view.id;
    await expectHiddenFromOtherTenants(t.app, { method: 'PUT', url: '/api/webhook/subscription', payload: { id, endpoint_url: 'https://x.example.com/' } });
    await expectHiddenFromOtherTenants(t.app, { method: 'DELETE', url: `/api/webhook/subscription/${id}` });
    await expectHiddenFromOtherTenants(t.app, { method: 'POST', url: `/api/webhook/subscription/${id}/rotate_secret` });
    await expectHiddenFromOtherTenants(t.app, { method: 'POST', url: `/api/webhook/subscription/${id}/test` });
    await expectHiddenFromOtherTenants(t.app, { method: 'GET', url: `/api/webhook/subscription/${id}/deliveries` });
    await expectHiddenFromOtherTenants(t.app, { method: 'POST', url: `/api/webhook/subscription/${id}/deliveries/replay`, payload: { from: '2026-01-01', to: '2027-01-01' } });
    await expectHiddenFromOtherTenants(t.app, { method: 'POST', url: `/api/webhook/subscription/${id}/deliveries/${id}/replay` });
    const listed = (await list(owner)).json().data.data as WebhookView[];
    expect(listed).toEqual([view]);
  });
});
