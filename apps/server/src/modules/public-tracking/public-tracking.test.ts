import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { logoPath, PUBLIC_TRACKING_MESSAGES, type PublicTrackingView } from '@trailpost/contracts';
import { checkpoints, tenants, trackingPageTemplates } from '../../db/schema/index.js';
import { messagesOf, nextClientAddress } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { daysAgo, seedShipments } from '../../test/shipments.js';
import { DEFAULT_TRACKING_PAGE_BODY } from '../tracking-pages/default-template.js';
import { forgetPublishedTemplate } from '../tracking-pages/published.js';
import { merchantWithSubDomain, publicPost, solvedToken, type Merchant } from './public-tracking-test-helpers.js';
import { recordCustomDomainCheck } from '../accounts/tenant-records.js';

/** The public lookups (part 2 §2.11, §3, §7): one merchant's shipments by host, its template filled, nothing of anyone else's. */
const t = useTestApp();

const hostOf = (merchant: Merchant) => `${merchant.subDomain}.trailpost.app`;
const track = async (body: object, remoteAddress?: string) => publicPost(t.app, '/tracking_page', await solvedToken(t.app.ctx), body, remoteAddress);
const search = async (body: object, remoteAddress?: string) => publicPost(t.app, '/tracking_page_search', await solvedToken(t.app.ctx), body, remoteAddress);
const viewOf = (response: { json(): unknown }) => (response.json() as { data: PublicTrackingView }).data;

let shop: Merchant;
let rival: Merchant;
const NUMBER = `9400${Date.now().toString().slice(-9)}`;
const RIVAL_NUMBER = `RIVAL${Date.now().toString(36).toUpperCase()}`;
let shipmentId: string;

beforeAll(async () => {
  shop = await merchantWithSubDomain(t.app);
  rival = await merchantWithSubDomain(t.app);
  const [shipment] = await seedShipments(t.database, shop.tenantId, [
    {
      trackingNumber: NUMBER,
      slug: 'usps',
      currentStatus: 'InTransit',
      orderId: 'ORD-1001',
      customerName: 'Ada Lovelace',
      expectedDelivery: new Date('2026-03-05T18:45:30Z'),
      createdAt: daysAgo(3),
    },
  ]);
  shipmentId = shipment!.id;
  await t.database.db.insert(checkpoints).values([
    { tenantId: shop.tenantId, shipmentId, checkpointTime: new Date('2026-03-01T08:00:00Z'), tag: 'InfoReceived', message: 'Label created', location: 'Memphis, TN', dedupeKey: 'a' },
    { tenantId: shop.tenantId, shipmentId, checkpointTime: new Date('2026-03-02T09:30:00Z'), tag: 'InTransit', message: 'Departed facility', location: null, dedupeKey: 'b' },
    { tenantId: shop.tenantId, shipmentId, checkpointTime: null, tag: 'AttemptFail', message: 'Scan without a time', location: '', dedupeKey: 'c' },
  ]);
  await seedShipments(t.database, rival.tenantId, [{ trackingNumber: RIVAL_NUMBER, orderId: 'ORD-RIVAL', currentStatus: 'Delivered' }]);
  // These pages show everything to any number; order-lookup-verification.test.ts covers pages that ask for more.
  for (const merchant of [shop, rival]) {
    const off = await t.app.inject({ method: 'PUT', url: '/api/user/tracking_page_settings', headers: merchant.owner.headers, payload: { order_lookup_verification: false } });
    expect(off.statusCode, off.body).toBe(200);
  }
});

describe('POST /tracking_page by tracking number', () => {
  it("answers the shipment on the merchant's host: the filled template, scans newest first, status, numbers and courier", async () => {
    const response = await track({ domain_name: hostOf(shop), tracking_number: NUMBER });
    expect(response.statusCode, response.body).toBe(200);
    expect(messagesOf(response)).toEqual(['Success']);
    const view = viewOf(response);
    expect(view).toMatchObject({ current_status: 'InTransit', tracking_number: NUMBER, order_number: 'ORD-1001', courier_name: 'USPS' });
    expect(view.checkpoints).toEqual([
      { tag: 'InTransit', location: null, checkpoint_time: '2026-03-02T09:30:00.000Z', message: 'Departed facility' },
      { tag: 'InfoReceived', location: 'Memphis, TN', checkpoint_time: '2026-03-01T08:00:00.000Z', message: 'Label created' },
      { tag: 'FailedAttempt', location: null, checkpoint_time: null, message: 'Scan without a time' },
    ]);
    // No template of its own yet: the built-in default, filled.
    expect(DEFAULT_TRACKING_PAGE_BODY).toContain('[Tracking Number]');
    expect(view.body).toContain(NUMBER);
    expect(view.body).not.toContain('[Tracking Number]');
    expect(view.body.indexOf('Departed facility')).toBeLessThan(view.body.indexOf('Label created'));
  });

  it('finds the number whatever its case and surrounding spaces, and the host whatever its case', async () => {
    const response = await track({ domain_name: ` ${hostOf(shop).toUpperCase()}. `, tracking_number: `  ${NUMBER.toLowerCase()} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(viewOf(response).tracking_number).toBe(NUMBER);
  });

  it('answers the newest shipment when several couriers carry the same number', async () => {
    const number = `DUP${Date.now().toString(36)}`;
    await seedShipments(t.database, shop.tenantId, [
      { trackingNumber: number, slug: 'fedex', currentStatus: 'Delivered', createdAt: daysAgo(5) },
      { trackingNumber: number, slug: 'dhl', currentStatus: 'OutForDelivery', createdAt: daysAgo(1) },
    ]);
    const view = viewOf(await track({ domain_name: hostOf(shop), tracking_number: number }));
    expect(view.current_status).toBe('OutForDelivery');
    expect(view.courier_name).toBe('DHL Express');
  });

  it("fills the merchant's default template, sanitised, with dates in the merchant's format and zone", async () => {
    const body = '<h1>[Tracking Number]</h1><p class="when">[Expected Delivery]</p><p>[Customer Name] [Order ID]</p>[Tracking Timeline]<script>alert(1)</script><a href="javascript:alert(1)" onclick="steal()">x</a><form action="/x"><input name="a"></form><iframe src="https://evil.example"></iframe>';
    await t.database.db.insert(trackingPageTemplates).values({ tenantId: shop.tenantId, templateName: 'Mine', body, isDefault: true });
    // Written here behind the templates' back, as another API process would: this one forgets its copy.
    forgetPublishedTemplate(t.app.ctx, shop.tenantId);
    // Read once with the old profile, then changed through the profile screen's route: this
    // process forgets the merchant it had read.
    expect(viewOf(await track({ domain_name: hostOf(shop), tracking_number: NUMBER })).body).toContain('<p class="when">03-05-2026 06:45:30 PM</p>');
    const edit = (date_format: string, time_zone_id: string) =>
      t.app.inject({ method: 'PUT', url: '/api/user/edit_profile', headers: shop.owner.headers, payload: { name: 'Shop Owner', date_format, time_zone_id } });
    expect((await edit('DD-MM-YYYY', 'Asia/Kolkata')).statusCode).toBe(200);
    try {
      const view = viewOf(await track({ domain_name: hostOf(shop), tracking_number: NUMBER }));
      expect(view.body).toContain(`<h1>${NUMBER}</h1>`);
      expect(view.body).toContain('<p class="when">06-03-2026 12:15:30 AM</p>');
      expect(view.body).toContain('Ada Lovelace ORD-1001');
      for (const unsafe of ['<script', 'alert(1)', 'onclick', 'javascript:', '<form', '<input', '<iframe']) expect(view.body).not.toContain(unsafe);
    } finally {
      await t.database.db.delete(trackingPageTemplates).where(eq(trackingPageTemplates.tenantId, shop.tenantId));
      forgetPublishedTemplate(t.app.ctx, shop.tenantId);
      await edit('MM-DD-YYYY', 'UTC');
    }
  });

  it("answers an unknown number and another merchant's number alike: 404, not found", async () => {
    const unknown = await track({ domain_name: hostOf(shop), tracking_number: 'NOSUCHNUMBER1' });
    const others = await track({ domain_name: hostOf(shop), tracking_number: RIVAL_NUMBER });
    for (const response of [unknown, others]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ meta: { code: 404, message: [PUBLIC_TRACKING_MESSAGES.notFound], error_code: 'not_found' }, data: null });
    }
    expect(others.body).toBe(unknown.body);
    // On its own merchant's host the same number is found.
    expect(viewOf(await track({ domain_name: hostOf(rival), tracking_number: RIVAL_NUMBER })).current_status).toBe('Delivered');
    expect((await track({ domain_name: hostOf(rival), tracking_number: NUMBER })).statusCode).toBe(404);
  });
});

describe('POST /tracking_page and its solved challenge', () => {
  it('looks up with a solution while spending it, and refuses the same solution next time, whatever the number finds', async () => {
    const token = await solvedToken(t.app.ctx);
    expect(viewOf(await publicPost(t.app, '/tracking_page', token, { domain_name: hostOf(shop), tracking_number: NUMBER })).tracking_number).toBe(NUMBER);
    for (const numbers of [{ tracking_number: NUMBER }, { tracking_number: 'NOSUCHNUMBER1' }]) {
      const again = await publicPost(t.app, '/tracking_page', token, { domain_name: hostOf(shop), ...numbers });
      expect(again.statusCode).toBe(403);
      expect(messagesOf(again)).toEqual([PUBLIC_TRACKING_MESSAGES.challengeInvalid]);
    }
    // Two calls at once with one solution: one answer, one refusal.
    const twin = await solvedToken(t.app.ctx);
    const both = await Promise.all([0, 1].map(() => publicPost(t.app, '/tracking_page', twin, { domain_name: hostOf(shop), tracking_number: NUMBER })));
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 403]);
  });
});

describe('POST /tracking_page by order number', () => {
  it('answers the newest shipment of that order, compared without case', async () => {
    const order = `#${Date.now().toString(36)}-A`;
    await seedShipments(t.database, shop.tenantId, [
      { trackingNumber: `OLD${Date.now().toString(36)}`, orderId: order, currentStatus: 'Exception', createdAt: daysAgo(4) },
      { trackingNumber: `NEW${Date.now().toString(36)}`, orderId: order, currentStatus: 'Pending', createdAt: daysAgo(2) },
    ]);
    const view = viewOf(await track({ domain_name: hostOf(shop), order_number: order.toLowerCase() }));
    expect(view.tracking_number).toMatch(/^NEW/);
    expect(view.order_number).toBe(order);
    expect(view.current_status).toBe('Pending');
  });

  it("does not find another merchant's order", async () => {
    const response = await track({ domain_name: hostOf(shop), order_number: 'ORD-RIVAL' });
    expect(response.json()).toEqual({ meta: { code: 404, message: [PUBLIC_TRACKING_MESSAGES.notFound], error_code: 'not_found' }, data: null });
  });
});

describe('which merchant a domain_name names', () => {
  it('answers an unknown host, or one that is no account\'s sub-domain, with 404 not available', async () => {
    for (const domain of ['nobody.trailpost.app', 'shop.example.com', `${shop.subDomain}.trailpost.app.evil.example`, `x.${hostOf(shop)}`]) {
      const response = await track({ domain_name: domain, tracking_number: NUMBER });
      expect(response.json(), domain).toEqual({ meta: { code: 404, message: [PUBLIC_TRACKING_MESSAGES.unknownDomain], error_code: 'not_found' }, data: null });
    }
  });

  it('serves a custom domain only while it is verified', async () => {
    const domain = `track-${Date.now().toString(36)}.brand.example`;
    const merchant = await merchantWithSubDomain(t.app, domain);
    await seedShipments(t.database, merchant.tenantId, [{ trackingNumber: `CD${NUMBER}` }]);
    const ask = async () => (await track({ domain_name: domain, tracking_number: `CD${NUMBER}` })).statusCode;
    expect(await ask()).toBe(404);
    await t.database.db.update(tenants).set({ customDomainStatus: 'verified' }).where(eq(tenants.id, merchant.tenantId));
    expect(await ask()).toBe(200);
    // The sub-domain host keeps working beside it.
    expect((await track({ domain_name: hostOf(merchant), tracking_number: `CD${NUMBER}` })).statusCode).toBe(200);
    await recordCustomDomainCheck(t.database.db, merchant.tenantId, domain, 'failed', new Date());
    expect(await ask()).toBe(404);
  });
});

describe('POST /tracking_page rules', () => {
  it.each([
    ['an empty tracking number', { tracking_number: '   ' }, PUBLIC_TRACKING_MESSAGES.enterNumber('tracking_number'), 'tracking_number'],
    ['an empty order number', { order_number: '' }, PUBLIC_TRACKING_MESSAGES.enterNumber('order_number'), 'order_number'],
    ['no number', {}, PUBLIC_TRACKING_MESSAGES.enterNumber('tracking_number'), 'tracking_number'],
    // A rule on the pair, not on one field: the body is named.
    ['both numbers', { tracking_number: 'A1', order_number: 'B2' }, PUBLIC_TRACKING_MESSAGES.oneNumberOnly, 'body'],
    ['a number over 100 characters', { tracking_number: 'A'.repeat(101) }, PUBLIC_TRACKING_MESSAGES.numberTooLong, 'tracking_number'],
  ])('refuses %s', async (_case, numbers, message, field) => {
    const response = await track({ domain_name: hostOf(shop), ...numbers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ meta: { code: 400, message: [message], error_code: 'validation_failed', fields: { [field]: message } }, data: null });
  });

  it('names the texts of the specification', () => {
    expect(PUBLIC_TRACKING_MESSAGES.enterNumber('tracking_number')).toBe('Please enter tracking number');
    expect(PUBLIC_TRACKING_MESSAGES.enterNumber('order_number')).toBe('Please enter order number');
  });

  it('accepts a number of exactly 100 characters', async () => {
    expect((await track({ domain_name: hostOf(shop), tracking_number: 'A'.repeat(100) })).statusCode).toBe(404);
  });

  it.each([
    ['missing', {}],
    ['empty', { domain_name: ' ' }],
    ['longer than a host name', { domain_name: `${'a'.repeat(250)}.com` }],
  ])('refuses a domain_name that is %s', async (_case, domain) => {
    for (const response of [await track({ ...domain, tracking_number: NUMBER }), await search(domain)]) {
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toEqual([PUBLIC_TRACKING_MESSAGES.unknownDomain]);
    }
  });
});

describe('POST /tracking_page_search', () => {
  it("answers the merchant's logo, website, support number and company name", async () => {
    await t.database.db
      .update(tenants)
      .set({ companyName: 'Analytical Engines', contactNo: '+44 20 7946 0000', websiteUrl: 'https://engines.example', logoKey: `logos/${shop.tenantId}/abc123.png` })
      .where(eq(tenants.id, shop.tenantId));
    const response = await search({ domain_name: hostOf(shop) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      meta: { code: 200, message: ['Success'] },
      data: {
        logo: `${t.config.publicUrl}${logoPath(shop.tenantId, `logos/${shop.tenantId}/abc123.png`)}`,
        website_url: 'https://engines.example',
        contact_no: '+44 20 7946 0000',
        company_name: 'Analytical Engines',
        order_lookup_verification: false,
      },
    });
  });

  it("answers nulls and the account's name when the organization is not filled in", async () => {
    const response = await search({ domain_name: hostOf(rival) });
    expect(response.json().data).toEqual({ logo: null, website_url: null, contact_no: null, company_name: 'Test Merchant', order_lookup_verification: false });
  });

  it('answers an unknown host with 404 not available', async () => {
    const response = await search({ domain_name: 'nobody.trailpost.app' });
    expect(response.json()).toEqual({ meta: { code: 404, message: [PUBLIC_TRACKING_MESSAGES.unknownDomain], error_code: 'not_found' }, data: null });
  });
});

describe('request limits', () => {
  it('refuses a client address past 30 lookups a minute, with the public message and Retry-After', async () => {
    const address = nextClientAddress();
    // The limit counts before the challenge is looked at: these need no solution.
    for (let i = 0; i < 30; i++) {
      const response = await publicPost(t.app, '/tracking_page', 'x', { domain_name: hostOf(shop), tracking_number: NUMBER }, address);
      expect(response.statusCode).toBe(403);
    }
    const refused = await track({ domain_name: hostOf(shop), tracking_number: NUMBER }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toEqual({ meta: { code: 429, message: [PUBLIC_TRACKING_MESSAGES.tooMany(1)], error_code: 'rate_limited' }, data: null });
    expect((await search({ domain_name: hostOf(shop) }, address)).statusCode).toBe(200);
    expect((await track({ domain_name: hostOf(shop), tracking_number: NUMBER })).statusCode).toBe(200);
  });

  it('refuses one merchant past PUBLIC_LOOKUPS_PER_MERCHANT a minute, from any addresses, and not the others', async () => {
    const busy = await merchantWithSubDomain(t.app);
    const calm = await merchantWithSubDomain(t.app);
    await seedShipments(t.database, busy.tenantId, [{ trackingNumber: `BUSY${NUMBER}` }]);
    await seedShipments(t.database, calm.tenantId, [{ trackingNumber: `CALM${NUMBER}` }]);
    const limit = t.config.publicLookupsPerMerchant;
    t.config.publicLookupsPerMerchant = 3;
    try {
      expect((await track({ domain_name: hostOf(busy), tracking_number: `BUSY${NUMBER}` })).statusCode).toBe(200);
      expect((await search({ domain_name: hostOf(busy) })).statusCode).toBe(200);
      expect((await track({ domain_name: hostOf(busy), tracking_number: 'UNKNOWN1' })).statusCode).toBe(404);
      const refused = await track({ domain_name: hostOf(busy), tracking_number: `BUSY${NUMBER}` });
      expect(refused.statusCode).toBe(429);
      expect(messagesOf(refused)).toEqual([PUBLIC_TRACKING_MESSAGES.tooMany(1)]);
      expect((await search({ domain_name: hostOf(busy) })).statusCode).toBe(429);
      expect((await track({ domain_name: hostOf(calm), tracking_number: `CALM${NUMBER}` })).statusCode).toBe(200);
    } finally {
      t.config.publicLookupsPerMerchant = limit;
    }
  });
});

describe('the public answers', () => {
  it("carry the API's strict headers", async () => {
    const response = await track({ domain_name: hostOf(shop), tracking_number: NUMBER });
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('need no session', async () => {
    const response = await track({ domain_name: hostOf(shop), tracking_number: NUMBER });
    expect(response.statusCode).toBe(200);
  });
});
