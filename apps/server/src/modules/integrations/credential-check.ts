import { CHANNEL_FORMS, STORE_MESSAGES, type ChannelForm } from '@trailpost/contracts';
import type { ServiceContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { courierAdapter, type ProviderSet, type CredentialCheck } from '../../tracking/index.js';
import * as repo from './repository.js';
import { openStoreKeys, type StoreKeys } from './sealed-keys.js';
import type { StoreClientDeps } from './store-apps/store-client.js';
import { storeClientOf } from './store-apps/store-clients.js';

/** Who the integrations ask about keys: the couriers' adapters and the stores' APIs. */
export interface IntegrationOutbound {
  providers: ProviderSet;
  stores: StoreClientDeps;
}

/** What a check sends: the keys, and a store's address. */
export interface CheckedCredentials {
  url: string | null;
  keys: StoreKeys;
}

/** What a check leaves on the row. */
export interface CheckColumns {
  credentialStatus: 'verified' | 'unverified' | 'rejected';
  credentialMessage: string | null;
  credentialCheckedAt: Date | null;
}

/** The courier's or the store's answer about these keys; a channel without a check is never asked. */
async function ask(outbound: IntegrationOutbound, channelId: number, { url, keys }: CheckedCredentials): Promise<CredentialCheck | null> {
  const store = storeClientOf(channelId);
  if (store) return url ? store.check(outbound.stores, { url, keys }) : null;
  const adapter = courierAdapter(outbound.providers, channelId);
  return adapter?.checkCredentials ? adapter.checkCredentials(keys) : null;
}

/** Channels whose keys can be asked about: stores, and couriers whose adapter has a check. */
const checkableChannels = (providers: ProviderSet) =>
  CHANNEL_FORMS.map((channel) => channel.channelId).filter((id) => storeClientOf(id) || courierAdapter(providers, id)?.checkCredentials);

function columnsOf(check: CredentialCheck | null, now: Date): CheckColumns {
  if (!check) return { credentialStatus: 'unverified', credentialMessage: null, credentialCheckedAt: null };
  if (check.status === 'ok') return { credentialStatus: 'verified', credentialMessage: null, credentialCheckedAt: now };
  return { credentialStatus: check.status === 'rejected' ? 'rejected' : 'unverified', credentialMessage: check.reason, credentialCheckedAt: now };
}

/**
 * Keys are checked before they are saved: keys the courier refuses are not saved (400 with the
 * courier's reason); keys it could not be asked about are saved unverified, and `unreachable`
 * tells the caller to say so instead of "Store Saved.".
 */
export async function checkBeforeSave(outbound: IntegrationOutbound, channel: ChannelForm, credentials: CheckedCredentials, now = new Date()): Promise<{ columns: CheckColumns; unreachable: boolean }> {
  const check = await ask(outbound, channel.channelId, credentials);
  if (check?.status === 'rejected') throw badRequest(check.about === 'address' ? check.reason : STORE_MESSAGES.rejected(channel.displayName, check.reason));
  return { columns: columnsOf(check, now), unreachable: check?.status === 'unreachable' };
}

/** Unverified keys are asked about again at most this often (the worker's housekeeping pass). */
export const UNVERIFIED_STORE_RECHECK_MS = 10 * 60_000;
export const STORE_RECHECK_BATCH = 50;

/** Keys that no longer open (SECRETS_KEY changed) cannot be asked about: they stay unverified, saying why. */
const UNREADABLE: CredentialCheck = { status: 'unreachable', reason: STORE_MESSAGES.keysUnreadable };

/**
 * Asks the couriers again about unverified keys due (oldest check first) and records each answer:
 * verified, rejected with the courier's reason, or still unverified. Answers how many were asked.
 */
export async function recheckUnverifiedStores(ctx: ServiceContext, outbound: IntegrationOutbound, now = new Date()): Promise<number> {
  const due = await repo.unverifiedStoresDue(ctx.db, checkableChannels(outbound.providers), new Date(now.getTime() - UNVERIFIED_STORE_RECHECK_MS), STORE_RECHECK_BATCH);
  await Promise.all(
    due.map(async (row) => {
      const keys = await openStoreKeys(ctx, row).catch(() => null);
      const check = keys ? await ask(outbound, row.channelId, { url: row.url, keys }) : UNREADABLE;
      await repo.recordCheck(ctx.db, row, columnsOf(check, now));
    }),
  );
  return due.length;
}
