import type { StoreInstallResult } from '@trailpost/contracts';

export const REQUEST_ID = '3f2c1b0a-9e8d-4c7b-a6f5-e4d3c2b1a090';

/** An install answer for a Shopify shop whose owner has no account yet. */
export function installResult(overrides: Partial<StoreInstallResult> = {}): StoreInstallResult {
  return {
    isRegister: false,
    storeExist: false,
    request_id: REQUEST_ID,
    shop: { channel_id: 1, name: 'Maple Goods', url: 'https://maple-goods.myshopify.com', email: 'owner@maple.example' },
    ...overrides,
  };
}

export const BIGCOMMERCE_SHOP = { channel_id: 2, name: 'Harbour Outfitters', url: 'stores/abc123', email: 'owner@harbour.example' };
