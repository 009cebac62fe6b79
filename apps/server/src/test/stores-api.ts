import { afterAll, beforeAll, expect } from 'vitest';
import type { CourierChannel, StoreRecord } from '@trailpost/contracts';
import { useMerchant, type SignedIn } from './accounts.js';
import { startCourierStandIn, type CourierStandIn } from './courier-stand-in.js';
import { useTestApp, type TestApp } from './harness.js';

let serial = 0;

/**
 * A complete form for the channel: every field filled with a distinct value (so couriers'
 * cached sign-ins never carry over between tests), `word` deciding what the courier stand-in
 * answers ("good", "reject" or "down").
 */
export function storeForm(channel: CourierChannel, word = 'good'): Record<string, unknown> {
  serial += 1;
  const keys = Object.fromEntries(channel.fields.map((field) => [field.key, `${word}-${field.label.replace(/\W/g, '').toLowerCase()}-${serial}-k${serial}x9`]));
  return { store_name: `${channel.displayName} ${serial}`, channel_id: channel.channelId, active: 1, ...keys };
}

export function storesApi(t: TestApp) {
  const create = (who: SignedIn, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/stores', headers: who.headers, payload: payload as object });
  return {
    create,
    update: (who: SignedIn, id: string, payload: unknown) => t.app.inject({ method: 'PUT', url: `/api/stores/${id}`, headers: who.headers, payload: payload as object }),
    get: (who: SignedIn, id: string) => t.app.inject({ method: 'GET', url: `/api/stores/${id}`, headers: who.headers }),
    list: (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/stores/list', headers: who.headers }),
    activate: (who: SignedIn, id: string, active: unknown) => t.app.inject({ method: 'PUT', url: `/api/stores/activation/${id}`, headers: who.headers, payload: { active } }),
    reveal: (who: SignedIn, id: string) => t.app.inject({ method: 'POST', url: `/api/stores/${id}/reveal`, headers: who.headers }),
    remove: (who: SignedIn, id: string) => t.app.inject({ method: 'DELETE', url: `/api/stores/${id}`, headers: who.headers }),
    /** Creates and expects a 200: the saved store. */
    async created(who: SignedIn, payload: Record<string, unknown>): Promise<StoreRecord> {
      const response = await create(who, payload);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as StoreRecord;
    },
  };
}

/**
 * An app whose couriers are one local stand-in (started for the file), a merchant, and the
 * stores calls. `couriers()` is the running stand-in.
 */
export function useStoresTestApp() {
  let couriers: CourierStandIn | undefined;
  const standIn = () => {
    if (!couriers) throw new Error('the courier stand-in is not running yet');
    return couriers;
  };
  const t = useTestApp({}, { courierFetch: (input, init) => standIn().fetch(input, init) });
  const owner = useMerchant(t);
  const api = storesApi(t);
  beforeAll(async () => {
    couriers = await startCourierStandIn();
  });
  afterAll(() => couriers?.server.close());
  return { t, owner, api, couriers: standIn };
}
