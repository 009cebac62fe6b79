import { BIGCOMMERCE_CHANNEL_ID, channelFormById, channelFormByPath, SHOPIFY_CHANNEL_ID, STORE_APPS, type ChannelForm } from '@trailpost/contracts';

export const CATALOGUE_PATH = '/integrations';
export const LIST_PATH = '/integrated_list';

/** The store apps' add screens (part 2 §2.9): how to install the app from the platform, not a form. */
export const STORE_APP_ADD_PATHS: Readonly<Record<number, string>> = {
  [SHOPIFY_CHANNEL_ID]: '/add_shopify',
  [BIGCOMMERCE_CHANNEL_ID]: '/add_bigcommerce_step1',
};

/** A channel's add screen: /add_{path} for one connected by form, a store app's own; null for a channel this app does not know. */
export function addPathOf(channelId: number): string | null {
  const form = channelFormById(channelId);
  return form ? `/add_${form.path}` : (STORE_APP_ADD_PATHS[channelId] ?? null);
}

/** The store app an add screen is for: /add_shopify gives Shopify. */
export const storeAppOfPathname = (pathname: string) => STORE_APPS.find((app) => STORE_APP_ADD_PATHS[app.channelId] === pathname);

/** Where a connected store is edited, by its channel; null for channels without an edit screen (the store apps). */
export function editPathOf(channelId: number, storeId: string): string | null {
  const word = channelFormById(channelId)?.path;
  return word ? `/edit_${word}/${encodeURIComponent(storeId)}` : null;
}

/** The channel a screen address is for: /add_ninja_van and /edit_ninja_van/{id} give Ninja Van. */
export function channelOfPathname(pathname: string): ChannelForm | undefined {
  const word = /^\/(?:add|edit)_([^/]+)/.exec(pathname)?.[1];
  return word ? channelFormByPath(word) : undefined;
}

/** Where a channel's logo is served, by its route word (a form's or a store app's): the web app's own folder. */
export const logoPathOf = (channel: { path: string }) => `/channel-logos/${channel.path}.svg`;
