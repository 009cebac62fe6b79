import { randomBytes } from 'node:crypto';
import { SHOPIFY_CHANNEL_ID, STORE_INSTALL_MESSAGES, type StoreInstallBody, type StoreInstallResult, type StoreTokenBody } from '@trailpost/contracts';
import type { ShopifyConfig } from '../../../config.js';
import type { ServiceContext } from '../../../platform/context.js';
import { badRequest } from '../../../platform/errors.js';
import * as installs from '../store-apps/install-repository.js';
import { recordGrant } from '../store-apps/installs.js';
import type { StoreClientDeps } from '../store-apps/store-client.js';
import { StoreApiError } from '../store-apps/store-http.js';
import { adminUrl, exchangeCode, graphql, SHOPIFY_SCOPES } from './admin-api.js';
import { isShopDomain, isSignedQuery } from './signatures.js';

/** The callback page Shopify sends the merchant back to (part 2 §6 public routes). */
export const SHOPIFY_CALLBACK_PATH = '/shopify_to_trailpost_token';
/** An install or callback link older than this is refused (a replayed link). */
const LINK_LIFETIME_S = 24 * 3600;
/** Between the authorization page and its callback. */
const STATE_TTL_MS = 10 * 60_000;

export function shopifyConfigOf(ctx: ServiceContext): ShopifyConfig {
  if (!ctx.config.shopify) throw badRequest(STORE_INSTALL_MESSAGES.notConfigured('Shopify'));
  return ctx.config.shopify;
}

/** A query as the page received it: a whole address or just its query string. */
function queryOf(text: string): URLSearchParams {
  const at = text.indexOf('?');
  return new URLSearchParams(at >= 0 ? text.slice(at + 1) : text);
}

/** A query Shopify signed, recently, for a shop domain: its shop; a 400 in the merchant's words otherwise. */
function verifiedShop(config: ShopifyConfig, query: URLSearchParams, now: Date): string {
  if (!isSignedQuery(query, config.apiSecret)) throw badRequest(STORE_INSTALL_MESSAGES.badSignature);
  const shop = query.get('shop') ?? '';
  if (!isShopDomain(shop)) throw badRequest(STORE_INSTALL_MESSAGES.badShop);
  const timestamp = Number(query.get('timestamp'));
  if (!Number.isFinite(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > LINK_LIFETIME_S) throw badRequest(STORE_INSTALL_MESSAGES.staleRequest);
  return shop;
}

/**
 * The install page's request (part 1 §7): Shopify's signed query checked, a state nonce kept for
 * the callback, and the shop's authorization page to open (read access to orders and their
 * fulfillments, back to the callback page).
 */
export async function startShopifyInstall(ctx: ServiceContext, body: StoreInstallBody, now = new Date()): Promise<{ url: string }> {
  const config = shopifyConfigOf(ctx);
  const shop = verifiedShop(config, queryOf(body.query), now);
  if (body.store_param && body.store_param !== shop) throw badRequest(STORE_INSTALL_MESSAGES.badShop);
  const state = randomBytes(24).toString('base64url');
  await installs.insertState(ctx.db, { state, channelId: SHOPIFY_CHANNEL_ID, shop, expiresAt: new Date(now.getTime() + STATE_TTL_MS) });
  const authorize = new URL(`${adminUrl(config, shop)}/admin/oauth/authorize`);
  authorize.search = new URLSearchParams({
    client_id: config.apiKey,
    scope: SHOPIFY_SCOPES,
    // Always this server's own callback page, whatever the request says: no open redirect.
    redirect_uri: `${ctx.config.publicUrl.replace(/\/+$/, '')}${SHOPIFY_CALLBACK_PATH}`,
    state,
  }).toString();
  return { url: authorize.toString() };
}

const SHOP_QUERY = 'query Shop { shop { name email myshopifyDomain } }';

/**
 * The callback page's request: the signed query and its state checked (once), the code exchanged
 * for an expiring offline token and its refresh token, the shop's name and owner read, then the
 * install recorded (part 1 §7 `isRegister` / `storeExist`).
 */
export async function finishShopifyInstall(ctx: ServiceContext, deps: StoreClientDeps, body: StoreTokenBody, now = new Date()): Promise<StoreInstallResult> {
  const config = shopifyConfigOf(ctx);
  const query = queryOf(body.url);
  const shop = verifiedShop(config, query, now);
  if (body.shop_name !== shop || body.code !== query.get('code')) throw badRequest(STORE_INSTALL_MESSAGES.badShop);
  const started = await installs.takeState(ctx.db, query.get('state') ?? '', now);
  if (!started || started.shop !== shop || started.channelId !== SHOPIFY_CHANNEL_ID) throw badRequest(STORE_INSTALL_MESSAGES.badState);
  try {
    const tokens = await exchangeCode(deps, config, shop, body.code, now);
    const info = await graphql<{ shop: { name: string; email: string | null } }>(deps, config, shop, tokens.accessToken, SHOP_QUERY, {}, { attempts: 1 });
    return await recordGrant(ctx, {
      channelId: SHOPIFY_CHANNEL_ID,
      shopName: info.shop.name || shop,
      shopUrl: `https://${shop}`,
      ownerEmail: info.shop.email?.toLowerCase() ?? null,
      keys: { key1: tokens.accessToken, key2: tokens.refreshToken, key3: tokens.expiresAt?.toISOString() ?? null },
    }, now);
  } catch (error) {
    if (error instanceof StoreApiError) throw badRequest(STORE_INSTALL_MESSAGES.tokenRefused('Shopify', error.reason));
    throw error;
  }
}
