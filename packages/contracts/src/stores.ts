import { z } from 'zod';

/**
 * Integrations (part 2 §2.9, §3 Store and Channel, §5, §7 Integrations). A store row is a
 * merchant's connected store or courier account; what key1-key3 hold depends on its channel.
 */
export const STORE_MESSAGES = {
  saved: 'Store Saved.',
  activated: 'Store Activated.',
  deactivated: 'Store Deactivated.',
  deleted: 'Store Deleted.',
  invalidUrl: 'Invalid Url.',
  /** Keys travel to the store's address, so they are sent over https only. */
  httpsRequired: (label: string) => `${label} must start with https://.`,
  /** Saved keys belong to the saved address: another address is given them only when they are typed again. */
  keysForNewUrl: (channel: ChannelForm) =>
    `To change the ${channel.urlLabel ?? 'URL'}, enter the ${channel.fields.map((field) => field.label).join(' and ')} again.`,
  notFound: 'Store not found.',
  channelUnknown: 'This integration is not available.',
  nameRequired: (label: string) => `${label} is required.`,
  keyRequired: (label: string) => `${label} is required.`,
  urlRequired: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  /** The courier refused the keys on save; the reason is the courier's own words. */
  rejected: (courier: string, reason: string) => `${courier} did not accept these credentials: ${reason}`,
  /** The courier could not be asked on save: the keys are kept and checked again later. */
  unverified: (courier: string) => `${courier} could not be reached to check these credentials. They are saved and will be checked again shortly.`,
  /** A store's address that could not be reached (no such name, nothing listening, connection dropped). */
  storeUnreachable: "We couldn't reach your store at this address. Check the Store URL and try again.",
  storeTimedOut: 'Your store took too long to answer. Check the Store URL, or try again in a few minutes.',
  storeCertificate: "Your store's secure connection could not be verified (its HTTPS certificate was not accepted). Check the Store URL and the store's certificate.",
  /** Private, loopback and other addresses outbound requests may not reach. */
  storeAddressRefused: "This address is on a private network we can't reach. Enter your store's public address.",
  /** The address answered, but not as the platform's API does (not JSON, redirects without end, far too large). */
  storeNotAnApi: "This address did not answer like your store's API. Check the Store URL and try again.",
  /** A sync that failed for a reason of our own: the detail is in the logs. */
  syncFailed: 'The sync stopped on an unexpected error. It will be tried again shortly.',
  syncStarted: 'Sync started.',
  syncInProgress: 'Sync in progress...',
  syncNotStore: 'Only stores are synced.',
  syncInactive: 'Switch the store on to sync it.',
  keysUnreadable: 'The saved keys could not be read; save them again.',
  revealOwnerOnly: 'Only the account owner can view saved credentials.',
  empty: 'No integrations yet.',
  linked: 'Store Saved.',
  installExpired: 'This store install has expired or was already used. Install the app again from your store.',
} as const;


export const STORE_NAME_MAX = 100;
export const STORE_KEY_MAX = 500;
export const STORE_URL_MAX = 2000;

export type StoreKey = 'key1' | 'key2' | 'key3';

export interface CredentialField {
  key: StoreKey;
  label: string;
  /** Shown as a password field, masked when saved. */
  secret: boolean;
}

/** A courier account the tracking engine pulls from, or a store whose orders become shipments. */
export type ChannelKind = 'courier' | 'store';

export interface ChannelForm {
  channelId: number;
  kind: ChannelKind;
  displayName: string;
  /** The add and edit routes' word: /add_{path}, /edit_{path}/{id}. */
  path: string;
  /** Label of the name field: "Carrier Name", or "Store Name" for Ninja Van (part 2 §2.9). */
  nameLabel: string;
  /** Stores only: the store's address, kept in `url`, asked for after the name (part 2 §2.9). */
  urlLabel?: string;
  /** The credential fields in the form's order, with the keys they are stored in (part 2 §3). */
  fields: readonly CredentialField[];
}

/** The courier accounts and stores a merchant can connect by form, with their forms (part 2 §2.9 and §3). */
export const CHANNEL_FORMS: readonly ChannelForm[] = [
  {
    channelId: 3,
    kind: 'courier',
    displayName: 'Australia Post',
    path: 'auspost',
    nameLabel: 'Carrier Name',
    fields: [
      { key: 'key3', label: 'Account Number', secret: false },
      { key: 'key2', label: 'API Key', secret: true },
      { key: 'key1', label: 'Secret Key', secret: true },
    ],
  },
  {
    channelId: 4,
    kind: 'store',
    displayName: 'WooCommerce',
    path: 'wooCommerce',
    nameLabel: 'Store Name',
    urlLabel: 'Store URL',
    fields: [
      { key: 'key1', label: 'Consumer Key', secret: false },
      { key: 'key2', label: 'Consumer Secret', secret: true },
    ],
  },
  {
    channelId: 5,
    kind: 'store',
    displayName: 'Magento 2.x',
    path: 'magento',
    nameLabel: 'Store Name',
    urlLabel: 'Store URL',
    fields: [
      { key: 'key1', label: 'Access Token', secret: true },
      { key: 'key2', label: 'Store ID', secret: false },
    ],
  },
  {
    channelId: 6,
    kind: 'courier',
    displayName: 'Blue Dart',
    path: 'bluedart',
    nameLabel: 'Carrier Name',
    fields: [
      { key: 'key1', label: 'Login Id', secret: false },
      { key: 'key2', label: 'License Key', secret: true },
    ],
  },
  {
    channelId: 7,
    kind: 'courier',
    displayName: 'CDL Last Mile',
    path: 'cdl',
    nameLabel: 'Carrier Name',
    fields: [
      { key: 'key2', label: 'User Name', secret: false },
      { key: 'key3', label: 'Password', secret: true },
    ],
  },
  {
    channelId: 8,
    kind: 'courier',
    displayName: 'Ninja Van',
    path: 'ninja_van',
    nameLabel: 'Store Name',
    fields: [
      { key: 'key1', label: 'Client Key', secret: false },
      { key: 'key2', label: 'Secret Key', secret: true },
    ],
  },
  {
    channelId: 9,
    kind: 'courier',
    displayName: 'Gw World',
    path: 'gw_world',
    nameLabel: 'Carrier Name',
    fields: [
      { key: 'key2', label: 'Consumer Key', secret: false },
      { key: 'key3', label: 'Consumer Secret Key', secret: true },
    ],
  },
  {
    channelId: 10,
    kind: 'courier',
    displayName: '99minutos',
    path: '99minutos',
    nameLabel: 'Carrier Name',
    fields: [
      { key: 'key1', label: 'Api Key', secret: false },
      { key: 'key2', label: 'Client Secret', secret: true },
    ],
  },
];

export const channelFormById = (channelId: number) => CHANNEL_FORMS.find((channel) => channel.channelId === channelId);
export const channelFormByPath = (path: string) => CHANNEL_FORMS.find((channel) => channel.path === path);

export const NINJA_VAN_CHANNEL_ID = 8;
export const WOOCOMMERCE_CHANNEL_ID = 4;
export const MAGENTO_CHANNEL_ID = 5;

export const SHOPIFY_CHANNEL_ID = 1;
export const BIGCOMMERCE_CHANNEL_ID = 2;

/** Stores connected by installing the product's app from the platform, not by form (part 1 §7). */
export const STORE_APPS = [
  { channelId: SHOPIFY_CHANNEL_ID, displayName: 'Shopify', path: 'shopify', utmSource: 'shopify' },
  { channelId: BIGCOMMERCE_CHANNEL_ID, displayName: 'BigCommerce', path: 'bigcommerce', utmSource: 'bigcommerce' },
] as const;
export const storeAppById = (channelId: number) => STORE_APPS.find((app) => app.channelId === channelId);

/** The channels whose orders are synced into shipments: the store apps and the stores connected by form. */
export const STORE_CHANNEL_IDS: readonly number[] = [
  ...STORE_APPS.map((app) => app.channelId),
  ...CHANNEL_FORMS.filter((channel) => channel.kind === 'store').map((channel) => channel.channelId),
];

/** Whether the channel is a store whose orders are synced into shipments. */
export const isStoreChannel = (channelId: number) => STORE_CHANNEL_IDS.includes(channelId);

/** A channel's name for people: a form's, or a store app's. */
export const channelDisplayName = (channelId: number) => channelFormById(channelId)?.displayName ?? storeAppById(channelId)?.displayName ?? 'Store';

/** Whether the courier accepted the saved keys: `unverified` ones are asked again in the background. */
export const CREDENTIAL_STATUSES = ['verified', 'unverified', 'rejected'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

/** One entry of `GET /channels/list`. `logo` is an address of the web app. */
export const channelRecord = z.object({
  channel_id: z.number().int(),
  display_name: z.string(),
  logo: z.string(),
});
export type ChannelRecord = z.infer<typeof channelRecord>;

/**
 * A store as the API gives it. Keys are masked ("••••••••3f9a", the last four characters); the
 * owner reads them in clear through `POST /stores/reveal/{id}`.
 */
export const storeRecord = z.object({
  _id: z.string(),
  store_name: z.string(),
  channel_id: z.number().int(),
  url: z.string().nullable(),
  key1: z.string().nullable(),
  key2: z.string().nullable(),
  key3: z.string().nullable(),
  active: z.union([z.literal(0), z.literal(1)]),
  sync: z.union([z.literal(0), z.literal(1)]),
  user_id: z.string(),
  credential_status: z.enum(CREDENTIAL_STATUSES),
  /** The courier's words when it refused the keys or could not be reached; null when verified. */
  credential_message: z.string().nullable(),
  credential_checked_at: z.string().nullable(),
  /** Ninja Van only: the read-only address its webhooks are sent to. */
  webhook_url: z.string().nullable(),
  /** Stores only: when the last sync ended, what it read and created, and why it failed if it did. */
  last_synced_at: z.string().nullable(),
  last_sync_orders: z.number().int().nullable(),
  last_sync_created: z.number().int().nullable(),
  last_sync_error: z.string().nullable(),
});
export type StoreRecord = z.infer<typeof storeRecord>;

export const storeKeysRecord = z.object({ key1: z.string().nullable(), key2: z.string().nullable(), key3: z.string().nullable() });
export type StoreKeysRecord = z.infer<typeof storeKeysRecord>;

const optionalKey = z.string().trim().max(STORE_KEY_MAX, STORE_MESSAGES.tooLong('A key', STORE_KEY_MAX)).optional();

/**
 * `POST /stores` and `PUT /stores/{id}`. The required keys and their messages depend on the
 * channel (CHANNEL_FORMS) and are checked by the server. On an update a key left out
 * keeps its saved value, so the form sends only the keys the merchant typed again.
 */
export const storeBody = z.object({
  store_name: z
    .string()
    .trim()
    .max(STORE_NAME_MAX, STORE_MESSAGES.tooLong('Name', STORE_NAME_MAX))
    .describe("The name on the integration's card: the form's Carrier Name, or Store Name for WooCommerce, Magento and Ninja Van (required, at most 100 characters)."),
  channel_id: z
    .number()
    .int()
    .describe(
      "The integration type (`GET /channels/list`): `3` Australia Post, `4` WooCommerce, `5` Magento 2.x, `6` Blue Dart, `7` CDL Last Mile, `8` Ninja Van, `9` Gw World, `10` 99minutos. Shopify (`1`) and BigCommerce (`2`) are connected by installing their app, not here. On an update it must be the integration's own channel.",
    ),
  active: z
    .union([z.literal(0), z.literal(1)])
    .optional()
    .describe('`1` on or `0` off. Default on creation: `1` (a store switched on is synced at once); left out on an update: unchanged.'),
  url: z
    .string()
    .trim()
    .max(STORE_URL_MAX, STORE_MESSAGES.tooLong('Store URL', STORE_URL_MAX))
    .nullable()
    .optional()
    .describe(
      'WooCommerce and Magento only (ignored for courier accounts): the Store URL, required, an `https://` address (plain `http` only for addresses the server is configured to allow) without user name, password, query or fragment, at most 2,000 characters. Left out on an update: the saved address is kept; a new address needs every key sent again.',
    ),
  key1: optionalKey.describe(
    'Per channel: Australia Post Secret Key, WooCommerce Consumer Key, Magento Access Token, Blue Dart Login Id, Ninja Van Client Key, 99minutos Api Key; not used by the other channels (ignored). At most 500 characters. Required on creation where used; left out or empty on an update: the saved value is kept.',
  ),
  key2: optionalKey.describe(
    'Per channel: Australia Post API Key, WooCommerce Consumer Secret, Magento Store ID, Blue Dart License Key, CDL User Name, Ninja Van Secret Key, Gw World Consumer Key, 99minutos Client Secret. At most 500 characters. Required on creation; left out or empty on an update: the saved value is kept.',
  ),
  key3: optionalKey.describe(
    'Per channel: Australia Post Account Number, CDL Password, Gw World Consumer Secret Key; not used by the other channels (ignored). At most 500 characters. Required on creation where used; left out or empty on an update: the saved value is kept.',
  ),
});
export type StoreBody = z.infer<typeof storeBody>;

/**
 * A store's address as the form and the API take it (part 2 §5 'Invalid Url.'): an http or https
 * address with a host name, no user name or password in it. Answers the address without a
 * trailing slash, or null when it is not one.
 */
export function storeUrlOf(value: string): string | null {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    if (!url.hostname.includes('.') && url.hostname !== 'localhost' && !url.hostname.startsWith('[')) return null;
    if (url.username || url.password || url.search || url.hash) return null;
    return url.toString().replace(/\/+$/, '');
  } catch {
    return null;
  }
}

export const storeActivationBody = z.object({ active: z.union([z.literal(0), z.literal(1)]).describe('`1` switches the integration on, `0` off.') });
export type StoreActivationBody = z.infer<typeof storeActivationBody>;
