import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHANNEL_FORMS, STORE_MESSAGES } from '@trailpost/contracts';
import { createSubUser, messagesOf } from '../../test/accounts.js';
import { storeForm, useStoresTestApp } from '../../test/stores-api.js';
import { jsonReply, startTestServer, type TestServer } from '../../tracking/providers/http-test-server.js';

const { t, owner, api, stores } = useStoresTestApp();

const byId = (channelId: number) => CHANNEL_FORMS.find((channel) => channel.channelId === channelId)!;
const wooCommerce = byId(4);
const magento = byId(5);

/** A server of someone else's choosing, on another loopback address, recording what reaches it. */
let elsewhere: TestServer;
beforeAll(async () => {
  elsewhere = await startTestServer(() => jsonReply(200, []));
});
afterAll(async () => elsewhere.close());
// Each test sees only what its own calls sent there, whatever order the tests run in.
beforeEach(() => {
  elsewhere.requests.length = 0;
});

const credentialsSeenElsewhere = () => elsewhere.requests.map((request) => String(request.headers.authorization ?? ''));

describe('changing a store URL', () => {
  it.each([wooCommerce, magento])('$displayName: a sub-user with settings access cannot send the saved keys to another address', async (channel) => {
    const record = await api.created(owner, storeForm(channel));
    const sub = await createSubUser(t.app, t.database, owner, ['settings']);
    const response = await api.update(sub, record._id, { store_name: record.store_name, channel_id: channel.channelId, url: elsewhere.baseUrl });
    expect(response.json()).toEqual({ meta: { code: 400, message: [STORE_MESSAGES.keysForNewUrl(channel)], error_code: 'validation_failed' }, data: null });
    expect(credentialsSeenElsewhere()).toEqual([]);
    expect((await api.get(owner, record._id)).json().data[0].url).toBe(stores().url);
  });

  it('asks the owner for the keys again as well, even one key left out', async () => {
    const form = storeForm(wooCommerce);
    const record = await api.created(owner, form);
    const oneKey = await api.update(owner, record._id, { store_name: record.store_name, channel_id: 4, url: elsewhere.baseUrl, key1: form.key1 });
    expect(messagesOf(oneKey)).toEqual([STORE_MESSAGES.keysForNewUrl(wooCommerce)]);
    expect(credentialsSeenElsewhere()).toEqual([]);
  });

  it('accepts the new address with the keys typed again, and checks them there', async () => {
    const record = await api.created(owner, storeForm(wooCommerce));
    const sub = await createSubUser(t.app, t.database, owner, ['settings']);
    const typed = storeForm(wooCommerce);
    const response = await api.update(sub, record._id, { ...typed, url: elsewhere.baseUrl });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.url).toBe(elsewhere.baseUrl);
    const basic = `Basic ${Buffer.from(`${typed.key1}:${typed.key2}`).toString('base64')}`;
    expect(credentialsSeenElsewhere().at(-1)).toBe(basic);
  });

  it('keeps the saved keys while the address stays the same', async () => {
    const form = storeForm(wooCommerce);
    const record = await api.created(owner, form);
    const sub = await createSubUser(t.app, t.database, owner, ['settings']);
    const renamed = await api.update(sub, record._id, { store_name: 'Renamed', channel_id: 4, url: `${stores().url}/` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await api.reveal(owner, record._id)).json().data).toMatchObject({ key1: form.key1, key2: form.key2 });
  });
});

describe('plain http store URLs', () => {
  it.each([wooCommerce, magento])('$displayName: refused on a public address, on create and on update', async (channel) => {
    const created = await api.create(owner, { ...storeForm(channel), url: 'http://shop.example.com' });
    expect(created.json()).toEqual({ meta: { code: 400, message: [STORE_MESSAGES.httpsRequired('Store URL')], error_code: 'validation_failed' }, data: null });
    const record = await api.created(owner, storeForm(channel));
    const updated = await api.update(owner, record._id, { ...storeForm(channel), url: 'http://shop.example.com' });
    expect(messagesOf(updated)).toEqual([STORE_MESSAGES.httpsRequired('Store URL')]);
  });

  it('accepted for an address the configuration allows (the stand-ins here), and https anywhere', async () => {
    expect(stores().url).toMatch(/^http:\/\/127\.0\.0\.1:/);
    await api.created(owner, storeForm(wooCommerce));
    const https = await api.create(owner, { ...storeForm(wooCommerce), url: 'https://127.0.0.1:9' });
    expect(messagesOf(https)).not.toContain(STORE_MESSAGES.httpsRequired('Store URL'));
  });
});
