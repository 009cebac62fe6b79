/** The integrations module's public API: other modules, the app, the jobs and start-up import only this file. */
export { bigCommerceRoutes } from './bigcommerce/routes.js';
export type { IntegrationOutbound } from './credential-check.js';
export { storesRoutes } from './routes.js';
export { sealPlainStoreKeys } from './seal-plain-keys.js';
export { openStoreKeysOrNone, type SealingContext } from './sealed-keys.js';
export { shopifyRoutes } from './shopify/routes.js';
export { loggedStoreFetch } from './store-apps/logged-store-fetch.js';
