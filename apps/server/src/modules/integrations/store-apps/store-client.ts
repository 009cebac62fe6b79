import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.js';
import type { SafeFetch } from '../../../platform/safe-fetch.js';
import type { CredentialCheck } from '../../../tracking/index.js';
import type { StoreKeys } from '../sealed-keys.js';
import type { Wait } from './store-http.js';
import type { StoreOrder } from './store-order.js';

/** What a store client needs to reach a store: its address and its keys in clear. */
export interface StoreConnection {
  url: string;
  keys: StoreKeys;
  /** Keeps keys a platform renewed (an expiring token refreshed) before they are used. */
  saveKeys?: (keys: StoreKeys) => Promise<void>;
}

/** One page of fulfilled orders, and the newest modification time on it in the store's own terms. */
export interface OrderPage {
  orders: StoreOrder[];
  newest: string | null;
}

export interface StoreClientDeps {
  fetch: SafeFetch;
  /** The store apps' own credentials (Shopify, BigCommerce). */
  config: Pick<Config, 'shopify' | 'bigcommerce'>;
  wait?: Wait;
  /** Where failures are logged with their technical detail (the merchant sees the product's words). */
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** A store platform's API as the sync and the save check use it. */
export interface StoreClient {
  /** One cheap authenticated read: are these the keys of a store we can read orders from? */
  check(deps: StoreClientDeps, connection: StoreConnection): Promise<CredentialCheck>;
  /**
   * Fulfilled orders modified since `since` (a value an earlier page's `newest` gave; null for
   * every order), a page at a time in a stable order, following the platform's pagination.
   */
  pages(deps: StoreClientDeps, connection: StoreConnection, since: string | null): AsyncGenerator<OrderPage>;
}
