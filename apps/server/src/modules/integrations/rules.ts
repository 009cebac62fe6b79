import { channelFormById, STORE_MESSAGES, storeUrlOf, type ChannelForm, type StoreBody } from '@trailpost/contracts';
import { badRequest } from '../../platform/errors.js';
import { STORE_KEYS, type StoreKeys } from './sealed-keys.js';

/** The channel's form (part 2 §2.9); a channel the product does not offer is refused. */
export function channelOf(channelId: number): ChannelForm {
  const channel = channelFormById(channelId);
  if (!channel) throw badRequest(STORE_MESSAGES.channelUnknown);
  return channel;
}

/**
 * The keys to store: the channel's fields as typed, and on an update a field left out (or sent
 * empty, as a password field that was not typed again) keeps its saved value. Keys that are not
 * the channel's are never stored.
 */
export function keysToStore(channel: ChannelForm, input: Pick<StoreBody, 'key1' | 'key2' | 'key3'>, saved: StoreKeys | null): StoreKeys {
  const keys: StoreKeys = { key1: null, key2: null, key3: null };
  for (const field of channel.fields) keys[field.key] = input[field.key]?.trim() || saved?.[field.key] || null;
  return keys;
}

/**
 * A store's address as typed (an update that leaves it out keeps the saved one); courier accounts
 * have none. Checked by `assertComplete`.
 */
export function urlToStore(channel: ChannelForm, typed: string | null | undefined, saved: string | null): string | null {
  if (!channel.urlLabel) return null;
  return typed === undefined ? saved : (typed?.trim() ?? '');
}

function urlProblems(channel: ChannelForm, url: string | null): string[] {
  if (!channel.urlLabel) return [];
  if (!url) return [STORE_MESSAGES.urlRequired(channel.urlLabel)];
  return storeUrlOf(url) ? [] : [STORE_MESSAGES.invalidUrl];
}

/**
 * Part 2 §5: the name, a store's URL (required, then 'Invalid Url.') and every field of the
 * channel are required; messages in the form's order.
 */
export function assertComplete(channel: ChannelForm, storeName: string, keys: StoreKeys, url: string | null = null): void {
  const messages = [
    ...(storeName.trim() ? [] : [STORE_MESSAGES.nameRequired(channel.nameLabel)]),
    ...urlProblems(channel, url),
    ...channel.fields.filter((field) => !keys[field.key]).map((field) => STORE_MESSAGES.keyRequired(field.label)),
  ];
  if (messages.length) throw badRequest(messages);
}

export const keysChanged = (before: StoreKeys, after: StoreKeys) => STORE_KEYS.some((key) => before[key] !== after[key]);
