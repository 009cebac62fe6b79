import { MAGENTO_CHANNEL_ID, WOOCOMMERCE_CHANNEL_ID } from '@trailpost/contracts';
import { magento } from '../magento/client.js';
import { wooCommerce } from '../woocommerce/client.js';
import type { StoreClient } from './store-client.js';

const CLIENTS: Record<number, StoreClient> = { [WOOCOMMERCE_CHANNEL_ID]: wooCommerce, [MAGENTO_CHANNEL_ID]: magento };

/** The API client of a store channel; none for courier channels. */
export const storeClientOf = (channelId: number): StoreClient | null => CLIENTS[channelId] ?? null;
