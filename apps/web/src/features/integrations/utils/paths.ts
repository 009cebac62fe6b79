import { channelFormById, channelFormByPath, type ChannelForm } from '@trailpost/contracts';

export const CATALOGUE_PATH = '/integrations';
export const LIST_PATH = '/integrated_list';

export const addPathOf = (channel: ChannelForm) => `/add_${channel.path}`;

/** Where a connected store is edited, by its channel; null for channels without an edit screen. */
export function editPathOf(channelId: number, storeId: string): string | null {
  const word = channelFormById(channelId)?.path;
  return word ? `/edit_${word}/${encodeURIComponent(storeId)}` : null;
}

/** The channel a screen address is for: /add_ninja_van and /edit_ninja_van/{id} give Ninja Van. */
export function channelOfPathname(pathname: string): ChannelForm | undefined {
  const word = /^\/(?:add|edit)_([^/]+)/.exec(pathname)?.[1];
  return word ? channelFormByPath(word) : undefined;
}

/** Where a channel's logo is served: the web app's own folder. */
export const logoPathOf = (channel: ChannelForm) => `/channel-logos/${channel.path}.svg`;
