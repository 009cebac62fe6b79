import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_FORMS, STORE_MESSAGES, type StoreRecord } from '@trailpost/contracts';
import { signUp } from '../../test/accounts.js';
import { storeForm, useStoresTestApp } from '../../test/stores-api.js';
import { syncDueStores } from './store-apps/store-sync.js';

const { t, api } = useStoresTestApp();
const woo = CHANNEL_FORMS.find((channel) => channel.channelId === 4)!;
const magento = CHANNEL_FORMS.find((channel) => channel.channelId === 5)!;

/** What only the logs may hold: the library's words, error codes and the API addresses asked. */
const TECHNICAL = /ENOTFOUND|ECONNREFUSED|EAI_AGAIN|getaddrinfo|connect |https?:\/\/|wp-json|rest\/V1|Error:/;

/** Every text of an answer that a toast or a store card shows. */
function shownTexts(body: { meta: { message: string[] }; data: StoreRecord | null }): string[] {
  return [...body.meta.message, body.data?.credential_message, body.data?.last_sync_error].filter((text): text is string => Boolean(text));
}

/** A loopback port that was free a moment ago: nothing listens there. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let nobodyListens = '';
beforeAll(async () => {
  nobodyListens = `http://127.0.0.1:${await closedPort()}`;
});

const addresses = [
  ['a name no DNS knows', () => 'https://no-such-store.invalid'],
  ['a port nobody listens on', () => nobodyListens],
] as const;

describe.each([woo, magento])('$displayName at an address that cannot be reached', (channel) => {
  it.each(addresses)('%s: saved unverified, in the product’s words only', async (_case, address) => {
    const who = await signUp(t.app);
    const response = await api.create(who, { ...storeForm(channel), url: address() });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.meta.message).toEqual([STORE_MESSAGES.unverified(channel.displayName)]);
    expect(body.data.credential_message).toBe(STORE_MESSAGES.storeUnreachable);
    for (const text of shownTexts(body)) expect(text).not.toMatch(TECHNICAL);
  });

  it.each(addresses)('%s: a sync says so in the product’s words', async (_case, address) => {
    const who = await signUp(t.app);
    const store = await api.created(who, { ...storeForm(channel), url: address() });
    const waits: number[] = [];
    for (let pass = 0; pass < 10 && (await syncDueStores(t.app.ctx, { ...t.app.integrations.stores, wait: async (ms) => void waits.push(ms) })) > 0; pass++);
    const body = (await api.get(who, store._id)).json();
    const record = body.data[0] as StoreRecord;
    expect(record.last_sync_error).toBe(STORE_MESSAGES.storeUnreachable);
    for (const text of shownTexts({ meta: body.meta, data: record })) expect(text).not.toMatch(TECHNICAL);
  });

  it('a private address is refused with the reason, not as refused keys', async () => {
    const who = await signUp(t.app);
    const response = await api.create(who, { ...storeForm(channel), url: 'https://10.0.0.1' });
    expect(response.json()).toEqual({ meta: { code: 400, message: [STORE_MESSAGES.storeAddressRefused], error_code: 'validation_failed' }, data: null });
  });
});

describe('a store whose name does not resolve', () => {
  it('is not asked again and again within one sync: the next sync tries again', async () => {
    // The stores of the file's other tests are synced first, whatever order they ran in: only
    // this store's waits are counted.
    for (let pass = 0; pass < 10 && (await syncDueStores(t.app.ctx, { ...t.app.integrations.stores, wait: async () => undefined })) > 0; pass++);
    const who = await signUp(t.app);
    await api.created(who, { ...storeForm(woo), url: 'https://no-such-store.invalid' });
    const waits: number[] = [];
    for (let pass = 0; pass < 10 && (await syncDueStores(t.app.ctx, { ...t.app.integrations.stores, wait: async (ms) => void waits.push(ms) })) > 0; pass++);
    expect(waits).toEqual([]);
  });
});
