import {
  STORE_KEY_MAX, STORE_MESSAGES, STORE_NAME_MAX, type CourierChannel, type StoreBody, type StoreKey, type StoreKeysRecord, type StoreRecord,
} from '@trailpost/contracts';
import { z } from 'zod';

export type CredentialValues = { store_name: string } & Record<StoreKey, string>;

/** Secret keys already saved, as the server shows them: masked ("••••••••3f9a"). */
export type MaskedKeys = Partial<Record<StoreKey, string>>;

export function maskedKeysOf(channel: CourierChannel, store: StoreRecord | undefined): MaskedKeys {
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
export function initialValues(channel: CourierChannel, store: StoreRecord | undefined): CredentialValues {
  const values: CredentialValues = { store_name: store?.store_name ?? '', key1: '', key2: '', key3: '' };
  for (const { key, secret } of channel.fields) if (!secret) values[key] = store?.[key] ?? '';
  return values;
}

/** The channel's rules in the specification's words; a secret that is already saved may be left blank. */
export function credentialSchema(channel: CourierChannel, masked: MaskedKeys) {
  const text = (label: string, max: number, required: string | null) => {
    const trimmed = z.string().trim();
    return (required ? trimmed.min(1, required) : trimmed).max(max, STORE_MESSAGES.tooLong(label, max));
  };
  const keys = Object.fromEntries(
    channel.fields.map((field) => [field.key, text(field.label, STORE_KEY_MAX, masked[field.key] ? null : STORE_MESSAGES.keyRequired(field.label))]),
  );
  return z.object({
    store_name: text(channel.nameLabel, STORE_NAME_MAX, STORE_MESSAGES.nameRequired(channel.nameLabel)),
    key1: z.string(),
    key2: z.string(),
    key3: z.string(),
    ...keys,
  });
}

/**
 * The save payload: every key of the channel on a create; on an edit only the keys the merchant
 * changed (a key sent back as it was saved, or as it was revealed, would be a needless change).
 */
export function storeBodyOf(channel: CourierChannel, values: CredentialValues, store: StoreRecord | undefined, revealed: StoreKeysRecord | null): StoreBody {
  const body: StoreBody = { store_name: values.store_name.trim(), channel_id: channel.channelId };
  if (!store) body.active = 1;
  for (const { key, secret } of channel.fields) {
    const value = values[key].trim();
    const before = secret ? revealed?.[key] : store?.[key];
    if (value !== '' && value !== before) body[key] = value;
  }
  return body;
}
