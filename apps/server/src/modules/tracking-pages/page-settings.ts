import { LRUCache } from 'lru-cache';
import type { TrackingPageSettingsView } from '@trailpost/contracts';
import { perDatabase } from '../../db/per-database.js';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { actorOf, changesBetween, recordAudit } from '../audit/index.js';
import { findTrackingPageSettings, saveTrackingPageSettings } from './repository.js';

/** What an account that never saved its settings has: a new page asks for the second detail. */
const NEW_PAGE_SETTINGS: TrackingPageSettingsView = { order_lookup_verification: true };

/**
 * Settings read lately, per database and account: every public lookup needs its merchant's. A
 * change saved here is seen at once; one saved through another API process within SETTINGS_TTL_MS.
 */
const SETTINGS_TTL_MS = 10_000;
const cacheOf = perDatabase(() => new LRUCache<string, TrackingPageSettingsView>({ max: 20_000, ttl: SETTINGS_TTL_MS }));

async function readSettings(ctx: ServiceContext, tenantId: string): Promise<TrackingPageSettingsView> {
  const row = await findTrackingPageSettings(ctx.db, tenantId);
  return row ? { order_lookup_verification: row.orderLookupVerification } : NEW_PAGE_SETTINGS;
}

/** The settings the merchant's public pages follow (for public-tracking), cached briefly. */
export async function publishedPageSettings(ctx: ServiceContext, tenantId: string): Promise<TrackingPageSettingsView> {
  const cache = cacheOf(ctx.db);
  const known = cache.get(tenantId);
  if (known) return known;
  const settings = await readSettings(ctx, tenantId);
  cache.set(tenantId, settings);
  return settings;
}

export async function getTrackingPageSettings(ctx: ServiceContext, auth: AuthContext): Promise<TrackingPageSettingsView> {
  assertAccess(auth, 'settings');
  return readSettings(ctx, auth.tenantId);
}

/** Saves the settings and records what changed in the audit log, in one transaction. */
export async function editTrackingPageSettings(ctx: ServiceContext, auth: AuthContext, input: TrackingPageSettingsView): Promise<TrackingPageSettingsView> {
  assertAccess(auth, 'settings');
  await ctx.db.transaction(async (tx) => {
    const before = await readSettings({ ...ctx, db: tx }, auth.tenantId);
    await saveTrackingPageSettings(tx, auth.tenantId, { orderLookupVerification: input.order_lookup_verification }, new Date());
    const changes = changesBetween(before, input);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, actorOf(auth), { action: 'tracking_page.settings_updated', targetType: 'tracking_page_settings', targetId: auth.tenantId, changes });
    }
  });
  cacheOf(ctx.db).delete(auth.tenantId);
  return readSettings(ctx, auth.tenantId);
}
