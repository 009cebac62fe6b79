import { BIGCOMMERCE_CHANNEL_ID, STORE_INSTALL_MESSAGES, type BigCommerceLoadBody, type BigCommerceTokenBody, type StoreInstallResult } from '@trailpost/contracts';
import type { BigCommerceConfig } from '../../../config.js';
import type { ServiceContext } from '../../../platform/context.js';
import { badRequest } from '../../../platform/errors.js';
import * as installs from '../store-apps/install-repository.js';
import { recordGrant } from '../store-apps/installs.js';
import type { StoreClientDeps } from '../store-apps/store-client.js';
import { StoreApiError } from '../store-apps/store-http.js';
import { canonicalStoreUrl, exchangeCode, readStoreInfo } from './api.js';
import { storeHashOf, verifySignedPayload } from './jwt.js';
import { subscribeShipmentHook } from './webhooks.js';

/** The app's auth callback page, as registered with BigCommerce (part 2 §6 public routes). */
export const BIGCOMMERCE_AUTH_CALLBACK_PATH = '/bigCommerceApp/install';
/** The scopes the app needs granted: orders (read-only) for the sync. */
const ORDERS_SCOPE = /(^|\s)store_v2_orders(_read_only)?(\s|$)/;

const UNINSTALLED = 'The app was uninstalled from BigCommerce: install it again to reconnect.';

export function bigCommerceConfigOf(ctx: ServiceContext): BigCommerceConfig {
  if (!ctx.config.bigcommerce) throw badRequest(STORE_INSTALL_MESSAGES.notConfigured('BigCommerce'));
  return ctx.config.bigcommerce;
}

/**
 * The auth callback (part 1 §7): BigCommerce's code exchanged for the store's access token, the
 * store's name read with it, then the install recorded under the store's canonical address
 * (`isRegister` / `storeExist`). A refusal by BigCommerce is a 400 in the merchant's words.
 */
export async function finishBigCommerceInstall(ctx: ServiceContext, deps: StoreClientDeps, body: BigCommerceTokenBody, now = new Date()): Promise<StoreInstallResult> {
  const config = bigCommerceConfigOf(ctx);
  const storeHash = storeHashOf(body.context);
  if (!storeHash) throw badRequest(STORE_INSTALL_MESSAGES.badShop);
  if (!body.code.trim()) throw badRequest(STORE_INSTALL_MESSAGES.tokenRefused('BigCommerce', 'no authorization code was given'));
  try {
    const grant = await exchangeCode(deps, config, {
      code: body.code,
      scope: body.scope,
      context: `stores/${storeHash}`,
      // Always this server's own callback page, as registered with BigCommerce.
      redirectUri: `${ctx.config.publicUrl.replace(/\/+$/, '')}${BIGCOMMERCE_AUTH_CALLBACK_PATH}`,
    });
    if (!ORDERS_SCOPE.test(grant.scope)) throw new StoreApiError('rejected', 'the app was not given access to the store’s orders');
    const info = await readStoreInfo(deps, config, storeHash, grant.accessToken, 1);
    await subscribeShipmentHook(deps, config, storeHash, grant.accessToken, ctx.config.publicUrl);
    return await recordGrant(
      ctx,
      {
        channelId: BIGCOMMERCE_CHANNEL_ID,
        shopName: info.name ?? storeHash,
        shopUrl: canonicalStoreUrl(storeHash),
        ownerEmail: grant.userEmail,
        keys: { key1: grant.accessToken, key2: storeHash, key3: null },
      },
      now,
    );
  } catch (error) {
    if (error instanceof StoreApiError) throw badRequest(STORE_INSTALL_MESSAGES.tokenRefused('BigCommerce', error.reason));
    throw error;
  }
}

/**
 * The load callback (the merchant opens the app from the control panel): BigCommerce's signed
 * payload checked, and the store found among the linked ones. A payload that does not verify
 * is a 401 ("Unauthorized User..."), a store no account has linked a 400.
 */
export async function loadBigCommerceStore(ctx: ServiceContext, body: BigCommerceLoadBody): Promise<StoreInstallResult> {
  const payload = await verifySignedPayload(bigCommerceConfigOf(ctx), body.signed_payload);
  const url = canonicalStoreUrl(payload.storeHash);
  const [linked] = await installs.storesOfShop(ctx.db, BIGCOMMERCE_CHANNEL_ID, url);
  if (!linked) throw badRequest(STORE_INSTALL_MESSAGES.unknownStore);
  return {
    isRegister: true,
    storeExist: true,
    request_id: null,
    shop: { channel_id: BIGCOMMERCE_CHANNEL_ID, name: linked.storeName, url, email: (payload.owner ?? payload.user).email },
  };
}

/** The uninstall callback: the store's stores switched off and their token dropped. Answers what was done. */
export async function uninstallBigCommerceStore(ctx: ServiceContext, signedPayload: string): Promise<string> {
  const payload = await verifySignedPayload(bigCommerceConfigOf(ctx), signedPayload);
  const count = await installs.disconnectShop(ctx.db, BIGCOMMERCE_CHANNEL_ID, canonicalStoreUrl(payload.storeHash), UNINSTALLED);
  return `Disconnected ${count} store(s).`;
}

/**
 * The remove-user callback (a user of the store lost access to the app): acknowledged. Trailpost
 * keeps no BigCommerce users: the store's accounts are Trailpost's own.
 */
export async function removeBigCommerceUser(ctx: ServiceContext, signedPayload: string): Promise<string> {
  await verifySignedPayload(bigCommerceConfigOf(ctx), signedPayload);
  return 'Received.';
}
