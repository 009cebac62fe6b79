import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CHANNEL_FORMS, STORE_MESSAGES, type StoreRecord } from '@trailpost/contracts';
import { shipments, stores } from '../../../db/schema/index.js';
import { createSubUser, expectHiddenFromOtherTenants, messagesOf, signUp, type SignedIn } from '../../../test/accounts.js';
import { credentialText } from '../../../test/store-stand-in.js';
import { storeForm, useStoresTestApp } from '../../../test/stores-api.js';
import { sealStoreKeys } from '../sealed-keys.js';
import type { WooOrder } from '../woocommerce/client.js';
import type { MagentoOrder, MagentoShipment } from '../magento/client.js';
import { STORE_SYNC_EVERY_MS, STORE_SYNC_LEASE_MS, syncDueStores } from './store-sync.js';

const { t, api, stores: standIn } = useStoresTestApp();
const woo = CHANNEL_FORMS.find((channel) => channel.channelId === 4)!;
const magento = CHANNEL_FORMS.find((channel) => channel.channelId === 5)!;

/** Worker passes until no store is due (each pass syncs what it claims). */
async function syncAll(now = new Date()): Promise<void> {
  for (let pass = 0; pass < 50 && (await syncDueStores(t.app.ctx, t.app.integrations.stores, now)) > 0; pass++);
}

const storeRow = async (id: string) => (await t.database.db.select().from(stores).where(eq(stores.id, id)))[0]!;
const shipmentsOf = (tenantId: string) => t.database.db.select().from(shipments).where(eq(shipments.tenantId, tenantId));
const recordOf = async (who: SignedIn, id: string) => (await api.get(who, id)).json().data[0] as StoreRecord;

let orderSerial = 1000;
/** A completed WooCommerce order with Shipment Tracking items, modified at `modified`. */
function wooOrder(modified: string, items: { tracking_provider?: string; custom_tracking_provider?: string; tracking_number: string }[], status = 'completed'): WooOrder {
  orderSerial += 1;
  return {
    id: orderSerial,
    number: `#${orderSerial}`,
    status,
    date_modified_gmt: modified,
    billing: { first_name: 'Ada', last_name: 'Lovelace', email: `ada${orderSerial}@example.com`, phone: '+44 20 7946 0018', postcode: 'N1 9GU' },
    shipping: { first_name: 'Ada', last_name: 'Lovelace', postcode: 'N1 9GU' },
    meta_data: [{ key: '_wc_shipment_tracking_items', value: items }],
  } as WooOrder;
}

describe('WooCommerce: completed orders become shipments', () => {
  it('reads every page, creates a shipment per tracking number with the order and customer, and a re-sync creates nothing twice', async () => {
    const who = await signUp(t.app);
    const stand = standIn();
    const base = Date.parse('2026-11-01T00:00:00Z');
    const completed = Array.from({ length: 230 }, (_, i) => wooOrder(new Date(base + i * 60_000).toISOString().slice(0, 19), [{ tracking_provider: 'ups', tracking_number: `1ZWOO${String(i).padStart(6, '0')}` }]));
    const processing = wooOrder('2026-11-02T00:00:00', [{ tracking_provider: 'usps', tracking_number: 'NOTYETSHIPPED1' }], 'processing');
    const untracked = wooOrder('2026-11-02T00:00:00', []);
    const twoParcels = wooOrder('2026-11-02T00:01:00', [
      { custom_tracking_provider: 'Royal Mail', tracking_number: 'RM123456789GB' },
      { tracking_provider: 'fedex', tracking_number: '794644790138' },
    ]);
    stand.woo.splice(0, stand.woo.length, ...completed, processing, untracked, twoParcels);

    const form = storeForm(woo);
    const store = await api.created(who, form);
    // This store's requests alone: other tests' stores on the same stand may be due as well.
    const key = String(form[woo.fields[0]!.key]);
    const ownRequests = () => stand.ordersRequests().filter((request) => credentialText(request).includes(key));
    await syncAll();

    const rows = await shipmentsOf(who.session.user_details.tenant_id);
    expect(rows).toHaveLength(232);
    const first = rows.find((row) => row.trackingNumber === '1ZWOO000000')!;
    expect(first).toMatchObject({
      slug: 'ups',
      source: 'WooCommerce',
      orderId: completed[0]!.number,
      orderUrl: `${stand.url}/wp-admin/post.php?post=${completed[0]!.id}&action=edit`,
      customerName: 'Ada Lovelace',
      customerEmails: [completed[0]!.billing!.email],
      customerPhoneNumbers: ['+442079460018'],
      postalCode: 'N1 9GU',
    });
    expect(rows.filter((row) => row.orderId === twoParcels.number).map((row) => row.slug).sort()).toEqual(['fedex', 'royal-mail']);
    expect(rows.some((row) => row.trackingNumber === 'NOTYETSHIPPED1')).toBe(false);

    const record = await recordOf(who, store._id);
    expect(record).toMatchObject({ sync: 0, last_sync_orders: 232, last_sync_created: 232, last_sync_error: null, credential_status: 'verified' });
    // Three pages of 100.
    const pages = ownRequests().filter((request) => request.url.includes('status=completed'));
    expect(pages.slice(-3).map((request) => new URL(request.url, stand.url).searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect((await storeRow(store._id)).syncCursor).toBe('2026-11-02T00:01:00');

    // Fifteen minutes on, the next sync asks from the cursor (less a second) and stores nothing twice.
    stand.woo.push(wooOrder('2026-11-03T00:00:00', [{ tracking_provider: 'dhl', tracking_number: '1234567890' }]));
    await syncAll(new Date(Date.now() + STORE_SYNC_EVERY_MS + 1000));
    const again = ownRequests().at(-1)!;
    expect(new URL(again.url, stand.url).searchParams.get('modified_after')).toBe('2026-11-02T00:00:59');
    expect(await shipmentsOf(who.session.user_details.tenant_id)).toHaveLength(233);
    expect(await recordOf(who, store._id)).toMatchObject({ last_sync_orders: 2, last_sync_created: 1 });
  });

  it('waits out a rate limit (429 with Retry-After) and carries on', async () => {
    const who = await signUp(t.app);
    const stand = standIn();
    stand.woo.splice(0, stand.woo.length, wooOrder('2026-11-05T00:00:00', [{ tracking_provider: 'usps', tracking_number: '9400100000000000000001' }]));
    const store = await api.created(who, storeForm(woo));
    stand.limitNext(2, '0');
    await syncAll();
    expect(await recordOf(who, store._id)).toMatchObject({ last_sync_created: 1, last_sync_error: null });
  });

  it('keys the store refuses during a sync: the error is shown, the keys marked refused, and it is not synced again on schedule', async () => {
    const who = await signUp(t.app);
    const store = await api.created(who, storeForm(woo));
    // The store revokes the key after it was saved.
    await t.database.db.update(stores).set({ credentialStatus: 'verified' }).where(eq(stores.id, store._id));
    const row = await storeRow(store._id);
    await t.database.db.update(stores).set(await sealStoreKeys(t.app.ctx, row.tenantId, row.id, { key1: 'reject-me', key2: 'reject-me', key3: null })).where(eq(stores.id, store._id));
    await syncAll();
    const record = await recordOf(who, store._id);
    expect(record.last_sync_error).toContain('Consumer key is invalid.');
    expect(record.credential_status).toBe('rejected');
    const syncedAt = record.last_synced_at;
    await syncAll(new Date(Date.now() + STORE_SYNC_EVERY_MS + 1000));
    expect((await recordOf(who, store._id)).last_synced_at).toBe(syncedAt);
  });

  it('a store switched off is not synced, and Sync now asks to switch it on', async () => {
    const who = await signUp(t.app);
    const stand = standIn();
    stand.woo.splice(0, stand.woo.length, wooOrder('2026-11-06T00:00:00', [{ tracking_provider: 'usps', tracking_number: '9400100000000000000002' }]));
    const store = await api.created(who, { ...storeForm(woo), active: 0 });
    await syncAll();
    expect(await shipmentsOf(who.session.user_details.tenant_id)).toHaveLength(0);
    const response = await api.sync(who, store._id);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([STORE_MESSAGES.syncInactive]);
  });

  it('a claim whose worker died is taken over once its lease has lapsed', async () => {
    const who = await signUp(t.app);
    const store = await api.created(who, storeForm(woo));
    const started = new Date(Date.now() - STORE_SYNC_LEASE_MS - 1000);
    await t.database.db.update(stores).set({ sync: 1, syncStartedAt: started }).where(eq(stores.id, store._id));
    await syncAll();
    expect(await recordOf(who, store._id)).toMatchObject({ sync: 0, last_sync_error: null });
    expect((await recordOf(who, store._id)).last_synced_at).not.toBeNull();
  });
});

describe('Magento 2: shipped orders become shipments', () => {
  it("reads the store's shipments page by page with their orders, and stops at total_count", async () => {
    const who = await signUp(t.app);
    const stand = standIn();
    const orders: MagentoOrder[] = Array.from({ length: 120 }, (_, i) => ({
      entity_id: 5000 + i,
      increment_id: `00000${5000 + i}`,
      customer_firstname: 'Grace',
      customer_lastname: 'Hopper',
      customer_email: `grace${i}@example.com`,
      billing_address: { telephone: '+1 202 555 0143', postcode: '20500' },
    }));
    const shipmentsOfStore: MagentoShipment[] = orders.map((order, i) => ({
      entity_id: 9000 + i,
      order_id: order.entity_id,
      store_id: 1,
      updated_at: `2026-11-0${1 + (i % 5)} 10:00:00`,
      tracks: [{ track_number: `9400111${String(i).padStart(15, '0')}`, carrier_code: 'usps', title: 'United States Postal Service' }],
    })) as MagentoShipment[];
    // Another store view of the same Magento: not this store's.
    const otherView = { entity_id: 9999, order_id: 5000, store_id: 2, updated_at: '2026-11-01 10:00:00', tracks: [{ track_number: 'OTHERVIEW0001', carrier_code: 'ups' }] } as MagentoShipment;
    stand.magentoOrders.splice(0, stand.magentoOrders.length, ...orders);
    stand.magentoShipments.splice(0, stand.magentoShipments.length, ...shipmentsOfStore, otherView);

    const store = await api.created(who, { ...storeForm(magento), key2: '1' });
    await syncAll();
    const rows = await shipmentsOf(who.session.user_details.tenant_id);
    expect(rows).toHaveLength(120);
    expect(rows.find((row) => row.orderId === '000005000')).toMatchObject({
      slug: 'usps',
      source: 'Magento 2.x',
      customerName: 'Grace Hopper',
      customerEmails: ['grace0@example.com'],
      orderUrl: `${stand.url}/admin/sales/order/view/order_id/5000/`,
      postalCode: '20500',
    });
    expect(await recordOf(who, store._id)).toMatchObject({ last_sync_orders: 120, last_sync_created: 120, last_sync_error: null });
    // Two pages of shipments (100 + 20), each with one orders request: no page past the end.
    const shipmentPages = stand.ordersRequests().filter((request) => request.url.startsWith('/rest/V1/shipments') && request.url.includes('pageSize%5D=100'));
    expect(shipmentPages.slice(-2).map((request) => new URL(request.url, stand.url).searchParams.get('searchCriteria[currentPage]'))).toEqual(['1', '2']);
    expect((await storeRow(store._id)).syncCursor).toBe('2026-11-05 10:00:00');
  });
});

describe('the store form: address rules', () => {
  it.each([
    ['', STORE_MESSAGES.urlRequired('Store URL')],
    ['shop', STORE_MESSAGES.invalidUrl],
    ['ftp://shop.example.com', STORE_MESSAGES.invalidUrl],
    ['https://user:pass@shop.example.com', STORE_MESSAGES.invalidUrl],
  ])('%j: %s', async (url, message) => {
    const who = await signUp(t.app);
    const response = await api.create(who, { ...storeForm(woo), url });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([message]);
  });

  it('keeps the address without its trailing slash, and an edit to another address (keys typed again) checks them there and starts over', async () => {
    const who = await signUp(t.app);
    const stand = standIn();
    const store = await api.created(who, { ...storeForm(woo), url: `${stand.url}/` });
    expect(store.url).toBe(stand.url);
    await t.database.db.update(stores).set({ syncCursor: '2026-01-01T00:00:00' }).where(and(eq(stores.id, store._id)));
    const calls = stand.ordersRequests().length;
    const response = await api.update(who, store._id, { ...storeForm(woo), store_name: store.store_name, url: `${stand.url.replace('127.0.0.1', 'localhost')}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(stand.ordersRequests().length).toBe(calls + 1);
    expect((await storeRow(store._id)).syncCursor).toBeNull();
  });

  it('a store address on a private network is refused as the safe client refuses it', async () => {
    const who = await signUp(t.app);
    const response = await api.create(who, { ...storeForm(woo), url: 'https://10.0.0.8' });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([STORE_MESSAGES.storeAddressRefused]);
  });
});

describe('POST /stores/sync/{id}', () => {
  it('"Sync started.": the store shows in progress and the next pass syncs it even when it synced moments ago', async () => {
    const who = await signUp(t.app);
    const stand = standIn();
    stand.woo.splice(0, stand.woo.length);
    const store = await api.created(who, storeForm(woo));
    await syncAll();
    stand.woo.push(wooOrder('2026-11-09T00:00:00', [{ tracking_provider: 'usps', tracking_number: '9400100000000000000009' }]));
    const response = await api.sync(who, store._id);
    expect(response.statusCode).toBe(200);
    expect(messagesOf(response)).toEqual([STORE_MESSAGES.syncStarted]);
    expect(response.json().data).toMatchObject({ _id: store._id, sync: 1 });
    await syncAll();
    expect(await recordOf(who, store._id)).toMatchObject({ sync: 0, last_sync_created: 1 });
  });

  it('a courier account is not synced: 400', async () => {
    const who = await signUp(t.app);
    const courier = await api.created(who, storeForm(CHANNEL_FORMS.find((channel) => channel.channelId === 6)!));
    const response = await api.sync(who, courier._id);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([STORE_MESSAGES.syncNotStore]);
  });

  it("another tenant's store and a malformed id are not found; a sub-user without settings is refused", async () => {
    const who = await signUp(t.app);
    const store = await api.created(who, storeForm(woo));
    await expectHiddenFromOtherTenants(t.app, { method: 'POST', url: `/api/stores/sync/${store._id}` });
    expect((await api.sync(who, 'not-an-id')).statusCode).toBe(404);
    const sub = await createSubUser(t.app, t.database, who, ['tracking']);
    expect((await api.sync(sub, store._id)).statusCode).toBe(403);
  });
});
