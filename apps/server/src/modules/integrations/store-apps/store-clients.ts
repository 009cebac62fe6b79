import { BIGCOMMERCE_CHANNEL_ID, MAGENTO_CHANNEL_ID, SHOPIFY_CHANNEL_ID, WOOCOMMERCE_CHANNEL_ID } from '@trailpost/contracts';
import { bigCommerce } from '../bigcommerce/client.js';
import { magento } from '../magento/client.js';
import { shopify } from '../shopify/client.js';
import { wooCommerce } from '../woocommerce/client.js';
import type { StoreClient } from './store-client.js';

const CLIENTS: Record<number, StoreClient> = { [SHOPIFY_CHANNEL_ID]: shopify, [BIGCOMMERCE_CHANNEL_ID]: bigCommerce, [WOOCOMMERCE_CHANNEL_ID]: wooCommerce, [MAGENTO_CHANNEL_ID]: magento };

/** The API client of a store channel; none for courier channels. */
export const storeClientOf = (channelId: number): StoreClient | null => CLIENTS[channelId] ?? null;
