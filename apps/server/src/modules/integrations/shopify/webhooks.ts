import { SHOPIFY_CHANNEL_ID, SHOPIFY_WEBHOOK_MESSAGES } from '@trailpost/contracts';
import type { ServiceContext } from '../../../platform/context.js';
import { badRequest, unauthorized } from '../../../platform/errors.js';
import { redactCustomers } from '../../shipments/index.js';
import * as repo from '../repository.js';
import * as installs from '../store-apps/install-repository.js';
import { shopifyConfigOf } from './install.js';
import { shopifyOrderUrl } from './client.js';
import { isShopDomain, isSignedBody } from './signatures.js';
import { readWebhookBody, type ShopifyWebhookBody } from './webhook-bodies.js';
import { firstReceipt } from './webhook-receipts.js';

export interface ShopifyWebhook {
  rawBody: Buffer;
  hmac: string | undefined;
  topic: string | undefined;
  shop: string | undefined;
  webhookId: string | undefined;
}

const UNINSTALLED = 'The app was uninstalled from Shopify: install it again to reconnect.';

function parsedJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * The shop a webhook is about: the one its signed body names; the header only where the body
 * names none (a fulfillment), and a header that disagrees with the body is refused.
 */
function shopOf(body: ShopifyWebhookBody, header: string | undefined): string {
  if (body.shop && header && header !== body.shop) throw badRequest(SHOPIFY_WEBHOOK_MESSAGES.shopMismatch);
  return body.shop ?? header ?? '';
}

/**
 * A Shopify webhook, checked by its HMAC over the raw body (401 when it does not match, as
 * Shopify's review requires), read as the topic its body's shape shows (400 otherwise), and
 * handled once per X-Shopify-Webhook-Id (the receipt is written with what it does, so a delivery
 * that failed is handled when Shopify retries it). `app/uninstalled` and `shop/redact` switch the
 * shop's stores off and drop its tokens; `customers/redact` removes the customer's details from
 * the shipments of the orders named; `customers/data_request` is acknowledged (what Trailpost
 * holds of a customer is what the merchant sees on those shipments); a fulfillment created or
 * updated asks for the shop's stores to be synced now, so its tracking number arrives within
 * seconds rather than at the next scheduled sync. Answers what was done.
 */
export async function receiveShopifyWebhook(ctx: ServiceContext, hook: ShopifyWebhook): Promise<string> {
  const config = shopifyConfigOf(ctx);
  if (!isSignedBody(hook.rawBody, hook.hmac, config.apiSecret)) throw unauthorized(SHOPIFY_WEBHOOK_MESSAGES.badSignature);
  if (!hook.webhookId) throw badRequest(SHOPIFY_WEBHOOK_MESSAGES.missingId);
  const topic = hook.topic ?? '';
  const body = readWebhookBody(topic, parsedJson(hook.rawBody));
  if (body === 'mismatch') throw badRequest(SHOPIFY_WEBHOOK_MESSAGES.bodyNotOfTopic(topic));
  const shop = body ? shopOf(body, hook.shop) : '';
  const webhookId = hook.webhookId;
  return ctx.db.transaction(async (tx) => {
    if (!(await firstReceipt(tx, webhookId))) return SHOPIFY_WEBHOOK_MESSAGES.alreadyReceived;
    if (!body) return 'Received.';
    if (!isShopDomain(shop)) return 'Ignored: no shop.';
    return act({ ...ctx, db: tx }, body, shop);
  });
}

async function act(ctx: ServiceContext, body: ShopifyWebhookBody, shop: string): Promise<string> {
  const url = `https://${shop}`;
  switch (body.topic) {
    case 'app/uninstalled':
    case 'shop/redact':
      return `Disconnected ${await installs.disconnectShop(ctx.db, SHOPIFY_CHANNEL_ID, url, UNINSTALLED)} store(s).`;
    case 'customers/redact': {
      const orderUrls = body.ordersToRedact.map((id) => shopifyOrderUrl(shop, id));
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
