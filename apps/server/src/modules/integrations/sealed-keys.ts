import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { loadSecretBox } from '../../platform/secret-box.js';
import type { ProviderCredentials } from '../../tracking/index.js';

/** key1-key3 of an integration (part 2 §3), in clear. */
export type StoreKeys = ProviderCredentials;

export const STORE_KEYS = ['key1', 'key2', 'key3'] as const;

/** What sealing needs: the database (for the stored box key) and SECRETS_KEY. */
export interface SealingContext {
  db: Db;
  config: Pick<Config, 'secretsKey'>;
}

/** The row a sealed key belongs to: a sealed value opens only on its own store and slot. */
export interface SealedKeysRow extends StoreKeys {
  tenantId: string;
  id: string;
  /** False on rows written before keys were sealed (their values are still in clear). */
  keysSealed: boolean;
}

const keyContext = (tenantId: string, storeId: string, key: string) => `store-key:${tenantId}:${storeId}:${key}`;

/** Keys sealed each under the context `contextOf(slot)` gives. */
export async function sealKeys(ctx: SealingContext, contextOf: (key: string) => string, keys: StoreKeys): Promise<StoreKeys> {
  const box = await loadSecretBox(ctx.db, ctx.config.secretsKey);
  const seal = (key: (typeof STORE_KEYS)[number]) => {
    const value = keys[key];
    return value === null ? null : box.seal(value, contextOf(key));
  };
  return { key1: seal('key1'), key2: seal('key2'), key3: seal('key3') };
}

/** Keys opened each under `contextOf(slot)`; throws when one does not open. */
export async function openKeys(ctx: SealingContext, contextOf: (key: string) => string, sealed: StoreKeys): Promise<StoreKeys> {
  const box = await loadSecretBox(ctx.db, ctx.config.secretsKey);
  const open = (key: (typeof STORE_KEYS)[number]) => {
    const value = sealed[key];
    return value === null ? null : box.open(value, contextOf(key));
  };
  return { key1: open('key1'), key2: open('key2'), key3: open('key3') };
}

export function sealStoreKeys(ctx: SealingContext, tenantId: string, storeId: string, keys: StoreKeys): Promise<StoreKeys> {
  return sealKeys(ctx, (key) => keyContext(tenantId, storeId, key), keys);
}

/** Throws when a value does not open (altered, moved to another row, or sealed under another key). */
export async function openStoreKeys(ctx: SealingContext, row: SealedKeysRow): Promise<StoreKeys> {
  if (!row.keysSealed) return { key1: row.key1, key2: row.key2, key3: row.key3 };
  return openKeys(ctx, (key) => keyContext(row.tenantId, row.id, key), row);
}

const NO_KEYS: StoreKeys = { key1: null, key2: null, key3: null };

/**
 * The keys, or none when they do not open (sealed under another SECRETS_KEY): the merchant types
 * them again, tracking fails those shipments as "credential missing", a push is not trusted.
 */
export function openStoreKeysOrNone(ctx: SealingContext, row: SealedKeysRow): Promise<StoreKeys> {
  return openStoreKeys(ctx, row).catch(() => NO_KEYS);
}
