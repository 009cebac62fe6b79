import { z } from 'zod';
import { STORE_NAME_MAX } from './stores.js';

/** The store apps' install and load screens (part 1 §2.2, §8), and why an install could not go on. */
export const STORE_INSTALL_MESSAGES = {
  redirecting: 'Redirecting to ...',
  unauthorizedStore: 'Unauthorized Store...',
  unauthorizedUser: 'Unauthorized User...',
  notConfigured: (platform: string) => `The ${platform} app is not set up on this Trailpost server yet, so stores cannot be connected from ${platform}. Please contact support.`,
  badSignature: 'The request did not come from the store platform (its signature does not match).',
  badShop: 'This is not a store address the platform gives.',
  staleRequest: 'This install link is too old. Open the app from your store again.',
  badState: 'This install was not started here, or it was already finished. Open the app from your store again.',
  tokenRefused: (platform: string, reason: string) => `${platform} did not grant access: ${reason}`,
  unknownStore: 'This store has not installed the app.',
} as const;

/** The install endpoint: the platform's own query string is what the server checks. */
export const storeInstallBody = z.object({
  channel_name: z.string().max(50).describe('The store platform, `shopify`. Accepted and not used.'),
  store_param: z
    .string()
    .max(255)
    .describe("The shop's domain (`example.myshopify.com`), or empty. When given it must be the `shop` of the signed `query`."),
  redirect_uri: z
    .string()
    .max(2000)
    .describe("Accepted and not used: Shopify always sends the merchant back to this server's own callback page (`/shopify_to_trailpost_token`)."),
  /** The query string the platform opened the install page with, as received. */
  query: z
    .string()
    .max(4000)
    .describe(
      "The query string Shopify opened the install page with, exactly as received (the whole address or only its query string). Its `hmac` must verify with the app's secret, its `shop` be a shop domain and its `timestamp` be at most 24 hours away.",
    ),
  signature: z.string().max(200).describe('Accepted and not used: the signature checked is the `hmac` inside `query`.'),
});
export type StoreInstallBody = z.infer<typeof storeInstallBody>;

/** The callback endpoint: the code, the shop, and the callback page's full query (its signature and state). */
export const storeTokenBody = z.object({
  code: z.string().max(500).describe('The authorization code Shopify gave the callback page; it must be the `code` inside `url`.'),
  shop_name: z.string().max(255).describe("The shop's domain (`example.myshopify.com`); it must be the `shop` inside `url`."),
  url: z
    .string()
    .max(4000)
    .describe(
      "The callback page's address as received (or only its query string): its `hmac` must verify, its `timestamp` be at most 24 hours away, and its `state` be the one the install call issued, within 10 minutes and once.",
    ),
});
export type StoreTokenBody = z.infer<typeof storeTokenBody>;

export const bigCommerceTokenBody = z.object({
  code: z.string().max(500).describe('The authorization code BigCommerce gave the auth callback (required, not empty).'),
  scope: z
    .string()
    .max(2000)
    .describe('The granted scopes as BigCommerce sent them (space-separated), passed on with the code; the grant must include read access to orders.'),
  context: z.string().max(200).describe('The store, as `stores/{store_hash}`.'),
});
export type BigCommerceTokenBody = z.infer<typeof bigCommerceTokenBody>;
export const bigCommerceLoadBody = z.object({
  signed_payload: z
    .string()
    .max(8000)
    .describe("The `signed_payload_jwt` BigCommerce gave the load callback: a JWT (HS256) signed with the app's client secret, naming the store and the user."),
});
export type BigCommerceLoadBody = z.infer<typeof bigCommerceLoadBody>;

/**
 * Where an install goes next (part 1 §7): `storeExist` the store is already linked to an account
 * (its tokens are renewed), else `isRegister` an account with the store owner's e-mail exists
 * (sign in) or not (sign up), then `POST /stores/link` with `request_id` links it.
 */
export const storeInstallResult = z.object({
  isRegister: z.boolean(),
  storeExist: z.boolean(),
  request_id: z.string().nullable(),
  shop: z.object({ channel_id: z.number().int(), name: z.string(), url: z.string(), email: z.string().nullable() }),
});
export type StoreInstallResult = z.infer<typeof storeInstallResult>;

/** Store link payload (part 1 §3): the install to link; the caller is the user. */
export const storeLinkBody = z.object({
  request_id: z
    .string()
    .max(100)
    .describe('The `request_id` an install callback answered (`POST /shopify_to_trailpost_token` or `/bigcommerce_to_trailpost_token`); it links once, within an hour.'),
  store_name: z
    .string()
    .trim()
    .max(STORE_NAME_MAX)
    .optional()
    .describe("The name of the new store (at most 100 characters). Default: the shop's name. Not used when the account already has this shop."),
  active: z
    .union([z.literal(0), z.literal(1)])
    .optional()
    .describe('`1` switches the store on and syncs it at once, `0` leaves it off. Default: `1`.'),
});
export type StoreLinkBody = z.infer<typeof storeLinkBody>;

/** Answers to Shopify's webhooks (a refusal is 400, so Shopify's delivery log shows why). */
export const SHOPIFY_WEBHOOK_MESSAGES = {
  badSignature: 'The webhook signature does not match.',
  missingId: 'The webhook has no X-Shopify-Webhook-Id.',
  /** The signature covers the body only: a header naming another shop than the body is not believed. */
  shopMismatch: 'The shop in X-Shopify-Shop-Domain is not the shop the signed body names.',
  /** A body re-sent under another topic than the one it was signed for. */
  bodyNotOfTopic: (topic: string) => `The webhook body is not a ${topic} body.`,
  alreadyReceived: 'Ignored: this webhook was already received.',
} as const;
