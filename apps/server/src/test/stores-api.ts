import { afterAll, beforeAll, expect } from 'vitest';
import type { ChannelForm, StoreRecord } from '@trailpost/contracts';
import { useMerchant, type SignedIn } from './accounts.js';
import { startCourierStandIn, type CourierStandIn } from './courier-stand-in.js';
import { useTestApp, type TestApp } from './harness.js';
import { startStoreStandIn, type StoreStandIn } from './store-stand-in.js';

let serial = 0;
/** The store stand-in's address, once it runs: store channels' forms point at it. */
let storeUrl = 'http://127.0.0.1:9';

/**
 * A complete form for the channel: every field filled with a distinct value (so couriers'
 * cached sign-ins never carry over between tests), `word` deciding what the courier stand-in
 * answers ("good", "reject" or "down").
 */
export function storeForm(channel: ChannelForm, word = 'good'): Record<string, unknown> {
  serial += 1;
  const keys = Object.fromEntries(channel.fields.map((field) => [field.key, `${word}-${field.label.replace(/\W/g, '').toLowerCase()}-${serial}-k${serial}x9`]));
  return { store_name: `${channel.displayName} ${serial}`, channel_id: channel.channelId, active: 1, ...(channel.urlLabel ? { url: storeUrl } : {}), ...keys };
}

export function storesApi(t: TestApp) {
  const create = (who: SignedIn, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/stores', headers: who.headers, payload: payload as object });
  return {
    create,
    update: (who: SignedIn, id: string, payload: unknown) => t.app.inject({ method: 'PUT', url: `/api/stores/${id}`, headers: who.headers, payload: payload as object }),
    get: (who: SignedIn, id: string) => t.app.inject({ method: 'GET', url: `/api/stores/${id}`, headers: who.headers }),
    list: (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/stores/list', headers: who.headers }),
    activate: (who: SignedIn, id: string, active: unknown) => t.app.inject({ method: 'PUT', url: `/api/stores/activation/${id}`, headers: who.headers, payload: { active } }),
    reveal: (who: SignedIn, id: string) => t.app.inject({ method: 'POST', url: `/api/stores/reveal/${id}`, headers: who.headers }),
    remove: (who: SignedIn, id: string) => t.app.inject({ method: 'DELETE', url: `/api/stores/${id}`, headers: who.headers }),
    sync: (who: SignedIn, id: string) => t.app.inject({ method: 'POST', url: `/api/stores/sync/${id}`, headers: who.headers }),
    /** Creates and expects a 200: the saved store. */
    async created(who: SignedIn, payload: Record<string, unknown>): Promise<StoreRecord> {
      const response = await create(who, payload);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as StoreRecord;
    },
  };
}

/**
 * An app whose couriers are one local stand-in and whose stores another (started for the file,
 * reached through the safe client with loopback allowed), a merchant, and the stores calls.
 * `couriers()` and `stores()` are the running stand-ins.
 */
export function useStoresTestApp() {
  let couriers: CourierStandIn | undefined;
  let storeStandIn: StoreStandIn | undefined;
  const running = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`the ${name} stand-in is not running yet`);
    return value;
  };
  const t = useTestApp({ outboundAllowCidrs: ['127.0.0.0/8'] }, { courierFetch: (input, init) => running(couriers, 'courier').fetch(input, init) });
  const owner = useMerchant(t);
  const api = storesApi(t);
  beforeAll(async () => {
    couriers = await startCourierStandIn();
    storeStandIn = await startStoreStandIn();
    storeUrl = storeStandIn.url;
  });
  afterAll(async () => {
    await couriers?.server.close();
    await storeStandIn?.server.close();
  });
  return { t, owner, api, couriers: () => running(couriers, 'courier'), stores: () => running(storeStandIn, 'store') };
}
