import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { shipments, stores } from '../db/schema/index.js';
import { signUp, useMerchant, type SignedIn } from '../test/accounts.js';
import { useTestApp } from '../test/harness.js';
import { addShipment } from '../test/shipments.js';
import { chooseProviders, createPushOnlyProvider, type ProviderSet } from './provider-choice.js';
import type { ProviderCredentials, TrackedShipment, TrackingProvider } from './providers/types.js';
import { createTrackingEngine } from './scheduler.js';

const t = useTestApp();
const owner = useMerchant(t);

/** A provider that only says who it is. */
const named = (name: string): TrackingProvider => ({ name, fetch: async () => ({ events: [] }) });
const set = (aggregator: TrackingProvider | null = null): ProviderSet => ({
  sandbox: named('sandbox'),
  aggregator,
  couriers: { australiaPost: named('australia-post'), blueDart: named('bluedart'), ninetyNineMinutos: named('99minutos') },
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

async function connect(merchant: SignedIn, channelId: number, keys: Partial<ProviderCredentials>, active = 1) {
  await t.database.db.insert(stores).values({
    tenantId: merchant.session.user_details.tenant_id,
    userId: merchant.session._id,
    channelId,
    storeName: `Channel ${channelId}`,
    active,
    ...keys,
  });
}

describe('choosing who follows a shipment', () => {
  it('uses the courier API with the keys of the merchant\'s active integration', async () => {
    const merchant = await signUp(t.app);
    await connect(merchant, 3, { key1: 'secret', key2: 'api-key', key3: '0001234567' });
    await connect(merchant, 6, { key1: 'login', key2: 'licence' }, 0);
    const choose = chooseProviders(t.database.db, set());
    const choices = await choose([tracked(merchant, 'australia-post'), tracked(merchant, 'startrack'), tracked(merchant, 'bluedart'), tracked(merchant, 'usps')]);
    expect(choices.map((c) => c.provider.name)).toEqual(['australia-post', 'australia-post', 'sandbox', 'sandbox']);
    expect(choices[0]!.credentials).toEqual({ key1: 'secret', key2: 'api-key', key3: '0001234567' });
    expect(choices[3]!.credentials).toBeNull();
  });

  it('never lends one merchant\'s integration to another', async () => {
    const connected = await signUp(t.app);
    const other = await signUp(t.app);
    await connect(connected, 10, { key1: 'key-99' });
    const choices = await chooseProviders(t.database.db, set())([tracked(other, '99minutos'), tracked(connected, '99minutos')]);
    expect(choices.map((c) => c.provider.name)).toEqual(['sandbox', '99minutos']);
    expect(choices[1]!.credentials?.key1).toBe('key-99');
  });

  it('hands everything else to the operator\'s aggregator when there is one', async () => {
    const merchant = await signUp(t.app);
    await connect(merchant, 8, { key1: 'client', key2: 'secret' });
    const choices = await chooseProviders(t.database.db, set(named('17track')))([tracked(merchant, 'ninjavan-sg'), tracked(merchant, 'dhl'), tracked(merchant, 'ninjavan')]);
    expect(choices.map((c) => c.provider.name)).toEqual(['push', '17track', 'push']);
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
      choose: chooseProviders(t.database.db, { ...set(), push: createPushOnlyProvider(() => at) }),
      now: () => at,
    });
    expect((await engine.pollOnce()).checked).toBe(1);
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.id, shipment._id));
    expect(row!.currentStatus).toBe('Pending');
    expect(row!.nextCheckAt).toEqual(new Date('2026-06-02T12:00:00Z'));
  });
});
