import { LRUCache } from 'lru-cache';
import {
  DEFAULT_DELIVERY_DATE_SOURCE,
  DEFAULT_PAGE_LANGUAGE,
  DELIVERY_DATE_SOURCES,
  type DeliveryDateSource,
  messagePlaceholders,
  pageLanguageOf,
  TRACKING_PAGE_SETTINGS_MESSAGES,
  type PageLanguage,
  type TrackingPageSettingsFields,
  type TrackingPageSettingsView,
  type TrackingPageTextsBody,
  type TrackingPageTextsView,
} from '@trailpost/contracts';
import type { Db } from '../../db/client.js';
import { perDatabase } from '../../db/per-database.js';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { invalidField } from '../../platform/errors.js';
import { actorOf, changesBetween, recordAudit } from '../audit/index.js';
import { forgetMerchantModel, merchantDeliverySettings } from '../predictions/index.js';
import { applyDeliveryDateSource } from '../shipments/index.js';
import { messageFileTexts } from './locales.js';
import { findTrackingPageSettings, saveTrackingPageSettings, type TrackingPageSettingsValues } from './repository.js';

/** How the merchant's public pages answer: the second detail, the language, the merchant's own wording. */
export interface PublishedPageSettings {
  orderLookupVerification: boolean;
  defaultLanguage: PageLanguage;
  texts: Record<string, Record<string, string>>;
  /** Which delivery date customers see. */
  deliveryDateSource: DeliveryDateSource;
}

/** What an account that never saved its settings has: a new page asks for the second detail, in English. */
const NEW_PAGE_SETTINGS: PublishedPageSettings = {
  orderLookupVerification: true,
  defaultLanguage: DEFAULT_PAGE_LANGUAGE,
  texts: {},
  deliveryDateSource: DEFAULT_DELIVERY_DATE_SOURCE,
};

/**
 * Settings read lately, per database and account: every public page and lookup needs its
 * merchant's. A change saved here is seen at once; one saved through another API process
 * within SETTINGS_TTL_MS.
 */
const SETTINGS_TTL_MS = 10_000;
const cacheOf = perDatabase(() => new LRUCache<string, PublishedPageSettings>({ max: 20_000, ttl: SETTINGS_TTL_MS }));

async function readSettings(db: Db, tenantId: string): Promise<PublishedPageSettings> {
  const row = await findTrackingPageSettings(db, tenantId);
  if (!row) return NEW_PAGE_SETTINGS;
  return {
    orderLookupVerification: row.orderLookupVerification,
    defaultLanguage: pageLanguageOf(row.defaultLanguage) ?? DEFAULT_PAGE_LANGUAGE,
    texts: row.texts,
    deliveryDateSource: DELIVERY_DATE_SOURCES.find((source) => source === row.deliveryDateSource) ?? DEFAULT_DELIVERY_DATE_SOURCE,
  };
}

/** The settings the merchant's public pages follow (for public-tracking and the page itself), cached briefly. */
export async function publishedPageSettings(ctx: ServiceContext, tenantId: string): Promise<PublishedPageSettings> {
  const cache = cacheOf(ctx.db);
  const known = cache.get(tenantId);
  if (known) return known;
  const settings = await readSettings(ctx.db, tenantId);
  cache.set(tenantId, settings);
  return settings;
}

const viewOf = (settings: PublishedPageSettings): TrackingPageSettingsView => ({
  order_lookup_verification: settings.orderLookupVerification,
  default_language: settings.defaultLanguage,
  delivery_date_source: settings.deliveryDateSource,
});

export async function getTrackingPageSettings(ctx: ServiceContext, auth: AuthContext): Promise<TrackingPageSettingsView> {
  assertAccess(auth, 'settings');
  return viewOf(await readSettings(ctx.db, auth.tenantId));
}

/** A change of the settings: what to write, and what the audit log records of before and after. */
interface SettingsChange {
  values: TrackingPageSettingsValues;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Saves a change made from the current settings and records it in the audit log, in one transaction. */
async function saveAudited(ctx: ServiceContext, auth: AuthContext, changeOf: (current: PublishedPageSettings) => SettingsChange): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await readSettings(tx, auth.tenantId);
    const change = changeOf(current);
    await saveTrackingPageSettings(tx, auth.tenantId, change.values, new Date());
    const source = change.values.deliveryDateSource as DeliveryDateSource | undefined;
    if (source && source !== current.deliveryDateSource) {
      await applyDeliveryDateSource(tx, auth.tenantId, source, (await merchantDeliverySettings(tx, auth.tenantId)).zone);
    }
    const changes = changesBetween(change.before, change.after);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, actorOf(auth), { action: 'tracking_page.settings_updated', targetType: 'tracking_page_settings', targetId: auth.tenantId, changes });
    }
  });
  cacheOf(ctx.db).delete(auth.tenantId);
  forgetMerchantModel(ctx.db, auth.tenantId);
}

export async function editTrackingPageSettings(ctx: ServiceContext, auth: AuthContext, input: TrackingPageSettingsFields): Promise<TrackingPageSettingsView> {
  assertAccess(auth, 'settings');
  const language = input.default_language;
  const source = input.delivery_date_source;
  await saveAudited(ctx, auth, (current) => ({
    values: {
      orderLookupVerification: input.order_lookup_verification,
      ...(language ? { defaultLanguage: language } : {}),
      ...(source ? { deliveryDateSource: source } : {}),
    },
    before: viewOf(current),
    after: {
      order_lookup_verification: input.order_lookup_verification,
      ...(language ? { default_language: language } : {}),
      ...(source ? { delivery_date_source: source } : {}),
    },
  }));
  return getTrackingPageSettings(ctx, auth);
}

/** One language's texts: what its message file says, and the merchant's own wording where it has one. */
export async function getTrackingPageTexts(ctx: ServiceContext, auth: AuthContext, language: PageLanguage): Promise<TrackingPageTextsView> {
  assertAccess(auth, 'settings');
  const own = (await readSettings(ctx.db, auth.tenantId)).texts[language] ?? {};
  return { language, texts: Object.entries(messageFileTexts(language)).map(([key, text]) => ({ key, text, custom: own[key] ?? null })) };
}

/** Replaces the merchant's wording of one language; each text must be one of the page's and keep its placeholders. */
export async function editTrackingPageTexts(ctx: ServiceContext, auth: AuthContext, input: TrackingPageTextsBody): Promise<TrackingPageTextsView> {
  assertAccess(auth, 'settings');
  const language = input.language as PageLanguage;
  const files = messageFileTexts(language);
  const own: Record<string, string> = {};
  for (const [key, raw] of Object.entries(input.texts)) {
    const original = files[key];
    if (original === undefined) throw invalidField(`texts.${key}`, TRACKING_PAGE_SETTINGS_MESSAGES.unknownTextKey(key));
    const text = raw.trim();
    if (!text || text === original) continue;
    const wanted = messagePlaceholders(original);
    if (messagePlaceholders(text).join() !== wanted.join()) {
      throw invalidField(`texts.${key}`, TRACKING_PAGE_SETTINGS_MESSAGES.textPlaceholders(key, wanted.map((name) => `{${name}}`).join(', ')));
    }
    own[key] = text;
  }
  await saveAudited(ctx, auth, (current) => {
    const texts = { ...current.texts, [language]: own };
    if (!Object.keys(own).length) delete texts[language];
    return { values: { texts }, before: { [`texts.${language}`]: current.texts[language] ?? {} }, after: { [`texts.${language}`]: own } };
  });
  return getTrackingPageTexts(ctx, auth, language);
}
