import { SHOPIFY_CHANNEL_ID } from '@trailpost/contracts';
import type { ServiceContext } from '../../../platform/context.js';
import { unauthorized } from '../../../platform/errors.js';
import { redactCustomers } from '../../shipments/service.js';
import * as repo from '../repository.js';
import * as installs from '../store-apps/install-repository.js';
import { shopifyConfigOf } from './install.js';
import { shopifyOrderUrl } from './client.js';
import { isShopDomain, isSignedBody } from './signatures.js';

export interface ShopifyWebhook {
  rawBody: Buffer;
  hmac: string | undefined;
  topic: string | undefined;
  shop: string | undefined;
}

interface RedactPayload {
  shop_domain?: string;
  orders_to_redact?: (number | string)[];
}

const UNINSTALLED = 'The app was uninstalled from Shopify: install it again to reconnect.';

/**
 * A Shopify webhook, checked by its HMAC over the raw body (401 when it does not match, as
 * Shopify's review requires). `app/uninstalled` and `shop/redact` switch the shop's stores off
 * and drop its tokens; `customers/redact` removes the customer's details from the shipments of
 * the orders named; `customers/data_request` is acknowledged (what Trailpost holds of a customer
 * is what the merchant sees on those shipments); a fulfillment created or updated asks for the
 * shop's stores to be synced now, so its tracking number arrives within seconds rather than at
 * the next scheduled sync. Answers what was done.
 */
export async function receiveShopifyWebhook(ctx: ServiceContext, hook: ShopifyWebhook): Promise<string> {
  const config = shopifyConfigOf(ctx);
  if (!isSignedBody(hook.rawBody, hook.hmac, config.apiSecret)) throw unauthorized('The webhook signature does not match.');
  let payload: RedactPayload;
  try {
    payload = JSON.parse(hook.rawBody.toString('utf8')) as RedactPayload;
  } catch {
    payload = {};
  }
  const shop = hook.shop ?? payload.shop_domain ?? '';
  if (!isShopDomain(shop)) return 'Ignored: no shop.';
  const url = `https://${shop}`;
  switch (hook.topic) {
    case 'app/uninstalled':
    case 'shop/redact':
      return `Disconnected ${await installs.disconnectShop(ctx.db, SHOPIFY_CHANNEL_ID, url, UNINSTALLED)} store(s).`;
    case 'customers/redact': {
      const orderUrls = (payload.orders_to_redact ?? []).map((id) => shopifyOrderUrl(shop, String(id)));
      const stores = await installs.storesOfShop(ctx.db, SHOPIFY_CHANNEL_ID, url);
      let redacted = 0;
      for (const store of stores) redacted += await redactCustomers(ctx, store.tenantId, orderUrls);
      return `Redacted ${redacted} shipment(s).`;
    }
    case 'fulfillments/create':
    case 'fulfillments/update': {
      const stores = await installs.storesOfShop(ctx.db, SHOPIFY_CHANNEL_ID, url);
      for (const store of stores) await repo.requestSync(ctx.db, store.tenantId, store.id);
      return 'Sync requested.';
    }
    default:
      return 'Received.';
  }
}
