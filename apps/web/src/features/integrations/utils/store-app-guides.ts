import { BIGCOMMERCE_CHANNEL_ID, SHOPIFY_CHANNEL_ID } from '@trailpost/contracts';

export type StoreAppGuide = {
  intro?: string;
  steps?: readonly string[];
  /** The app's page on the platform's app store, opened in a new tab. */
  listing: { label: string; href: string };
};

/**
 * The store apps are installed from the platform's app store, not set up by form (part 2 §2.9):
 * their add screens say how, and link there. The platform then sends the merchant back to sign in
 * or sign up, and the store is linked.
 */
export const STORE_APP_GUIDES: Readonly<Record<number, StoreAppGuide>> = {
  [SHOPIFY_CHANNEL_ID]: {
    intro: "Install the Trailpost app from the Shopify App Store: your shop's fulfilled orders become shipments here, every 15 minutes and when you click Sync now.",
    listing: { label: 'Install from the Shopify App Store', href: 'https://apps.shopify.com/trailpost' },
  },
  [BIGCOMMERCE_CHANNEL_ID]: {
    steps: [
      "Open the BigCommerce App Marketplace with the button below, or from Apps → Marketplace in your store's control panel.",
      'Find Trailpost and click Install.',
      'Approve the access to your orders that BigCommerce asks for: Trailpost reads them to turn them into shipments.',
      'BigCommerce brings you back here to sign in, or to create your Trailpost account. The store then shows under Manage Integrations, and its orders are read every 15 minutes and when you click Sync now.',
    ],
    listing: { label: 'Open the BigCommerce App Marketplace', href: 'https://www.bigcommerce.com/apps/trailpost/' },
  },
};
