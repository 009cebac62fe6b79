import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { shipments, stores } from '../db/schema/index.js';
import { signUp, useMerchant, type SignedIn } from '../test/accounts.js';
import { useTestApp } from '../test/harness.js';
import { addShipment } from '../test/shipments.js';
import { connectStore } from '../test/stores.js';
import { openStoreKeysOrNone } from '../modules/integrations/index.js';
import { chooseProviders, type ProviderSet } from './provider-choice.js';
import { createNinjaVanProvider } from './providers/ninja-van.js';
import type { ProviderCredentials, TrackedShipment, TrackingProvider } from './providers/types.js';
import { createTrackingEngine } from './scheduler.js';

const t = useTestApp();
const owner = useMerchant(t);

/** A provider that only says who it is. */
const named = (name: string): TrackingProvider => ({ name, fetch: async () => ({ events: [] }) });
const set = (aggregator: TrackingProvider | null = null): ProviderSet => ({
  sandbox: named('sandbox'),
  aggregator,
  couriers: {
    australiaPost: named('australia-post'), blueDart: named('bluedart'), cdl: named('cdl'), gwWorld: named('gwworld'), ninjaVan: named('ninjavan'), ninetyNineMinutos: named('99minutos'),
  },
  push: named('push'),
});

const tracked = (merchant: SignedIn, slug: string): TrackedShipment => ({
  id: crypto.randomUUID(),
  tenantId: merchant.session.user_details.tenant_id,
  slug,
  trackingNumber: 'TN000001',
  postalCode: null,
  trackingShipDate: null,
  originCountry: null,
  createdAt: new Date(),
});

/** Provider choice as start-up wires it: keys opened by the integrations module. */
const choosing = (providers: ProviderSet) => chooseProviders(t.app.ctx.db, providers, (row) => openStoreKeysOrNone(t.app.ctx, row));

/** Sealed as the stores module seals them: provider choice opens them. */
const connect = (merchant: SignedIn, channelId: number, keys: Partial<ProviderCredentials>, active = 1) => connectStore(t, merchant, channelId, keys, { active });

describe('choosing who follows a shipment', () => {
  it('uses the courier API with the keys of the merchant\'s active integration', async () => {
    const merchant = await signUp(t.app);
    await connect(merchant, 3, { key1: 'secret', key2: 'api-key', key3: '0001234567' });
    await connect(merchant, 6, { key1: 'login', key2: 'licence' }, 0);
    const choose = choosing(set());
    const choices = await choose([tracked(merchant, 'australia-post'), tracked(merchant, 'startrack'), tracked(merchant, 'bluedart'), tracked(merchant, 'usps')]);
    expect(choices.map((c) => c.provider.name)).toEqual(['australia-post', 'australia-post', 'sandbox', 'sandbox']);
    expect(choices[0]!.credentials).toEqual({ key1: 'secret', key2: 'api-key', key3: '0001234567' });
    expect(choices[3]!.credentials).toBeNull();
  });

  it('follows CDL (channel 7) and Gw World (channel 9) with their own adapters once connected', async () => {
    const merchant = await signUp(t.app);
    await connect(merchant, 7, { key2: 'cdl-user', key3: 'cdl-password' });
    await connect(merchant, 9, { key2: 'consumer-key', key3: 'consumer-secret' });
    const unconnected = await signUp(t.app);
    const choices = await choosing(set())([
      tracked(merchant, 'cdl'), tracked(merchant, 'gwworld'), tracked(unconnected, 'cdl'), tracked(unconnected, 'gwworld'),
    ]);
    expect(choices.map((c) => c.provider.name)).toEqual(['cdl', 'gwworld', 'sandbox', 'sandbox']);
    expect(choices[0]!.credentials).toEqual({ key1: null, key2: 'cdl-user', key3: 'cdl-password' });
    expect(choices[1]!.credentials).toEqual({ key1: null, key2: 'consumer-key', key3: 'consumer-secret' });
  });

  it('never lends one merchant\'s integration to another', async () => {
    const connected = await signUp(t.app);
    const other = await signUp(t.app);
    await connect(connected, 10, { key1: 'key-99' });
    const choices = await choosing(set())([tracked(other, '99minutos'), tracked(connected, '99minutos')]);
    expect(choices.map((c) => c.provider.name)).toEqual(['sandbox', '99minutos']);
    expect(choices[1]!.credentials?.key1).toBe('key-99');
  });

  it('hands everything else to the operator\'s aggregator when there is one', async () => {
    const merchant = await signUp(t.app);
    await connect(merchant, 8, { key1: 'client', key2: 'secret' });
    const choices = await choosing(set(named('17track')))([tracked(merchant, 'ninjavan-sg'), tracked(merchant, 'dhl'), tracked(merchant, 'ninjavan')]);
    expect(choices.map((c) => c.provider.name)).toEqual(['ninjavan', '17track', 'ninjavan']);
  });
});

describe('couriers that push', () => {
  it('are looked at again a day later, with nothing asked', async () => {
    const shipment = await addShipment(t.app, owner, { slug: 'ninjavan' });
    await connect(owner, 8, { key1: 'client', key2: 'secret' });
    await t.database.db.execute(sql`update shipments set next_check_at = null where id <> ${shipment._id}`);
    const at = new Date('2026-06-01T12:00:00Z');
    await t.database.db.update(shipments).set({ nextCheckAt: at }).where(eq(shipments.id, shipment._id));
    const engine = createTrackingEngine(t.database.db, {
      choose: choosing({ ...set(), couriers: { ...set().couriers, ninjaVan: createNinjaVanProvider({ now: () => at.getTime() }) } }),
      now: () => at,
    });
    expect((await engine.pollOnce()).checked).toBe(1);
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.id, shipment._id));
    expect(row!.currentStatus).toBe('Pending');
    expect(row!.nextCheckAt).toEqual(new Date('2026-06-02T12:00:00Z'));
  });
});

describe('an integration switched off or on', () => {
  it('stops being used from the next batch, and is used again once switched on', async () => {
    const merchant = await signUp(t.app);
    const id = await connect(merchant, 6, { key1: 'login', key2: 'licence-key' });
    const choose = choosing(set());
    const batch = () => choose([tracked(merchant, 'bluedart')]);
    const activate = (active: 0 | 1) => t.app.inject({ method: 'PUT', url: `/api/stores/activation/${id}`, headers: merchant.headers, payload: { active } });

    expect((await batch()).map((c) => c.provider.name)).toEqual(['bluedart']);
    expect((await activate(0)).statusCode).toBe(200);
    expect(await batch()).toEqual([{ provider: expect.objectContaining({ name: 'sandbox' }), credentials: null }]);
    expect((await activate(1)).statusCode).toBe(200);
    const [again] = await batch();
    expect(again!.provider.name).toBe('bluedart');
    expect(again!.credentials).toEqual({ key1: 'login', key2: 'licence-key', key3: null });
  });
});

describe('keys at rest', () => {
  it('opens sealed keys, and reads keys written before sealing as they are', async () => {
    const merchant = await signUp(t.app);
    await t.database.db.insert(stores).values({ tenantId: merchant.session.user_details.tenant_id, userId: merchant.session._id, channelId: 10, storeName: 'Old', key1: 'plain-id', key2: 'plain-secret' });
    await connect(merchant, 9, { key2: 'consumer', key3: 'secret' });
    const choices = await choosing(set())([tracked(merchant, '99minutos'), tracked(merchant, 'gwworld')]);
    expect(choices.map((c) => c.credentials)).toEqual([
      { key1: 'plain-id', key2: 'plain-secret', key3: null },
      { key1: null, key2: 'consumer', key3: 'secret' },
    ]);
  });

  it('gives keys that do not open as missing, for that merchant only', async () => {
    const merchant = await signUp(t.app);
    const other = await signUp(t.app);
    const id = await connect(merchant, 3, { key1: 'secret', key2: 'api-key', key3: '0001234567' });
    await connect(other, 3, { key1: 'secret-2', key2: 'api-key-2', key3: '0007654321' });
    await t.database.db.update(stores).set({ key2: 'v1.AAAA.BBBB.CCCC' }).where(eq(stores.id, id));
    const choices = await choosing(set())([tracked(merchant, 'australia-post'), tracked(other, 'australia-post')]);
    expect(choices.map((c) => c.provider.name)).toEqual(['australia-post', 'australia-post']);
    expect(choices[0]!.credentials).toEqual({ key1: null, key2: null, key3: null });
    expect(choices[1]!.credentials).toEqual({ key1: 'secret-2', key2: 'api-key-2', key3: '0007654321' });
  });
});
