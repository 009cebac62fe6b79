import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../platform/safe-equal.js';

/**
 * Shopify's signatures, over node:crypto (decision 0035): an install or callback query carries
 * `hmac`, the hex HMAC-SHA256 under the app's secret of its other parameters sorted by name as
 * `name=value` joined by `&`; a webhook carries `X-Shopify-Hmac-Sha256`, the base64 HMAC-SHA256
 * of its raw body.
 */
export function queryMessage(query: URLSearchParams): string {
  return [...query.entries()]
    .filter(([name]) => name !== 'hmac' && name !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

export function signQuery(query: URLSearchParams, secret: string): string {
  return createHmac('sha256', secret).update(queryMessage(query)).digest('hex');
}

export function isSignedQuery(query: URLSearchParams, secret: string): boolean {
  const given = query.get('hmac') ?? '';
  return /^[0-9a-f]{64}$/i.test(given) && safeEqual(Buffer.from(given.toLowerCase(), 'hex'), Buffer.from(signQuery(query, secret), 'hex'));
}

export function signBody(body: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

export function isSignedBody(body: Buffer, header: string | undefined, secret: string): boolean {
  return Boolean(header) && safeEqual(Buffer.from(header!, 'base64'), Buffer.from(signBody(body, secret), 'base64'));
}

/** A shop's own domain as Shopify gives it: `{name}.myshopify.com`, nothing else. */
export const isShopDomain = (shop: string) => /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/.test(shop);
