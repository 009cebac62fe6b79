import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { stores } from '../db/schema/index.js';
import type { ProviderChoice } from './scheduler.js';
import type { ProviderCredentials, TrackedShipment, TrackingProvider } from './providers/types.js';

/**
 * Courier integrations (part 2 §3 channels) and the courier slugs they follow. Ninja Van
 * pushes its events to our webhook, so its shipments are only looked at for expiry.
 */
export const COURIER_CHANNELS = [
  { channelId: 3, adapter: 'australiaPost', slugs: ['australia-post', 'startrack'] },
  { channelId: 6, adapter: 'blueDart', slugs: ['bluedart'] },
  { channelId: 8, adapter: 'push', slugs: ['ninjavan', 'ninjavan-id', 'ninjavan-my', 'ninjavan-philippines', 'ninjavan-sg', 'ninjavan-thai', 'ninjavan-vn', 'ninjavan-mm'] },
  { channelId: 10, adapter: 'ninetyNineMinutos', slugs: ['99minutos'] },
] as const;

type Adapter = (typeof COURIER_CHANNELS)[number]['adapter'];
const CHANNEL_OF_SLUG = new Map<string, (typeof COURIER_CHANNELS)[number]>(
  COURIER_CHANNELS.flatMap((channel) => channel.slugs.map((slug) => [slug, channel] as const)),
);

/**
 * Demo shipments tell a finished story: nobody is asked about them (they are looked at once a
 * day, like a push-only courier's), so the open ones expire as any silent shipment would.
 */
export const DEMO_SOURCE = 'Demo';

export interface ProviderSet {
  /** The embedded default: simulated journeys. */
  sandbox: TrackingProvider;
  /** The aggregator, when the operator brought a key; it then follows every other shipment. */
  aggregator: TrackingProvider | null;
  /** Pull adapters that use a merchant's courier integration. */
  couriers: Record<Exclude<Adapter, 'push'>, TrackingProvider>;
  /** Stands in for couriers that push (their scans arrive by webhook). */
  push: TrackingProvider;
}

/** Active courier integrations of these tenants, oldest first: the first of a channel wins. */
async function integrationsOf(db: Db, tenantIds: string[]): Promise<Map<string, ProviderCredentials>> {
  const rows = await db
    .select({ tenantId: stores.tenantId, channelId: stores.channelId, key1: stores.key1, key2: stores.key2, key3: stores.key3 })
    .from(stores)
    .where(
      and(
        inArray(stores.tenantId, tenantIds),
        inArray(
          stores.channelId,
          COURIER_CHANNELS.map((channel) => channel.channelId),
        ),
        eq(stores.active, 1),
      ),
    )
    .orderBy(asc(stores.createdAt));
  const found = new Map<string, ProviderCredentials>();
  for (const row of rows) {
    const key = `${row.tenantId}/${row.channelId}`;
    if (!found.has(key)) found.set(key, { key1: row.key1, key2: row.key2, key3: row.key3 });
  }
  return found;
}

/**
 * Decides, for a batch, who follows each shipment: the courier's own API when the merchant
 * connected that courier, else the operator's aggregator when there is one, else the sandbox.
 */
export function chooseProviders(db: Db, set: ProviderSet) {
  return async (shipments: TrackedShipment[]): Promise<ProviderChoice[]> => {
    const tenantIds = [...new Set(shipments.filter((s) => CHANNEL_OF_SLUG.has(s.slug)).map((s) => s.tenantId))];
    const integrations = tenantIds.length ? await integrationsOf(db, tenantIds) : new Map<string, ProviderCredentials>();
    return shipments.map((shipment) => {
      if (shipment.source === DEMO_SOURCE) return { provider: set.push, credentials: null };
      const channel = CHANNEL_OF_SLUG.get(shipment.slug);
      const credentials = channel ? integrations.get(`${shipment.tenantId}/${channel.channelId}`) : undefined;
      if (channel && credentials) {
        return { provider: channel.adapter === 'push' ? set.push : set.couriers[channel.adapter], credentials };
      }
      return { provider: set.aggregator ?? set.sandbox, credentials: null };
    });
  };
}

/** Couriers that push: nothing to ask; look again in a day, so a silent shipment can still expire. */
export function createPushOnlyProvider(now: () => Date = () => new Date()): TrackingProvider {
  return {
    name: 'push',
    async fetch() {
      return { events: [], nextCheckAt: new Date(now().getTime() + 86_400_000) };
    },
  };
}
