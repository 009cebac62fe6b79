import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { customerDeliveryDate, DEFAULT_DELIVERY_DATE_SOURCE, DELIVERY_DATE_SOURCES, isTimeZone, type DeliveryDateSource, type ShipmentStatus } from '@trailpost/contracts';
import { rowsOf, type Db, type Tx } from '../../db/client.js';
import { perDatabase } from '../../db/per-database.js';
import { accountZones } from '../shipments/index.js';
import { localDateIn } from './local-date.js';
import { dayOf } from './calendar.js';
import { merchantHistory, platformHistory } from './history.js';
import { DEFAULT_MODEL_SETTINGS, predictDelivery, trainModel, type Delivery, type DeliveryModel, type Prediction } from './model.js';
import type { Place } from './lanes.js';

/**
 * Models per merchant, kept in memory: ingest asks for every shipment it checks, and a model
 * changes only as deliveries accumulate. A merchant's is relearned after MERCHANT_TTL_MS (or at
 * once when its settings change); the platform's, a heavier read, after PLATFORM_TTL_MS.
 */
const MERCHANT_TTL_MS = 60 * 60_000;
const PLATFORM_TTL_MS = 6 * 60 * 60_000;
const DAY_MS = 86_400_000;

/** What a shipment is predicted from, as ingest knows it. */
export interface ShipmentRoute {
  courier: string;
  service: string | null;
  origin: Place;
  destination: Place;
  /** The first scan; none yet: predicted as if picked up today. */
  shippedAt: Date | null;
  status: ShipmentStatus;
}

/** A merchant's delivery dates: ours for a shipment, and which one its customers see. */
export interface MerchantPredictor extends MerchantDeliverySettings {
  predict(route: ShipmentRoute, now: Date): Prediction | null;
  /** The date customers see, from the courier's expected delivery and our predicted date. */
  customerDate(courierDate: Date | null, predicted: string | null): string | null;
}

interface MerchantModel extends MerchantDeliverySettings {
  model: DeliveryModel;
}

/**
 * Models kept at once: a level holds 91 numbers (728 bytes), a merchant typically tens to a few
 * hundred levels, so a thousand merchants stay within tens of megabytes; the least recently
 * checked merchant is learned again when its turn comes.
 */
const MERCHANTS_KEPT = 1_000;
const merchantCacheOf = perDatabase(() => new LRUCache<string, Promise<MerchantModel>>({ max: MERCHANTS_KEPT, ttl: MERCHANT_TTL_MS }));
const platformCacheOf = perDatabase(() => new LRUCache<'platform', Promise<DeliveryModel>>({ max: 1, ttl: PLATFORM_TTL_MS }));

export interface MerchantDeliverySettings {
  zone: string;
  source: DeliveryDateSource;
}

/**
 * Settings read lately: automations ask for every batch of a merchant's shipments, often inside
 * a transaction. Keyed by the merchant alone (ids are unique across databases), so a
 * transaction's read serves the next one.
 */
const settingsCache = new LRUCache<string, Promise<MerchantDeliverySettings>>({ max: 20_000, ttl: 60_000 });

/** The merchant's zone (its main user's) and its choice of date, cached for a minute (or until the choice changes here). */
export function merchantDeliverySettings(db: Db | Tx, tenantId: string): Promise<MerchantDeliverySettings> {
  return cached(settingsCache, tenantId, () => readDeliverySettings(db, tenantId));
}

async function readDeliverySettings(db: Db | Tx, tenantId: string): Promise<MerchantDeliverySettings> {
  const [row] = rowsOf(
    await db.execute(sql`
      select (select z.time_zone from (${accountZones(sql`(${tenantId}::uuid)`)}) z) as zone,
        (select delivery_date_source from tracking_page_settings where tenant_id = ${tenantId}::uuid) as source`),
  );
  const zone = String(row?.zone ?? '');
  const source = DELIVERY_DATE_SOURCES.find((known) => known === row?.source) ?? DEFAULT_DELIVERY_DATE_SOURCE;
  return { zone: isTimeZone(zone) ? zone : 'UTC', source };
}

/** A delivery with a service also counts for its route without one: a shipment of an unseen service still finds its lane. */
const withoutServices = (history: Delivery[]) => [...history, ...history.filter((delivery) => delivery.service).map((delivery) => ({ ...delivery, service: null }))];

async function learnMerchant(db: Db, tenantId: string, now: Date): Promise<MerchantModel> {
  const { zone, source } = await readDeliverySettings(db, tenantId);
  const since = new Date(now.getTime() - DEFAULT_MODEL_SETTINGS.windowDays * DAY_MS);
  const history = await merchantHistory(db, tenantId, zone, since);
  return { zone, source, model: trainModel(withoutServices(history), dayOf(localDateIn(now, zone))) };
}

async function learnPlatform(db: Db, now: Date): Promise<DeliveryModel> {
  const since = new Date(now.getTime() - DEFAULT_MODEL_SETTINGS.windowDays * DAY_MS);
  return trainModel(await platformHistory(db, since), dayOf(localDateIn(now, 'UTC')));
}

function cached<K extends string, V extends object>(cache: LRUCache<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  const known = cache.get(key);
  if (known) return known;
  const loading = load();
  cache.set(key, loading);
  // A failed read is not kept: the next batch tries again.
  loading.catch(() => cache.delete(key));
  return loading;
}

function predictorOf({ zone, source, model }: MerchantModel, platform: DeliveryModel): MerchantPredictor {
  return {
    zone,
    source,
    predict(route, now) {
      const today = dayOf(localDateIn(now, zone));
      const pickedUp = route.shippedAt ? dayOf(localDateIn(route.shippedAt, zone)) : today;
      const context = { today, outForDelivery: route.status === 'OutForDelivery', platform };
      const withService = route.service ? predictDelivery(model, route, pickedUp, context) : null;
      return withService ?? predictDelivery(model, { ...route, service: null }, pickedUp, context);
    },
    customerDate: (courierDate, predicted) => customerDeliveryDate(source, courierDate ? localDateIn(courierDate, zone) : null, predicted),
  };
}

/** Predictors for the merchants of a batch, learned on first use and kept for the next batches. */
export async function merchantPredictors(db: Db, tenantIds: Iterable<string>, now = new Date()): Promise<Map<string, MerchantPredictor>> {
  const platform = await cached(platformCacheOf(db), 'platform', () => learnPlatform(db, now));
  const merchants = merchantCacheOf(db);
  const unique = [...new Set(tenantIds)];
  const models = await Promise.all(unique.map((tenantId) => cached(merchants, tenantId, () => learnMerchant(db, tenantId, now))));
  return new Map(unique.map((tenantId, index) => [tenantId, predictorOf(models[index]!, platform)]));
}

/** Relearns a merchant's model (and its settings) on next use: its choice of date changed, or a test's history did. */
export function forgetMerchantModel(db: Db, tenantId: string): void {
  merchantCacheOf(db).delete(tenantId);
  settingsCache.delete(tenantId);
}

/** Relearns the platform's model on next use. */
export function forgetPlatformModel(db: Db): void {
  platformCacheOf(db).clear();
}
