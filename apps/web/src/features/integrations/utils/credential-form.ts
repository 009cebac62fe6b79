import {
  STORE_KEY_MAX, STORE_MESSAGES, STORE_NAME_MAX, STORE_URL_MAX, storeUrlOf,
  type ChannelForm, type StoreBody, type StoreKey, type StoreKeysRecord, type StoreRecord,
} from '@trailpost/contracts';
import { z } from 'zod';

/** `url` is asked for by store channels only (those with a `urlLabel`); couriers leave it blank. */
export type CredentialValues = { store_name: string; url: string } & Record<StoreKey, string>;

/** Secret keys already saved, as the server shows them: masked ("••••••••3f9a"). */
export type MaskedKeys = Partial<Record<StoreKey, string>>;

export function maskedKeysOf(channel: ChannelForm, store: StoreRecord | undefined): MaskedKeys {
  const masked: MaskedKeys = {};
  for (const { key, secret } of channel.fields) {
    const value = store?.[key];
    if (secret && value) masked[key] = value;
  }
  return masked;
}

/**
 * The server gives secret keys masked and the others in clear. Clear keys fill their fields;
 * masked ones do not, so the masked text is never sent back as if it were a key: a secret field
 * left blank keeps its saved key.
 */
export function initialValues(channel: ChannelForm, store: StoreRecord | undefined): CredentialValues {
  const values: CredentialValues = { store_name: store?.store_name ?? '', url: store?.url ?? '', key1: '', key2: '', key3: '' };
  for (const { key, secret } of channel.fields) if (!secret) values[key] = store?.[key] ?? '';
  return values;
}

const text = (label: string, max: number, required: string | null) => {
  const trimmed = z.string().trim();
  // Aborting on an empty field keeps its message the required one, whatever checks follow.
  return (required ? trimmed.min(1, { error: required, abort: true }) : trimmed).max(max, STORE_MESSAGES.tooLong(label, max));
};

/** A store's address (part 2 §5): required, then 'Invalid Url.' unless it is an http(s) address. */
const storeUrl = (label: string) =>
  text(label, STORE_URL_MAX, STORE_MESSAGES.urlRequired(label)).refine((value) => storeUrlOf(value) !== null, STORE_MESSAGES.invalidUrl);

/** An edit that moves the store to another address (saved keys are never sent to a new one). */
export const urlChanged = (channel: ChannelForm, url: string, savedUrl: string | null | undefined): boolean =>
  Boolean(channel.urlLabel && savedUrl && storeUrlOf(url) !== storeUrlOf(savedUrl));

/**
 * The channel's rules in the specification's words, in the form's order (name, store URL, keys);
 * a secret that is already saved may be left blank, unless the store URL changes: then every key
 * is typed again, as the server asks.
 */
export function credentialSchema(channel: ChannelForm, masked: MaskedKeys, savedUrl?: string | null) {
  const keys = Object.fromEntries(
    channel.fields.map((field) => [field.key, text(field.label, STORE_KEY_MAX, masked[field.key] ? null : STORE_MESSAGES.keyRequired(field.label))]),
  );
  return z
    .object({
      store_name: text(channel.nameLabel, STORE_NAME_MAX, STORE_MESSAGES.nameRequired(channel.nameLabel)),
      url: channel.urlLabel ? storeUrl(channel.urlLabel) : z.string(),
      key1: z.string(),
      key2: z.string(),
      key3: z.string(),
      ...keys,
    })
    .superRefine((values, context) => {
      if (!urlChanged(channel, values.url, savedUrl)) return;
      for (const { key } of channel.fields) {
        if (!values[key].trim()) context.addIssue({ code: 'custom', path: [key], message: STORE_MESSAGES.keysForNewUrl(channel) });
      }
    });
}

/**
 * The save payload: the store URL and every key of the channel on a create (and on an edit to
 * another address); on an edit only what the merchant changed (a key sent back as it was saved, or as it was revealed, would be a needless
 * change). The URL goes as the server keeps it, without a trailing slash.
 */
export function storeBodyOf(channel: ChannelForm, values: CredentialValues, store: StoreRecord | undefined, revealed: StoreKeysRecord | null): StoreBody {
  const body: StoreBody = { store_name: values.store_name.trim(), channel_id: channel.channelId };
  if (!store) body.active = 1;
  const url = channel.urlLabel ? storeUrlOf(values.url) : null;
  if (url && url !== storeUrlOf(store?.url ?? '')) body.url = url;
  // A new address gets every key, typed again, or the server refuses it.
  const everyKey = body.url !== undefined && Boolean(store);
  for (const { key, secret } of channel.fields) {
    const value = values[key].trim();
    const before = secret ? revealed?.[key] : store?.[key];
    if (value !== '' && (everyKey || value !== before)) body[key] = value;
  }
  return body;
}

/** What the form shows once saved: trimmed, and secrets blank again since they come back masked. */
export function savedValues(channel: ChannelForm, values: CredentialValues): CredentialValues {
  const saved: CredentialValues = { ...values, store_name: values.store_name.trim(), url: values.url.trim() };
  for (const { key, secret } of channel.fields) saved[key] = secret ? '' : values[key].trim();
  return saved;
}
