import { channelFormById, STORE_MESSAGES, storeUrlOf, type ChannelForm, type StoreBody } from '@trailpost/contracts';
import { badRequest } from '../../platform/errors.js';
import { plainHttpAllowed } from '../../platform/plain-http.js';
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

function urlProblems(channel: ChannelForm, url: string | null, allowCidrs: readonly string[]): string[] {
  if (!channel.urlLabel) return [];
  if (!url) return [STORE_MESSAGES.urlRequired(channel.urlLabel)];
  const normalised = storeUrlOf(url);
  if (!normalised) return [STORE_MESSAGES.invalidUrl];
  const parsed = new URL(normalised);
  return parsed.protocol === 'https:' || plainHttpAllowed(parsed, allowCidrs) ? [] : [STORE_MESSAGES.httpsRequired(channel.urlLabel)];
}

/**
 * Part 2 §5: the name, a store's URL (required, then 'Invalid Url.', then https unless
 * OUTBOUND_ALLOW_CIDRS lets the address be reached) and every field of the channel are required;
 * messages in the form's order.
 */
export function assertComplete(channel: ChannelForm, storeName: string, keys: StoreKeys, url: string | null = null, allowCidrs: readonly string[] = []): void {
  const messages = [
    ...(storeName.trim() ? [] : [STORE_MESSAGES.nameRequired(channel.nameLabel)]),
    ...urlProblems(channel, url, allowCidrs),
    ...channel.fields.filter((field) => !keys[field.key]).map((field) => STORE_MESSAGES.keyRequired(field.label)),
  ];
  if (messages.length) throw badRequest(messages);
}

export const keysChanged = (before: StoreKeys, after: StoreKeys) => STORE_KEYS.some((key) => before[key] !== after[key]);

/**
 * Saved keys go only to the address they were saved for: whoever moves a store to another
 * address types every key again, so nobody can send the owner's keys to a server of their choice.
 */
export function assertKeysRetypedForNewUrl(channel: ChannelForm, input: Pick<StoreBody, 'key1' | 'key2' | 'key3'>): void {
  if (channel.fields.some((field) => !input[field.key]?.trim())) throw badRequest(STORE_MESSAGES.keysForNewUrl(channel));
}
