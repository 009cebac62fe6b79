import { z } from 'zod';

/**
 * What each topic's body looks like (Shopify's webhook reference). Shopify's HMAC covers the body
 * only, not the X-Shopify-Topic and X-Shopify-Shop-Domain headers: a body is believed only as the
 * topic its shape shows, and the shop is the one the body names where it names one.
 */
const orderId = z.union([z.number(), z.string()]);
const customerKeys = ['customer', 'orders_requested', 'orders_to_redact', 'data_request'] as const;
const hasNone = (keys: readonly string[]) => (body: Record<string, unknown>) => keys.every((key) => !(key in body));

/** app/uninstalled: the shop object itself. */
const shopObject = z.looseObject({ id: z.number(), myshopify_domain: z.string() }).refine(hasNone(['shop_domain', ...customerKeys]));
/** shop/redact: the shop's id and domain, and nothing about a customer. */
const shopRedact = z.looseObject({ shop_domain: z.string() }).refine(hasNone(customerKeys));
const customersRedact = z.looseObject({ shop_domain: z.string(), customer: z.looseObject({}), orders_to_redact: z.array(orderId) });
const customersDataRequest = z.looseObject({ shop_domain: z.string(), customer: z.looseObject({}), orders_requested: z.array(orderId) });
/** A fulfillment names its order, not its shop. */
const fulfillment = z.looseObject({ id: z.number(), order_id: z.number() }).refine(hasNone(['shop_domain', 'myshopify_domain']));

const TOPIC_BODIES = {
  'app/uninstalled': shopObject,
  'shop/redact': shopRedact,
  'customers/redact': customersRedact,
  'customers/data_request': customersDataRequest,
  'fulfillments/create': fulfillment,
  'fulfillments/update': fulfillment,
} as const;

export type HandledTopic = keyof typeof TOPIC_BODIES;
export type ShopifyWebhookBody =
  | { topic: 'app/uninstalled'; shop: string }
  | { topic: 'shop/redact'; shop: string }
  | { topic: 'customers/redact'; shop: string; ordersToRedact: string[] }
  | { topic: 'customers/data_request'; shop: string }
  | { topic: 'fulfillments/create' | 'fulfillments/update'; shop: null };

const isHandled = (topic: string): topic is HandledTopic => topic in TOPIC_BODIES;

/**
 * The body read as its topic: null for a topic Trailpost does not act on, 'mismatch' when the
 * body is not of that topic's shape; `shop` is the shop the signed body names (null when it
 * names none).
 */
export function readWebhookBody(topic: string, body: unknown): ShopifyWebhookBody | null | 'mismatch' {
  if (!isHandled(topic)) return null;
  const parsed = TOPIC_BODIES[topic].safeParse(body);
  if (!parsed.success) return 'mismatch';
  const data = parsed.data as Record<string, unknown>;
  switch (topic) {
    case 'app/uninstalled':
      return { topic, shop: String(data.myshopify_domain) };
    case 'customers/redact':
      return { topic, shop: String(data.shop_domain), ordersToRedact: (data.orders_to_redact as (number | string)[]).map(String) };
    case 'shop/redact':
    case 'customers/data_request':
      return { topic, shop: String(data.shop_domain) };
    default:
      return { topic, shop: null };
  }
}
