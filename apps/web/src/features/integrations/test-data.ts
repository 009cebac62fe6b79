import { CHANNEL_FORMS, STORE_APPS, type ChannelRecord, type StoreRecord } from '@trailpost/contracts';

/** The catalogue as the server gives it: the store apps, then the channels connected by form. */
export const CHANNELS: ChannelRecord[] = [...STORE_APPS, ...CHANNEL_FORMS].map((channel) => ({
  channel_id: channel.channelId,
  display_name: channel.displayName,
  logo: `/channel-logos/${channel.path}.svg`,
}));

export const NINJA_ID = '0b6c2f1e-7d4a-4c1e-9f3a-1a2b3c4d5e6f';
export const AUSPOST_ID = '5d7e8f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
export const WOO_ID = '7a1e2b3c-4d5e-4f60-8a1b-2c3d4e5f6a7b';
export const MAGENTO_ID = '8b2f3c4d-5e6f-4a71-9b2c-3d4e5f6a7b8c';

/** Keys as the server gives them: secrets masked, the others in clear. */
export const NINJA_STORE: StoreRecord = {
  _id: NINJA_ID,
  store_name: 'Lion City Shop',
  channel_id: 8,
  url: null,
  key1: 'client-a1b2',
  key2: '••••••••3f9a',
  key3: null,
  active: 1,
  sync: 0,
  user_id: 'u1',
  credential_status: 'verified',
  credential_message: null,
  credential_checked_at: '2025-03-14T09:41:00.000Z',
  webhook_url: 'https://app.trailpost.test/ninjavan_webhook/consume/dTE',
  last_synced_at: null,
  last_sync_orders: null,
  last_sync_created: null,
  last_sync_error: null,
};

export const AUSPOST_STORE: StoreRecord = {
  ...NINJA_STORE,
  _id: AUSPOST_ID,
  store_name: 'Sydney Warehouse',
  channel_id: 3,
  key1: '••••••••9x8y',
  key2: '••••••••7c6d',
  key3: '1234567890',
  active: 0,
  credential_status: 'rejected',
  credential_message: 'Australia Post did not accept these credentials: Invalid API key.',
  webhook_url: null,
};

/** A WooCommerce store that synced once: 12 orders read, 3 of them new shipments. */
export const WOO_STORE: StoreRecord = {
  ...NINJA_STORE,
  _id: WOO_ID,
  store_name: 'Maple Goods',
  channel_id: 4,
  url: 'https://maple.example.com',
  key1: 'ck_live_1234',
  key2: '••••••••cs99',
  webhook_url: null,
  last_synced_at: '2025-03-14T09:30:00.000Z',
  last_sync_orders: 12,
  last_sync_created: 3,
};

export const MAGENTO_STORE: StoreRecord = {
  ...NINJA_STORE,
  _id: MAGENTO_ID,
  store_name: 'Harbour Outfitters',
  channel_id: 5,
  url: 'https://harbour.example.com',
  key1: '••••••••tk42',
  key2: '1',
  webhook_url: null,
};

export const SHOPIFY_ID = '6c5d4e3f-2a1b-4c0d-9e8f-7a6b5c4d3e2f';

/** A store linked from the Shopify app: no keys to show, its orders synced like any store's. */
export const SHOPIFY_STORE: StoreRecord = {
  ...WOO_STORE,
  _id: SHOPIFY_ID,
  store_name: 'Maple Goods Shopify',
  channel_id: 1,
  url: 'https://maple-goods.myshopify.com',
  key1: null,
  key2: null,
};
