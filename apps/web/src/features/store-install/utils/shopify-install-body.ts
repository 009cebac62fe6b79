import type { StoreInstallBody } from '@trailpost/contracts';

/** Where Shopify sends the merchant back once the shop approved access (the callback page). */
export const SHOPIFY_CALLBACK_PATH = '/shopify_to_trailpost_token';

/**
 * The install call for the query Shopify opened /shopifyApp/install with. The whole query goes
 * as received, since Shopify's signature (`hmac`) covers every other parameter of it.
 */
export function shopifyInstallBody(search: string, origin: string): StoreInstallBody {
  const params = new URLSearchParams(search);
  return {
    channel_name: 'shopify',
    store_param: params.get('shop') ?? '',
    redirect_uri: `${origin}${SHOPIFY_CALLBACK_PATH}`,
    query: search.replace(/^\?/, ''),
    signature: params.get('hmac') ?? '',
  };
}
