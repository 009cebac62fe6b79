import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SHOPIFY_WEBHOOK_MESSAGES, STORE_INSTALL_MESSAGES, STORE_MESSAGES, type StoreInstallResult, type StoreRecord } from '@trailpost/contracts';
import { shipments, stores, storeInstalls } from '../../../db/schema/index.js';
import { createSubUser, messagesOf, signUp, uniqueEmail, type SignedIn } from '../../../test/accounts.js';
import { createTestApp } from '../../../test/harness.js';
import { signedShopifyQuery, SHOPIFY_TEST_APP, useShopifyTestApp } from '../../../test/shopify-stand-in.js';
import { openStoreKeys, sealStoreKeys } from '../sealed-keys.js';
import { syncDueStores } from '../store-apps/store-sync.js';
import type { ShopifyOrder } from './client.js';
import { signBody } from './signatures.js';
import { forgetOldShopifyWebhookReceipts } from './webhook-receipts.js';

const { t, api, shopify } = useShopifyTestApp();

let shopSerial = 0;
const nextShop = () => `lovelace-tea-${Date.now().toString(36)}${(shopSerial += 1)}.myshopify.com`;

const withShop = (query: URLSearchParams, shop: string) => {
  query.set('shop', shop);
  return query;
};

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });

/** The install page's request for a shop: answers the authorization page's address. */
async function startInstall(shop: string): Promise<URL> {
  const query = signedShopifyQuery({ shop, host: 'YWRtaW4uc2hvcGlmeS5jb20vc3RvcmUvdGVh' });
  const response = await post('/shopify/install', { channel_name: 'shopify', store_param: shop, redirect_uri: 'https://evil.example/steal', query: query.toString(), signature: query.get('hmac')! });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().data.url);
}

/** The whole install as Shopify drives it: install page, authorization, callback. */
async function install(shop: string, email = shopify().shop.email): Promise<StoreInstallResult> {
  shopify().shop.email = email;
  const authorize = await startInstall(shop);
  const code = `code-${shop}`;
  shopify().codes.add(code);
  const callback = signedShopifyQuery({ code, shop, state: authorize.searchParams.get('state')!, host: 'x' });
  const response = await post('/shopify_to_trailpost_token', { code, shop_name: shop, url: `https://app.example/shopify_to_trailpost_token?${callback}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StoreInstallResult;
}

async function link(who: SignedIn, requestId: string): Promise<StoreRecord> {
  const response = await post('/stores/link', { request_id: requestId }, who.headers);
  expect(response.statusCode, response.body).toBe(200);
  expect(messagesOf(response)).toEqual([STORE_MESSAGES.linked]);
  return response.json().data as StoreRecord;
}

async function syncAll(): Promise<void> {
  for (let pass = 0; pass < 50 && (await syncDueStores(t.app.ctx, t.app.integrations.stores)) > 0; pass++);
}

let orderSerial = 5000;
function shopifyOrder(updatedAt: string, numbers: { number: string; company: string | null }[]): ShopifyOrder {
  orderSerial += 1;
  return {
    legacyResourceId: String(orderSerial),
    name: `#${orderSerial}`,
    updatedAt,
    email: `buyer${orderSerial}@example.com`,
    phone: null,
    // Shopify writes the region in lower case at times ("fr-Fr" in its changelog).
    customerLocale: 'fr-fr',
    shippingAddress: { firstName: 'Grace', lastName: 'Hopper', phone: '+1 202 555 0143', zip: '20500' },
    fulfillments: [{ trackingInfo: numbers }],
  };
}

describe('Shopify install', () => {
  it('sends the merchant to authorize read access to orders, back to this server’s own callback, with a state', async () => {
    const shop = nextShop();
    const authorize = await startInstall(shop);
    expect(authorize.origin + authorize.pathname).toBe(`${shopify().url}/admin/oauth/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ client_id: SHOPIFY_TEST_APP.apiKey, scope: 'read_orders,read_fulfillments', redirect_uri: `${t.config.publicUrl}/shopify_to_trailpost_token` });
    expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
  });

  it.each([
    ['a forged signature', () => signedShopifyQuery({ shop: nextShop() }, 'not-the-secret'), STORE_INSTALL_MESSAGES.badSignature],
    ['a signature over other parameters', () => withShop(signedShopifyQuery({ shop: nextShop() }), 'attacker.myshopify.com'), STORE_INSTALL_MESSAGES.badSignature],
    ['a shop that is not a myshopify.com domain', () => signedShopifyQuery({ shop: 'evil.example.com' }), STORE_INSTALL_MESSAGES.badShop],
    ['a link two days old', () => signedShopifyQuery({ shop: nextShop(), timestamp: String(Math.floor(Date.now() / 1000) - 2 * 86400) }), STORE_INSTALL_MESSAGES.staleRequest],
  ])('refuses %s', async (_name, queryOf, message) => {
    const query = queryOf();
    const response = await post('/shopify/install', { channel_name: 'shopify', store_param: query.get('shop')!, redirect_uri: '', query: query.toString(), signature: query.get('hmac') ?? '' });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([message]);
  });

  it('a new owner is sent to sign up; after signing up the link creates the store, synced at once, its tokens sealed', async () => {
    const shop = nextShop();
    const result = await install(shop, uniqueEmail('newowner'));
    expect(result).toMatchObject({ isRegister: false, storeExist: false, shop: { channel_id: 1, name: 'Lovelace Tea', url: `https://${shop}` } });
    expect(result.request_id).toMatch(/^[0-9a-f-]{36}$/);
    const waiting = (await t.database.db.select().from(storeInstalls).where(eq(storeInstalls.id, result.request_id!)))[0]!;
    expect(waiting.key1).not.toMatch(/^shpat_/);

    const merchant = await signUp(t.app);
    const store = await link(merchant, result.request_id!);
    expect(store).toMatchObject({ channel_id: 1, store_name: 'Lovelace Tea', url: `https://${shop}`, active: 1, sync: 1, credential_status: 'verified' });
    expect(store.key1).toMatch(/^•+/);
    const row = (await t.database.db.select().from(stores).where(eq(stores.id, store._id)))[0]!;
    expect(row.key1).not.toMatch(/^shpat_/);
    // Linked once: the install is gone.
    const again = await post('/stores/link', { request_id: result.request_id }, merchant.headers);
    expect(again.statusCode).toBe(400);
    expect(messagesOf(again)).toEqual([STORE_MESSAGES.installExpired]);
  });

  it('an owner whose e-mail has an account is sent to sign in; a shop already linked answers storeExist and keeps one store', async () => {
    const merchant = await signUp(t.app);
    const shop = nextShop();
    const first = await install(shop, merchant.session.email);
    expect(first).toMatchObject({ isRegister: true, storeExist: false });
    await link(merchant, first.request_id!);
    const second = await install(shop);
    expect(second).toMatchObject({ storeExist: true, request_id: null });
    expect((await api.list(merchant)).json().data.filter((store: StoreRecord) => store.url === `https://${shop}`)).toHaveLength(1);
  });

  it('a callback is refused without the state its install made, or when replayed', async () => {
    const shop = nextShop();
    const authorize = await startInstall(shop);
    const state = authorize.searchParams.get('state')!;
    shopify().codes.add('code-replayed');
    const forged = signedShopifyQuery({ code: 'code-replayed', shop, state: 'made-up-state' });
    const refused = await post('/shopify_to_trailpost_token', { code: 'code-replayed', shop_name: shop, url: `?${forged}` });
    expect(messagesOf(refused)).toEqual([STORE_INSTALL_MESSAGES.badState]);
    const good = signedShopifyQuery({ code: 'code-replayed', shop, state });
    expect((await post('/shopify_to_trailpost_token', { code: 'code-replayed', shop_name: shop, url: `?${good}` })).statusCode).toBe(200);
    const replay = await post('/shopify_to_trailpost_token', { code: 'code-replayed', shop_name: shop, url: `?${good}` });
    expect(messagesOf(replay)).toEqual([STORE_INSTALL_MESSAGES.badState]);
  });

  it('a code Shopify refuses: 400 in Shopify’s words', async () => {
    const shop = nextShop();
    const authorize = await startInstall(shop);
    const callback = signedShopifyQuery({ code: 'never-issued', shop, state: authorize.searchParams.get('state')! });
    const response = await post('/shopify_to_trailpost_token', { code: 'never-issued', shop_name: shop, url: `?${callback}` });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)[0]).toBe(STORE_INSTALL_MESSAGES.tokenRefused('Shopify', 'the store answered 400: The authorization code was not found or was already used'));
  });

  it('a sub-user without settings cannot link an install', async () => {
    const merchant = await signUp(t.app);
    const result = await install(nextShop(), uniqueEmail('other'));
    const sub = await createSubUser(t.app, t.database, merchant, ['tracking']);
    expect((await post('/stores/link', { request_id: result.request_id }, sub.headers)).statusCode).toBe(403);
  });
});

describe('Shopify orders sync', () => {
  it('fulfilled orders become shipments page by page, through a throttle, with a refreshed token kept; a re-sync creates nothing twice', async () => {
    const merchant = await signUp(t.app);
    const shop = nextShop();
    const store = await link(merchant, (await install(shop, uniqueEmail('sync'))).request_id!);
    const stand = shopify();
    stand.orders.splice(0, stand.orders.length, ...Array.from({ length: 150 }, (_, i) => shopifyOrder(`2026-11-10T10:${String(i % 60).padStart(2, '0')}:00Z`, [{ number: `1ZSHOP${String(i).padStart(8, '0')}`, company: 'UPS' }])));
    stand.orders.push({ ...shopifyOrder('2026-11-11T00:00:00Z', []), fulfillments: [] });
    // The token expires within five minutes: it is refreshed first, and the new one kept.
    await t.database.db.update(stores).set({ key3: null }).where(eq(stores.id, store._id));
    const row = (await t.database.db.select().from(stores).where(eq(stores.id, store._id)))[0]!;
    const keys = await openStoreKeys(t.app.ctx, { ...row });
    await t.database.db.update(stores).set(await sealStoreKeys(t.app.ctx, row.tenantId, row.id, { ...keys, key3: new Date(Date.now() + 60_000).toISOString() })).where(eq(stores.id, store._id));
    stand.throttleNext();
    await syncAll();

    const tenantId = merchant.session.user_details.tenant_id;
    const created = await t.database.db.select().from(shipments).where(eq(shipments.tenantId, tenantId));
    expect(created).toHaveLength(150);
    const first = stand.orders[0]!;
    expect(created.find((shipment) => shipment.trackingNumber === '1ZSHOP00000000')).toMatchObject({
      slug: 'ups',
      source: 'Shopify',
      orderId: first.name,
      orderUrl: `https://${shop}/admin/orders/${first.legacyResourceId}`,
      customerName: 'Grace Hopper',
      customerEmails: [first.email],
      postalCode: '20500',
      language: 'fr-FR',
    });
    const after = await openStoreKeys(t.app.ctx, (await t.database.db.select().from(stores).where(eq(stores.id, store._id)))[0]!);
    expect(after.key1).not.toBe(keys.key1);
    expect(stand.tokens.has(after.key1!)).toBe(true);

    await t.database.db.update(stores).set({ sync: 1 }).where(eq(stores.id, store._id));
    await syncAll();
    expect(await t.database.db.select().from(shipments).where(eq(shipments.tenantId, tenantId))).toHaveLength(150);
    expect((await api.get(merchant, store._id)).json().data[0]).toMatchObject({ last_sync_created: 0, last_sync_error: null });
  });
});

describe('Shopify webhooks', () => {
  /** A body as Shopify signs it, sent with headers of the caller's choosing (a replay keeps the body and its signature). */
  const resend = (raw: string, hmac: string, topic: string, shop: string, webhookId: string = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shopify/webhooks',
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-shopify-topic': topic, 'x-shopify-shop-domain': shop, 'x-shopify-hmac-sha256': hmac, 'x-shopify-webhook-id': webhookId },
    });
  const deliver = (topic: string, shop: string, body: object, secret = SHOPIFY_TEST_APP.apiSecret, webhookId?: string) => {
    const raw = JSON.stringify(body);
    return resend(raw, signBody(raw, secret), topic, shop, webhookId);
  };
  const storeRow = async (id: string) => (await t.database.db.select().from(stores).where(eq(stores.id, id)))[0]!;

  it.each(['customers/data_request', 'customers/redact', 'shop/redact', 'app/uninstalled'])('%s with a forged signature: 401', async (topic) => {
    const response = await deliver(topic, nextShop(), { shop_domain: 'x.myshopify.com' }, 'wrong-secret');
    expect(response.statusCode).toBe(401);
  });

  it('app/uninstalled switches the shop’s store off and drops its tokens', async () => {
    const merchant = await signUp(t.app);
    const shop = nextShop();
    const store = await link(merchant, (await install(shop, uniqueEmail('gone'))).request_id!);
    expect((await deliver('app/uninstalled', shop, { id: 1, myshopify_domain: shop })).statusCode).toBe(200);
    const row = (await t.database.db.select().from(stores).where(eq(stores.id, store._id)))[0]!;
    expect(row).toMatchObject({ active: 0, key1: null, key2: null, credentialStatus: 'rejected' });
  });

  it('a fulfillment created asks for the shop’s store to be synced now', async () => {
    const merchant = await signUp(t.app);
    const shop = nextShop();
    const store = await link(merchant, (await install(shop, uniqueEmail('fulfil'))).request_id!);
    await syncAll();
    expect((await api.get(merchant, store._id)).json().data[0].sync).toBe(0);
    const response = await deliver('fulfillments/create', shop, { id: 255858046, order_id: 450789469, tracking_number: '1Z2345', tracking_company: 'UPS' });
    expect(response.json().meta.message).toEqual(['Sync requested.']);
    expect((await api.get(merchant, store._id)).json().data[0].sync).toBe(1);
  });

  it("a signed data_request body of one shop, re-sent as app/uninstalled with another shop's domain, disconnects nothing", async () => {
    const victim = await signUp(t.app);
    const victimShop = nextShop();
    const store = await link(victim, (await install(victimShop, uniqueEmail('victim'))).request_id!);
    const attackerShop = nextShop();
    const raw = JSON.stringify({ shop_id: 1, shop_domain: attackerShop, orders_requested: [1], customer: { id: 1, email: 'a@example.com' }, data_request: { id: 9 } });
    const hmac = signBody(raw, SHOPIFY_TEST_APP.apiSecret);
    expect((await resend(raw, hmac, 'customers/data_request', attackerShop)).statusCode).toBe(200);

    for (const topic of ['app/uninstalled', 'shop/redact']) {
      const replayed = await resend(raw, hmac, topic, victimShop);
      expect(replayed.json()).toEqual({ meta: { code: 400, message: [SHOPIFY_WEBHOOK_MESSAGES.bodyNotOfTopic(topic)], error_code: 'validation_failed' }, data: null });
    }
    expect(await storeRow(store._id)).toMatchObject({ active: 1, credentialStatus: 'verified' });
    expect((await openStoreKeys(t.app.ctx, await storeRow(store._id))).key1).toBeTruthy();
  });

  it("a body naming one shop under another shop's header is refused", async () => {
    const victim = await signUp(t.app);
    const victimShop = nextShop();
    const store = await link(victim, (await install(victimShop, uniqueEmail('victim'))).request_id!);
    const attackerShop = nextShop();
    const uninstalled = await deliver('app/uninstalled', victimShop, { id: 2, domain: attackerShop, myshopify_domain: attackerShop });
    expect(uninstalled.json()).toEqual({ meta: { code: 400, message: [SHOPIFY_WEBHOOK_MESSAGES.shopMismatch], error_code: 'validation_failed' }, data: null });
    const redacted = await deliver('shop/redact', victimShop, { shop_id: 2, shop_domain: attackerShop });
    expect(messagesOf(redacted)).toEqual([SHOPIFY_WEBHOOK_MESSAGES.shopMismatch]);
    expect(await storeRow(store._id)).toMatchObject({ active: 1 });
  });

  it('shop/redact with its own shop disconnects it', async () => {
    const merchant = await signUp(t.app);
    const shop = nextShop();
    const store = await link(merchant, (await install(shop, uniqueEmail('redact'))).request_id!);
    expect(messagesOf(await deliver('shop/redact', shop, { shop_id: 3, shop_domain: shop }))).toEqual(['Disconnected 1 store(s).']);
    expect(await storeRow(store._id)).toMatchObject({ active: 0, key1: null });
  });

  it('a webhook id already received is handled once', async () => {
    const merchant = await signUp(t.app);
    const shop = nextShop();
    const store = await link(merchant, (await install(shop, uniqueEmail('again'))).request_id!);
    await syncAll();
    const webhookId = randomUUID();
    const body = { id: 255858047, order_id: 450789470, tracking_number: '1Z2346', tracking_company: 'UPS' };
    expect(messagesOf(await deliver('fulfillments/create', shop, body, undefined, webhookId))).toEqual(['Sync requested.']);
    await syncAll();
    expect((await api.get(merchant, store._id)).json().data[0].sync).toBe(0);
    for (let time = 0; time < 2; time++) {
      const again = await deliver('fulfillments/create', shop, body, undefined, webhookId);
      expect(again.json()).toEqual({ meta: { code: 200, message: [SHOPIFY_WEBHOOK_MESSAGES.alreadyReceived] }, data: null });
    }
    expect((await api.get(merchant, store._id)).json().data[0].sync).toBe(0);
  });

  it('receipts are forgotten after seven days by housekeeping', async () => {
    const webhookId = randomUUID();
    const shop = nextShop();
    expect((await deliver('customers/data_request', shop, { shop_id: 4, shop_domain: shop, orders_requested: [], customer: { id: 4 } }, undefined, webhookId)).statusCode).toBe(200);
    await forgetOldShopifyWebhookReceipts(t.app.ctx.db, new Date(Date.now() + 6 * 86_400_000));
    expect(messagesOf(await deliver('customers/data_request', shop, { shop_id: 4, shop_domain: shop, orders_requested: [], customer: { id: 4 } }, undefined, webhookId))).toEqual([SHOPIFY_WEBHOOK_MESSAGES.alreadyReceived]);
    await forgetOldShopifyWebhookReceipts(t.app.ctx.db, new Date(Date.now() + 8 * 86_400_000));
    expect(messagesOf(await deliver('customers/data_request', shop, { shop_id: 4, shop_domain: shop, orders_requested: [], customer: { id: 4 } }, undefined, webhookId))).toEqual(['Received.']);
  });

  it('customers/redact removes the customer from the shipments of the orders named; data_request is acknowledged', async () => {
    const merchant = await signUp(t.app);
    const shop = nextShop();
    await link(merchant, (await install(shop, uniqueEmail('privacy'))).request_id!);
    const stand = shopify();
    const order = shopifyOrder('2026-11-12T00:00:00Z', [{ number: '1ZREDACT0000001', company: 'UPS' }]);
    stand.orders.splice(0, stand.orders.length, order);
    await syncAll();
    const response = await deliver('customers/redact', shop, { shop_domain: shop, customer: { id: 1, email: order.email }, orders_to_redact: [Number(order.legacyResourceId)] });
    expect(response.statusCode).toBe(200);
    const tenantId = merchant.session.user_details.tenant_id;
    const [shipment] = await t.database.db.select().from(shipments).where(and(eq(shipments.tenantId, tenantId), eq(shipments.trackingNumber, '1ZREDACT0000001')));
    expect(shipment).toMatchObject({ customerName: null, customerEmails: [], customerPhoneNumbers: [] });
    expect((await deliver('customers/data_request', shop, { shop_id: 5, shop_domain: shop, orders_requested: [1], customer: { id: 1, email: order.email }, data_request: { id: 9999 } })).statusCode).toBe(200);
  });
});

describe('without the Shopify app configured', () => {
  it('the install answers that the app is not set up, in words a merchant understands', async () => {
    const bare = await createTestApp();
    try {
      const query = signedShopifyQuery({ shop: nextShop() });
      const response = await bare.app.inject({ method: 'POST', url: '/api/shopify/install', payload: { channel_name: 'shopify', store_param: query.get('shop'), redirect_uri: '', query: query.toString(), signature: '' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().meta.message).toEqual([STORE_INSTALL_MESSAGES.notConfigured('Shopify')]);
    } finally {
      await bare.close();
    }
  });
});
