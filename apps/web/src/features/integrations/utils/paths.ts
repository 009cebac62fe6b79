import { courierChannelById, courierChannelByPath, type CourierChannel } from '@trailpost/contracts';

export const CATALOGUE_PATH = '/integrations';
export const LIST_PATH = '/integrated_list';

/** Store apps whose screens are not courier forms, with their edit routes (part 2 §2.9). */
const STORE_APP_EDIT_WORDS: Partial<Record<number, string>> = { 4: 'wooCommerce', 5: 'magento' };

export const addPathOf = (channel: CourierChannel) => `/add_${channel.path}`;

/** Where a connected store is edited, by its channel; null for channels without an edit screen. */
export function editPathOf(channelId: number, storeId: string): string | null {
  const word = courierChannelById(channelId)?.path ?? STORE_APP_EDIT_WORDS[channelId];
  return word ? `/edit_${word}/${encodeURIComponent(storeId)}` : null;
}

/** The courier a screen address is for: /add_ninja_van and /edit_ninja_van/{id} give Ninja Van. */
export function courierOfPathname(pathname: string): CourierChannel | undefined {
  const word = /^\/(?:add|edit)_([^/]+)/.exec(pathname)?.[1];
  return word ? courierChannelByPath(word) : undefined;
}

/** Where a courier channel's logo is served: the web app's own folder. */
export const logoPathOf = (channel: CourierChannel) => `/channel-logos/${channel.path}.svg`;
