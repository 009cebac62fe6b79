import { createHmac } from 'node:crypto';
import { BIGCOMMERCE_CHANNEL_ID } from '@trailpost/contracts';
import type { BigCommerceConfig } from '../../../config.js';
import type { ServiceContext } from '../../../platform/context.js';
import { unauthorized } from '../../../platform/errors.js';
import { safeEqual } from '../../../platform/safe-equal.js';
import * as repo from '../repository.js';
import * as installs from '../store-apps/install-repository.js';
import type { StoreClientDeps } from '../store-apps/store-client.js';
import { getStoreJson } from '../store-apps/store-http.js';
import { bigCommerceFetch, canonicalStoreUrl } from './api.js';

/** BigCommerce does not sign webhooks: each store's hook carries this header, a secret only we can compute. */
export const HOOK_SECRET_HEADER = 'x-trailpost-hook';
export const BIGCOMMERCE_WEBHOOK_PATH = '/api/bigcommerce/webhooks';
/** A shipment created (with its tracking number) is when an order has something to track. */
export const SHIPMENT_SCOPE = 'store/shipment/created';

/** The store's hook secret: HMAC of its hash under the app's client secret, so nothing needs storing. */
export const hookSecret = (config: BigCommerceConfig, storeHash: string) => createHmac('sha256', config.clientSecret).update(`bigcommerce-hook:${storeHash}`).digest('hex');

/**
 * Subscribes the store's shipment webhook (`POST /v3/hooks`) to this server, with the secret
 * header. Best effort: a store without it still syncs every 15 minutes, so a refusal is
 * answered, not thrown.
 */
export async function subscribeShipmentHook(deps: StoreClientDeps, config: BigCommerceConfig, storeHash: string, token: string, publicUrl: string): Promise<boolean> {
  const json = { scope: SHIPMENT_SCOPE, destination: `${publicUrl.replace(/\/+$/, '')}${BIGCOMMERCE_WEBHOOK_PATH}`, is_active: true, headers: { [HOOK_SECRET_HEADER]: hookSecret(config, storeHash) } };
  try {
    await getStoreJson(bigCommerceFetch(deps.fetch), `${config.apiUrl}/stores/${storeHash}/v3/hooks`, { 'x-auth-token': token }, { json, attempts: 1 });
    return true;
  } catch {
    return false;
  }
}

export interface BigCommerceWebhook {
  secret: string | undefined;
  body: { scope?: unknown; producer?: unknown };
}

/**
 * A store's webhook: the secret header checked against the producer's store (401 otherwise);
 * a shipment created asks for the store to be synced now. Answers what was done.
 */
export async function receiveBigCommerceWebhook(ctx: ServiceContext, config: BigCommerceConfig, hook: BigCommerceWebhook): Promise<string> {
  const storeHash = typeof hook.body.producer === 'string' ? /^stores\/([a-z0-9]+)$/.exec(hook.body.producer)?.[1] : undefined;
  const expected = storeHash ? hookSecret(config, storeHash) : '';
  if (!storeHash || !safeEqual(Buffer.from(hook.secret ?? ''), Buffer.from(expected))) throw unauthorized('The webhook secret does not match.');
  if (hook.body.scope !== SHIPMENT_SCOPE) return 'Received.';
  const stores = await installs.storesOfShop(ctx.db, BIGCOMMERCE_CHANNEL_ID, canonicalStoreUrl(storeHash));
  for (const store of stores) await repo.requestSync(ctx.db, store.tenantId, store.id);
  return 'Sync requested.';
}
