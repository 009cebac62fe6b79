import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_TRACKING_MESSAGES, TRACKING_PAGE_SETTINGS_MESSAGES, type PublicTrackingView } from '@trailpost/contracts';
import { createSubUser, messagesOf } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { daysAgo, seedShipments } from '../../test/shipments.js';
import { merchantWithSubDomain, publicPost, solvedToken, type Merchant } from './public-tracking-test-helpers.js';

/** Privacy-safe lookups (part 3 "Order lookups", decision 0059): the second detail and the number-only page. */
const t = useTestApp();

const hostOf = (merchant: Merchant) => `${merchant.subDomain}.trailpost.app`;
const track = async (body: object) => publicPost(t.app, '/tracking_page', await solvedToken(t.app.ctx), body);
const search = async (body: object) => publicPost(t.app, '/tracking_page_search', await solvedToken(t.app.ctx), body);
const viewOf = (response: { json(): unknown }) => (response.json() as { data: PublicTrackingView }).data;
const settingsOf = (merchant: Merchant) => t.app.inject({ method: 'GET', url: '/api/user/tracking_page_settings', headers: merchant.owner.headers });
const saveSettings = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/user/tracking_page_settings', headers, payload: payload as object });

const SUFFIX = Date.now().toString(36).toUpperCase();
const TRACKING = `1Z${SUFFIX}`;
const ORDER = `#${SUFFIX}`;
const NOT_FOUND = { meta: { code: 404, message: [PUBLIC_TRACKING_MESSAGES.notFound], error_code: 'not_found' }, data: null };

let shop: Merchant;

beforeAll(async () => {
  shop = await merchantWithSubDomain(t.app);
  await seedShipments(t.database, shop.tenantId, [
    {
      trackingNumber: TRACKING,
      slug: 'ups',
      currentStatus: 'InTransit',
      orderId: ORDER,
      orderUrl: 'https://shop.example/orders/1',
      customerName: 'Grace Hopper',
      customerEmails: ['Grace@Example.com', 'billing@example.com'],
      postalCode: 'SW1A 1AA',
      createdAt: daysAgo(1),
    },
  ]);
  // The default page shows the customer's name and order: what a number-only visitor must not see.
  const template = await t.app.inject({
    method: 'POST',
    url: '/api/tracking_template',
    headers: shop.owner.headers,
    payload: { template_name: 'Details', body: '<p>[Customer Name] [Order ID] <a href="[Order URL]">order</a> [Tracking Number] [Tracking Status]</p>' },
  });
  expect(template.statusCode, template.body).toBe(200);
});

describe('the setting', () => {
  it('is on for a new account, and the search page is told so', async () => {
    expect((await settingsOf(shop)).json()).toEqual({ meta: { code: 200, message: ['Success'] }, data: { order_lookup_verification: true, default_language: 'en', delivery_date_source: 'courier_first' } });
    expect((await search({ domain_name: hostOf(shop) })).json().data).toMatchObject({ order_lookup_verification: true });
  });

  it('is saved, answered and recorded in the audit log; a value that is not true or false is refused', async () => {
    const merchant = await merchantWithSubDomain(t.app);
    const off = await saveSettings(merchant.owner.headers, { order_lookup_verification: false });
    expect(off.json()).toEqual({ meta: { code: 200, message: [TRACKING_PAGE_SETTINGS_MESSAGES.saved] }, data: { order_lookup_verification: false, default_language: 'en', delivery_date_source: 'courier_first' } });
    expect((await settingsOf(merchant)).json().data).toEqual({ order_lookup_verification: false, default_language: 'en', delivery_date_source: 'courier_first' });
    expect((await search({ domain_name: hostOf(merchant) })).json().data).toMatchObject({ order_lookup_verification: false });
    const audit = await t.app.inject({ method: 'GET', url: '/api/audit_log?action=tracking_page.settings_updated', headers: merchant.owner.headers });
    expect(audit.json().data.entries).toMatchObject([{ action: 'tracking_page.settings_updated', changes: { order_lookup_verification: { before: true, after: false } } }]);

    for (const payload of [{}, { order_lookup_verification: 'yes' }, { order_lookup_verification: null }]) {
      const refused = await saveSettings(merchant.owner.headers, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(messagesOf(refused)).toEqual([TRACKING_PAGE_SETTINGS_MESSAGES.verificationInvalid]);
    }
    expect((await settingsOf(merchant)).json().data).toEqual({ order_lookup_verification: false, default_language: 'en', delivery_date_source: 'courier_first' });
  });

  it("needs the Settings access: a sub-user without it reads and changes nothing, one with it changes only its own account's", async () => {
    const merchant = await merchantWithSubDomain(t.app);
    const tracker = await createSubUser(t.app, t.database, merchant.owner, ['tracking']);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/tracking_page_settings', headers: tracker.headers })).statusCode).toBe(403);
    expect((await saveSettings(tracker.headers, { order_lookup_verification: false })).statusCode).toBe(403);
    const admin = await createSubUser(t.app, t.database, merchant.owner, ['settings']);
    expect((await saveSettings(admin.headers, { order_lookup_verification: false })).statusCode).toBe(200);
    expect((await settingsOf(merchant)).json().data).toMatchObject({ order_lookup_verification: false });
    expect((await settingsOf(shop)).json().data).toMatchObject({ order_lookup_verification: true });
  });
});

describe('an order-number lookup on a page that asks for a second detail', () => {
  it("is refused without the order's e-mail or postal code, whether or not the order exists", async () => {
    for (const order_number of [ORDER, '#NO-SUCH-ORDER']) {
      for (const detail of [{}, { email: '' }, { postal_code: '  ' }]) {
        const response = await track({ domain_name: hostOf(shop), order_number, ...detail });
        expect(response.json(), `${order_number} ${JSON.stringify(detail)}`).toEqual({
          meta: { code: 400, message: [PUBLIC_TRACKING_MESSAGES.enterVerification], error_code: 'validation_failed', fields: { email: PUBLIC_TRACKING_MESSAGES.enterVerification } },
          data: null,
        });
      }
    }
  });

  it('shows the whole page with one of the e-mails (any case) or the postal code (any spacing, hyphens and case)', async () => {
    for (const detail of [{ email: 'grace@example.COM' }, { email: ' billing@example.com ' }, { postal_code: 'sw1a1aa' }, { postal_code: 'SW1A-1AA' }]) {
      const response = await track({ domain_name: hostOf(shop), order_number: ORDER.toLowerCase(), ...detail });
      expect(response.statusCode, JSON.stringify(detail)).toBe(200);
      const view = viewOf(response);
      expect(view).toMatchObject({ tracking_number: TRACKING, order_number: ORDER, current_status: 'InTransit' });
      expect(view.body).toContain('Grace Hopper');
      expect(view.body).toContain(ORDER);
    }
  });

  it('answers a wrong detail exactly as an unknown order', async () => {
    const wrongEmail = await track({ domain_name: hostOf(shop), order_number: ORDER, email: 'someone@example.com' });
    const wrongPostal = await track({ domain_name: hostOf(shop), order_number: ORDER, postal_code: 'EC1A 1BB' });
    const unknown = await track({ domain_name: hostOf(shop), order_number: '#NO-SUCH-ORDER', email: 'grace@example.com' });
    for (const response of [wrongEmail, wrongPostal, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it('an order without a postal code is not found by an empty-looking one', async () => {
    const number = `NP${SUFFIX}`;
    await seedShipments(t.database, shop.tenantId, [{ trackingNumber: number, orderId: `#P${SUFFIX}`, postalCode: null, customerEmails: [] }]);
    expect((await track({ domain_name: hostOf(shop), order_number: `#P${SUFFIX}`, postal_code: '-' })).json()).toEqual(NOT_FOUND);
    expect((await track({ domain_name: hostOf(shop), order_number: `#P${SUFFIX}`, email: 'a@b.c' })).json()).toEqual(NOT_FOUND);
  });

  it('refuses both details at once, and over-long ones, in the envelope', async () => {
    const both = await track({ domain_name: hostOf(shop), order_number: ORDER, email: 'grace@example.com', postal_code: 'SW1A 1AA' });
    expect(both.statusCode).toBe(400);
    expect(messagesOf(both)).toEqual([PUBLIC_TRACKING_MESSAGES.oneVerificationOnly]);
    const long = await track({ domain_name: hostOf(shop), order_number: ORDER, email: `${'a'.repeat(250)}@x.io` });
    expect(long.statusCode).toBe(400);
    expect(messagesOf(long)).toEqual([PUBLIC_TRACKING_MESSAGES.verificationTooLong]);
  });
});

describe('a tracking-number lookup on such a page', () => {
  it("shows the status, scans and dates but not the customer's name, the order number or its link", async () => {
    const response = await track({ domain_name: hostOf(shop), tracking_number: TRACKING });
    expect(response.statusCode, response.body).toBe(200);
    const view = viewOf(response);
    expect(view).toMatchObject({ tracking_number: TRACKING, order_number: null, current_status: 'InTransit', courier_name: 'UPS' });
    expect(view.body).toContain(TRACKING);
    for (const hidden of ['Grace', ORDER, 'shop.example/orders']) expect(view.body).not.toContain(hidden);
  });

  it('shows them again once the merchant turns the setting off, and the order number alone then finds the order', async () => {
    expect((await saveSettings(shop.owner.headers, { order_lookup_verification: false })).statusCode).toBe(200);
    try {
      const byTracking = viewOf(await track({ domain_name: hostOf(shop), tracking_number: TRACKING }));
      expect(byTracking.order_number).toBe(ORDER);
      expect(byTracking.body).toContain('Grace Hopper');
      const byOrder = await track({ domain_name: hostOf(shop), order_number: ORDER });
      expect(byOrder.statusCode, byOrder.body).toBe(200);
    } finally {
      await saveSettings(shop.owner.headers, { order_lookup_verification: true });
    }
  });
});
