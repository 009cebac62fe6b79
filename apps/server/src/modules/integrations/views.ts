import { CHANNEL_FORMS, channelFormById, STORE_APPS, NINJA_VAN_CHANNEL_ID, type ChannelRecord, type CredentialStatus, type StoreRecord } from '@trailpost/contracts';
import { ninjaVanWebhookUrl } from '../../tracking/index.js';
import type { StoreRow } from './repository.js';
import { STORE_KEYS, type StoreKeys } from './sealed-keys.js';

const MASK = '••••••••';
/** Shorter values would give away too much of themselves in their last four characters. */
const SHORTEST_PARTLY_SHOWN = 8;

/** "••••••••3f9a": enough for the merchant to recognise a key, not to use it. */
export function maskKey(value: string): string {
  return value.length < SHORTEST_PARTLY_SHOWN ? MASK : MASK + value.slice(-4);
}

/** Keys the channel's form marks secret are masked; a key of a channel without a form is too. */
function isSecret(channelId: number, key: (typeof STORE_KEYS)[number]): boolean {
  return channelFormById(channelId)?.fields.find((field) => field.key === key)?.secret ?? true;
}

/** A store as the API gives it (contracts `storeRecord`), from its row and its keys in clear. */
export function toStoreRecord(row: StoreRow, keys: StoreKeys, publicUrl: string): StoreRecord {
  const shown = (key: (typeof STORE_KEYS)[number]) => {
    const value = keys[key];
    return value === null ? null : isSecret(row.channelId, key) ? maskKey(value) : value;
  };
  return {
    _id: row.id,
    store_name: row.storeName,
    channel_id: row.channelId,
    url: row.url,
    key1: shown('key1'),
    key2: shown('key2'),
    key3: shown('key3'),
    active: row.active === 1 ? 1 : 0,
    sync: row.sync === 1 ? 1 : 0,
    user_id: row.userId,
    credential_status: row.credentialStatus as CredentialStatus,
    credential_message: row.credentialMessage,
    credential_checked_at: row.credentialCheckedAt?.toISOString() ?? null,
    // Ninja Van pushes to the address of the store's user (part 2 §7), under the API base.
    webhook_url: row.channelId === NINJA_VAN_CHANNEL_ID ? ninjaVanWebhookUrl(`${publicUrl.replace(/\/+$/, '')}/api`, row.userId) : null,
    last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
    last_sync_orders: row.lastSyncOrders,
    last_sync_created: row.lastSyncCreated,
    last_sync_error: row.lastSyncError,
  };
}

/** `GET /channels/list`: the store apps, then the channels connected by form, with their logos (files of the web app). */
export function channelList(): ChannelRecord[] {
  return [...STORE_APPS, ...CHANNEL_FORMS].map((channel) => ({
    channel_id: channel.channelId,
    display_name: channel.displayName,
    logo: `/channel-logos/${channel.path}.svg`,
  }));
}
