import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { stores } from '../db/schema/index.js';
import type { ProviderChoice } from './scheduler.js';
import type { ProviderCredentials, TrackedShipment, TrackingProvider } from './providers/types.js';

export { createPushOnlyProvider } from './providers/push-only.js';

/**
 * Courier integrations (part 2 §3 channels) and the courier slugs they follow. Ninja Van
 * pushes its events to our webhook, so its adapter only looks at its shipments for expiry.
 */
export const COURIER_CHANNELS = [
  { channelId: 3, adapter: 'australiaPost', slugs: ['australia-post', 'startrack'] },
  { channelId: 6, adapter: 'blueDart', slugs: ['bluedart'] },
  { channelId: 7, adapter: 'cdl', slugs: ['cdl'] },
  { channelId: 8, adapter: 'ninjaVan', slugs: ['ninjavan', 'ninjavan-id', 'ninjavan-my', 'ninjavan-philippines', 'ninjavan-sg', 'ninjavan-thai', 'ninjavan-vn', 'ninjavan-mm'] },
  { channelId: 9, adapter: 'gwWorld', slugs: ['gwworld'] },
  { channelId: 10, adapter: 'ninetyNineMinutos', slugs: ['99minutos'] },
] as const;

type Adapter = (typeof COURIER_CHANNELS)[number]['adapter'];
const CHANNEL_OF_SLUG = new Map<string, (typeof COURIER_CHANNELS)[number]>(
  COURIER_CHANNELS.flatMap((channel) => channel.slugs.map((slug) => [slug, channel] as const)),
);

/**
 * Demo shipments tell a finished story: they are never due a check and never expire (the
 * schedule's trigger leaves them without a next check, migration 0038), so a demo account's
 * bell stays quiet; a refresh asked for by hand asks nobody.
 */
export const DEMO_SOURCE = 'Demo';

export interface ProviderSet {
  /** The embedded default: simulated journeys. */
  sandbox: TrackingProvider;
  /** The aggregator, when the operator brought a key; it then follows every other shipment. */
  aggregator: TrackingProvider | null;
  /** The adapters that use a merchant's courier integration (and check its keys). */
  couriers: Record<Adapter, TrackingProvider>;
  /** Asks nothing: demo shipments, whose story is already told. */
  push: TrackingProvider;
}

/** The adapter that follows a channel's shipments and checks its keys, if the channel is a courier's. */
export function courierAdapter(set: ProviderSet, channelId: number): TrackingProvider | null {
  const channel = COURIER_CHANNELS.find((entry) => entry.channelId === channelId);
  return channel ? set.couriers[channel.adapter] : null;
}

/** A courier integration's keys as stored: sealed on their store and slot, or in clear on old rows. */
export interface StoredCourierKeys extends ProviderCredentials {
  tenantId: string;
  id: string;
  keysSealed: boolean;
}

/**
 * Opens stored keys, or gives none when they do not open. The integrations module owns the
 * sealing; start-up (services.ts) passes its opener in, so the engine imports no module for it.
 */
export type OpenCourierKeys = (row: StoredCourierKeys) => Promise<ProviderCredentials>;

/**
 * Active courier integrations of these tenants, oldest first: the first of a channel wins.
 * Read on every batch, so switching an integration off or on counts from the next batch.
 */
async function integrationsOf(db: Db, openKeys: OpenCourierKeys, tenantIds: string[]): Promise<Map<string, ProviderCredentials>> {
  const rows = await db
    .select({ tenantId: stores.tenantId, id: stores.id, channelId: stores.channelId, keysSealed: stores.keysSealed, key1: stores.key1, key2: stores.key2, key3: stores.key3 })
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
    if (!found.has(key)) found.set(key, await openKeys(row));
  }
  return found;
}

/**
 * Decides, for a batch, who follows each shipment: the courier's own API when the merchant
 * connected that courier, else the operator's aggregator when there is one, else the sandbox.
 */
export function chooseProviders(db: Db, set: ProviderSet, openKeys: OpenCourierKeys) {
  return async (shipments: TrackedShipment[]): Promise<ProviderChoice[]> => {
    const tenantIds = [...new Set(shipments.filter((s) => CHANNEL_OF_SLUG.has(s.slug)).map((s) => s.tenantId))];
    const integrations = tenantIds.length ? await integrationsOf(db, openKeys, tenantIds) : new Map<string, ProviderCredentials>();
    return shipments.map((shipment) => {
      if (shipment.source === DEMO_SOURCE) return { provider: set.push, credentials: null };
      const channel = CHANNEL_OF_SLUG.get(shipment.slug);
      const credentials = channel ? integrations.get(`${shipment.tenantId}/${channel.channelId}`) : undefined;
      if (channel && credentials) {
        return { provider: set.couriers[channel.adapter], credentials };
      }
      return { provider: set.aggregator ?? set.sandbox, credentials: null };
    });
  };
}
