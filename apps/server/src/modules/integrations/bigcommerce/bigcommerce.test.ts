import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { STORE_INSTALL_MESSAGES, type StoreInstallResult, type StoreRecord } from '@trailpost/contracts';
import { shipments, stores } from '../../../db/schema/index.js';
import { messagesOf, signUp, uniqueEmail, type SignedIn } from '../../../test/accounts.js';
import { BC_CLIENT_ID, BC_CLIENT_SECRET, BC_CODE_REFUSAL, BC_REDIRECT_URI, BC_SCOPES, rfc2822, signedPayloadJwt, useBigCommerceTestApp, type StandInOrder, type StandInStore } from '../../../test/bigcommerce-stand-in.js';
import { createTestApp } from '../../../test/harness.js';
import { openStoreKeys } from '../sealed-keys.js';
import { STORE_SYNC_EVERY_MS, syncDueStores } from '../store-apps/store-sync.js';
import { bigCommerce, cursorOf, PAGE_SIZE } from './client.js';
import { HOOK_SECRET_HEADER, hookSecret, SHIPMENT_SCOPE } from './webhooks.js';

const { t, standIn } = useBigCommerceTestApp();

let hashSerial = 0;
/** A store the stand-in knows, with a hash of its own. */
function newStore(ownerEmail = uniqueEmail('bcowner'), name = 'Analytical Engines'): StandInStore {
  hashSerial += 1;
  return standIn().addStore(`s${Date.now().toString(36)}${hashSerial}`, { name, ownerEmail });
}
const canonical = (store: StandInStore) => `https://store-${store.hash}.mybigcommerce.com`;

const install = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/bigcommerce_to_trailpost_token', payload: body });
const installStore = (store: StandInStore, scope = BC_SCOPES) => install({ code: standIn().codeFor(store.hash, scope), scope, context: `stores/${store.hash}` });
async function installed(store: StandInStore): Promise<StoreInstallResult> {
  const response = await installStore(store);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StoreInstallResult;
}
const load = (signed: string) => t.app.inject({ method: 'POST', url: '/api/load_bigcommerce_store', payload: { signed_payload: signed } });
const callback = (name: 'uninstall' | 'remove_user', signed: string) => t.app.inject({ method: 'GET', url: `/api/bigcommerce/${name}?signed_payload_jwt=${encodeURIComponent(signed)}&signed_payload=ignored` });

async function link(who: SignedIn, requestId: string): Promise<StoreRecord> {
  const response = await t.app.inject({ method: 'POST', url: '/api/stores/link', headers: who.headers, payload: { request_id: requestId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StoreRecord;
}
/** A store installed by its owner and linked to a new account of that owner. */
async function linkedStore(store = newStore()): Promise<{ who: SignedIn; record: StoreRecord; store: StandInStore }> {
  const who = await signUp(t.app, { email: store.ownerEmail });
  const result = await installed(store);
  return { who, record: await link(who, result.request_id!), store };
}

const storeRow = async (tenantId: string, id: string) => (await t.database.db.select().from(stores).where(and(eq(stores.tenantId, tenantId), eq(stores.id, id))))[0]!;
const shipmentsOf = (tenantId: string) => t.database.db.select().from(shipments).where(eq(shipments.tenantId, tenantId));
/** Worker passes until no store is due. */
async function syncAll(now = new Date()): Promise<void> {
  for (let pass = 0; pass < 50 && (await syncDueStores(t.app.ctx, t.app.integrations.stores, now)) > 0; pass++);
}

let orderSerial = 100;
function addOrder(store: StandInStore, statusId: number, modified: number, trackings: { tracking_number: string; tracking_carrier?: string; shipping_provider?: string }[]): StandInOrder {
  orderSerial += 1;
  const order: StandInOrder = {
    id: orderSerial,
    status_id: statusId,
    date_modified: rfc2822(modified),
    billing_address: { first_name: 'Ada', last_name: 'Lovelace', email: `ada${orderSerial}@example.com`, phone: '+44 20 7946 0018', zip: 'N1 9GU' },
    customer_locale: 'en',
  };
  store.orders.push(order);
  if (trackings.length) store.shipments[order.id] = trackings;
  return order;
}

describe('BigCommerce install (auth callback)', () => {
  it('exchanges the code, reads the store, and waits for a new merchant to sign up (isRegister false)', async () => {
    const store = newStore();
    const result = await installed(store);
    expect(result).toEqual({
      isRegister: false,
      storeExist: false,
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      shop: { channel_id: 2, name: 'Analytical Engines', url: canonical(store), email: store.ownerEmail },
    });
    const exchange = standIn().tokenRequests().at(-1)!;
    expect(exchange.headers['content-type']).toContain('application/json');
    expect(JSON.parse(exchange.body)).toEqual({
      client_id: BC_CLIENT_ID,
      client_secret: BC_CLIENT_SECRET,
      code: expect.any(String),
      scope: BC_SCOPES,
      grant_type: 'authorization_code',
      redirect_uri: BC_REDIRECT_URI,
      context: `stores/${store.hash}`,
    });
    const profile = standIn().apiRequests(store.hash).find((request) => request.url === `/stores/${store.hash}/v2/store`)!;
    expect(profile.headers['x-auth-token']).toBe(store.tokens[0]);
  });

  it('answers isRegister when an account has the owner’s e-mail, and storeExist (with the new token) once the store is linked', async () => {
    const { who, record, store } = await linkedStore();
    expect(record).toMatchObject({ channel_id: 2, store_name: 'Analytical Engines', url: canonical(store), active: 1 });
    const tenantId = who.session.user_details.tenant_id;
    const row = await storeRow(tenantId, record._id);
    expect(row).toMatchObject({ channelId: 2, url: canonical(store), keysSealed: true, credentialStatus: 'verified', sync: 1 });
    expect(row.key1).not.toContain(store.tokens[0]);
    expect(await openStoreKeys(t.app.ctx, row)).toEqual({ key1: store.tokens[0], key2: store.hash, key3: null });

    const again = await installed(store);
    expect(again).toMatchObject({ isRegister: true, storeExist: true, request_id: null, shop: { url: canonical(store) } });
    expect((await openStoreKeys(t.app.ctx, await storeRow(tenantId, record._id))).key1).toBe(store.tokens[1]);

    const other = newStore();
    await signUp(t.app, { email: other.ownerEmail });
    expect(await installed(other)).toMatchObject({ isRegister: true, storeExist: false, request_id: expect.any(String) });
  });

  it('links an install once: a second link of the same request is refused', async () => {
    const store = newStore();
    const who = await signUp(t.app, { email: store.ownerEmail });
    const { request_id } = await installed(store);
    await link(who, request_id!);
    const twice = await t.app.inject({ method: 'POST', url: '/api/stores/link', headers: who.headers, payload: { request_id } });
    expect(twice.statusCode).toBe(400);
  });

  it('answers 400 in BigCommerce’s words when it refuses the code, and refuses a context that is not a store', async () => {
    const store = newStore();
    const refused = await install({ code: 'not-a-code', scope: BC_SCOPES, context: `stores/${store.hash}` });
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)).toEqual([STORE_INSTALL_MESSAGES.tokenRefused('BigCommerce', `the store answered 401: ${BC_CODE_REFUSAL}`)]);

    const reused = standIn().codeFor(store.hash);
    expect((await install({ code: reused, scope: BC_SCOPES, context: `stores/${store.hash}` })).statusCode).toBe(200);
    expect((await install({ code: reused, scope: BC_SCOPES, context: `stores/${store.hash}` })).statusCode).toBe(400);

    for (const context of ['stores/', 'users/123', `stores/${store.hash}/x`, 'stores/ABC', '']) {
      const response = await install({ code: standIn().codeFor(store.hash), scope: BC_SCOPES, context });
      expect(response.statusCode, context).toBe(400);
      expect(messagesOf(response), context).toEqual([STORE_INSTALL_MESSAGES.badShop]);
    }
  });

  it('refuses an install whose grant does not include the orders', async () => {
    const response = await installStore(newStore(), 'store_v2_information_read_only');
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([STORE_INSTALL_MESSAGES.tokenRefused('BigCommerce', 'the app was not given access to the store’s orders')]);
  });
});

describe('BigCommerce order sync', () => {
  it('turns shipped and partially shipped orders into shipments, every page, and a re-sync creates nothing twice', async () => {
    const store = newStore();
    const base = Date.parse('2026-11-01T00:00:00Z');
    const shipped = Array.from({ length: PAGE_SIZE - 2 }, (_, i) => addOrder(store, 2, base + i * 60_000, [{ tracking_number: `1ZBC${String(i).padStart(6, '0')}`, tracking_carrier: 'ups', shipping_provider: 'ups' }]));
    const twoParcels = addOrder(store, 2, base + 1000 * 60_000, [
      { tracking_number: 'RM123456789GB', tracking_carrier: 'royal-mail', shipping_provider: '' },
      { tracking_number: '794644790138', tracking_carrier: '', shipping_provider: 'fedex' },
    ]);
    addOrder(store, 2, base, [{ tracking_number: ' ', tracking_carrier: 'ups' }]);
    const partial = addOrder(store, 3, base + 500 * 60_000, [{ tracking_number: '9400111899223856123456', tracking_carrier: 'usps', shipping_provider: 'usps' }]);
    addOrder(store, 11, base + 2000 * 60_000, [{ tracking_number: 'NOTYETSHIPPED1', tracking_carrier: 'usps' }]);

    const { who, record } = await linkedStore(store);
    const tenantId = who.session.user_details.tenant_id;
    standIn().limitNext(1, 0);
    const limitedBefore = standIn().limited();
    await syncAll();
    expect(standIn().limited()).toBe(limitedBefore + 1);

    const rows = await shipmentsOf(tenantId);
    expect(rows).toHaveLength(PAGE_SIZE - 2 + 2 + 1);
    expect(rows.find((row) => row.trackingNumber === '1ZBC000000')).toMatchObject({
      slug: 'ups',
      source: 'BigCommerce',
      orderId: String(shipped[0]!.id),
      orderUrl: `${canonical(store)}/manage/orders/${shipped[0]!.id}`,
      customerName: 'Ada Lovelace',
      customerEmails: [`ada${shipped[0]!.id}@example.com`],
      customerPhoneNumbers: ['+442079460018'],
      postalCode: 'N1 9GU',
      language: 'en',
    });
    expect(rows.filter((row) => row.orderId === String(twoParcels.id)).map((row) => row.slug).sort()).toEqual(['fedex', 'royal-mail']);
    expect(rows.find((row) => row.orderId === String(partial.id))).toMatchObject({ slug: 'usps' });
    expect(rows.some((row) => row.trackingNumber === 'NOTYETSHIPPED1')).toBe(false);

    const row = await storeRow(tenantId, record._id);
    expect(row).toMatchObject({ lastSyncOrders: PAGE_SIZE + 1, lastSyncCreated: PAGE_SIZE + 1, lastSyncError: null, credentialStatus: 'verified' });
    expect(row.syncCursor).toBe('2026-11-01T16:40:00+00:00');
    // Shipped: a full page, then 204 No Content; Partially Shipped: one short page.
    const pages = standIn()
      .apiRequests(store.hash)
      .filter((request) => request.url.includes('/v2/orders?'))
      .map((request) => new URL(request.url, 'http://x').searchParams);
    expect(pages.slice(-3).map((query) => `${query.get('status_id')}:${query.get('page')}:${query.get('limit')}:${query.get('sort')}`)).toEqual(['2:1:250:id:asc', '2:2:250:id:asc', '3:1:250:id:asc']);
    expect(pages.at(-1)!.has('min_date_modified')).toBe(false);

    // The next sync asks from the cursor and stores only what is new.
    addOrder(store, 2, base + 3000 * 60_000, [{ tracking_number: '1ZBCNEW00001', tracking_carrier: 'ups' }]);
    await syncAll(new Date(Date.now() + STORE_SYNC_EVERY_MS + 60_000));
    expect(await shipmentsOf(tenantId)).toHaveLength(PAGE_SIZE + 2);
    const again = await storeRow(tenantId, record._id);
    expect(again).toMatchObject({ lastSyncCreated: 1, lastSyncError: null });
    expect(again.lastSyncOrders).toBeLessThan(5);
    const asked = new URL(standIn().apiRequests(store.hash).filter((request) => request.url.includes('/v2/orders?')).at(-1)!.url, 'http://x').searchParams;
    expect(asked.get('min_date_modified')).toBe('2026-11-01T16:40:00+00:00');
  });

  it('waits out a 429 for as long as X-Rate-Limit-Time-Reset-Ms says, and checks keys with one read of the store', async () => {
    const store = newStore();
    addOrder(store, 2, Date.parse('2026-11-05T10:00:00Z'), [{ tracking_number: '1ZBCWAIT0001', tracking_carrier: 'ups' }]);
    await installed(store);
    const waits: number[] = [];
    const deps = { ...t.app.integrations.stores, wait: async (ms: number) => void waits.push(ms) };
    const connection = { url: canonical(store), keys: { key1: store.tokens[0]!, key2: store.hash, key3: null } };
    standIn().limitNext(1, 1500);
    const pages = [];
    for await (const page of bigCommerce.pages(deps, connection, null)) pages.push(page);
    expect(waits).toEqual([2000]);
    expect(pages).toEqual([{ orders: [expect.objectContaining({ trackings: [{ trackingNumber: '1ZBCWAIT0001', courierNames: ['ups'] }] })], newest: '2026-11-05T10:00:00+00:00' }]);

    expect(await bigCommerce.check(deps, connection)).toEqual({ status: 'ok' });
    expect(await bigCommerce.check(deps, { ...connection, keys: { ...connection.keys, key1: 'revoked' } })).toMatchObject({ status: 'rejected' });
    expect(await bigCommerce.check(deps, { ...connection, keys: { key1: null, key2: null, key3: null } })).toMatchObject({ status: 'rejected' });
  });

  it('keeps BigCommerce dates as a cursor that sorts as text', () => {
    expect(cursorOf('Tue, 03 Nov 2026 08:30:00 +0000')).toBe('2026-11-03T08:30:00+00:00');
    expect(cursorOf('Tue, 03 Nov 2026 09:30:00 +0100')).toBe('2026-11-03T08:30:00+00:00');
    expect(cursorOf('not a date')).toBeNull();
    expect(cursorOf(undefined)).toBeNull();
  });
});

describe('BigCommerce load, uninstall and remove-user callbacks', () => {
  it('answers storeExist for a linked store when the merchant opens the app', async () => {
    const { store } = await linkedStore();
    const response = await load(await signedPayloadJwt(store.hash, { owner: { id: 1, email: store.ownerEmail } }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ isRegister: true, storeExist: true, request_id: null, shop: { channel_id: 2, name: 'Analytical Engines', url: canonical(store), email: store.ownerEmail } });

    const unknown = await load(await signedPayloadJwt(newStore().hash));
    expect(unknown.statusCode).toBe(400);
    expect(messagesOf(unknown)).toEqual([STORE_INSTALL_MESSAGES.unknownStore]);
  });

  it('refuses payloads BigCommerce did not sign for this app: 401 "Unauthorized User..."', async () => {
    const { store } = await linkedStore();
    const forged = {
      'another secret': await signedPayloadJwt(store.hash, { secret: 'not-the-client-secret' }),
      'another app': await signedPayloadJwt(store.hash, { audience: 'another-client-id' }),
      'another issuer': await signedPayloadJwt(store.hash, { issuer: 'not-bc' }),
      expired: await signedPayloadJwt(store.hash, { expiresIn: -3600 }),
      'a subject that is not a store': await signedPayloadJwt(store.hash, { subject: 'users/12' }),
      'a store without a hash': await signedPayloadJwt(store.hash, { subject: 'stores/' }),
      'no signature': `${(await signedPayloadJwt(store.hash)).split('.').slice(0, 2).join('.')}.`,
      'not a token': 'garbage',
    };
    for (const [what, signed] of Object.entries(forged)) {
      for (const response of [await load(signed), await callback('uninstall', signed), await callback('remove_user', signed)]) {
        expect(response.statusCode, what).toBe(401);
        expect(response.json(), what).toEqual({ meta: { code: 401, message: [STORE_INSTALL_MESSAGES.unauthorizedUser], error_code: 'unauthenticated' }, data: null });
      }
    }
    // None of them disconnected the store.
    expect((await load(await signedPayloadJwt(store.hash))).statusCode).toBe(200);
  });

  it('uninstall switches the store off and drops its keys; remove-user is acknowledged', async () => {
    const { who, record, store } = await linkedStore();
    expect((await callback('remove_user', await signedPayloadJwt(store.hash))).statusCode).toBe(200);

    const response = await callback('uninstall', await signedPayloadJwt(store.hash));
    expect(response.statusCode, response.body).toBe(200);
    expect(messagesOf(response)).toEqual(['Disconnected 1 store(s).']);
    const row = await storeRow(who.session.user_details.tenant_id, record._id);
    expect(row).toMatchObject({ active: 0, sync: 0, key1: null, key2: null, key3: null, credentialStatus: 'rejected', credentialMessage: 'The app was uninstalled from BigCommerce: install it again to reconnect.' });

    // Installing again reconnects it.
    expect(await installed(store)).toMatchObject({ storeExist: true });
    expect(await storeRow(who.session.user_details.tenant_id, record._id)).toMatchObject({ active: 1, credentialStatus: 'verified' });
  });
});

describe('BigCommerce app not set up', () => {
  it('answers 400 with "not configured" on every callback', async () => {
    const bare = await createTestApp();
    try {
      const signed = await signedPayloadJwt('abc123');
      const responses = [
        await bare.app.inject({ method: 'POST', url: '/api/bigcommerce_to_trailpost_token', payload: { code: 'x', scope: BC_SCOPES, context: 'stores/abc123' } }),
        await bare.app.inject({ method: 'POST', url: '/api/load_bigcommerce_store', payload: { signed_payload: signed } }),
        await bare.app.inject({ method: 'GET', url: `/api/bigcommerce/uninstall?signed_payload_jwt=${signed}` }),
        await bare.app.inject({ method: 'GET', url: `/api/bigcommerce/remove_user?signed_payload_jwt=${signed}` }),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(400);
        expect(messagesOf(response)).toEqual([STORE_INSTALL_MESSAGES.notConfigured('BigCommerce')]);
      }
    } finally {
      await bare.close();
    }
  });
});

describe('BigCommerce webhooks', () => {
  const deliver = (secret: string | null, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/bigcommerce/webhooks', payload: body, headers: secret === null ? {} : { [HOOK_SECRET_HEADER]: secret } });

  it('the install subscribes the store’s shipment webhook to this server with the store’s secret header', async () => {
    const store = newStore();
    await installed(store);
    expect(store.hooks).toEqual([
      { scope: SHIPMENT_SCOPE, destination: `${t.config.publicUrl}/api/bigcommerce/webhooks`, is_active: true, headers: { [HOOK_SECRET_HEADER]: hookSecret(t.config.bigcommerce!, store.hash) } },
    ]);
  });

  it('a shipment created asks for the store to be synced now; a wrong or missing secret is 401', async () => {
    const { who, record, store } = await linkedStore();
    await syncAll();
    const tenantId = who.session.user_details.tenant_id;
    expect((await storeRow(tenantId, record._id)).sync).toBe(0);
    const body = { scope: SHIPMENT_SCOPE, store_id: '1001', data: { type: 'shipment', id: 12, orderId: 101 }, hash: 'x', created_at: 1795500000, producer: `stores/${store.hash}` };
    expect((await deliver('not-the-secret', body)).statusCode).toBe(401);
    expect((await deliver(null, body)).statusCode).toBe(401);
    expect((await deliver(hookSecret(t.config.bigcommerce!, `${store.hash}x`), body)).statusCode).toBe(401);
    const response = await deliver(store.hooks[0]!.headers[HOOK_SECRET_HEADER]!, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(messagesOf(response)).toEqual(['Sync requested.']);
    expect((await storeRow(tenantId, record._id)).sync).toBe(1);
  });
});
