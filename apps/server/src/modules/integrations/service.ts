import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { isStoreChannel, STORE_MESSAGES, storeUrlOf, type ChannelRecord, type StoreBody, type StoreKeysRecord, type StoreRecord } from '@trailpost/contracts';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { recordIntegrationChange, type AuditedIntegration } from './audit-entries.js';
import { checkBeforeSave, type IntegrationOutbound } from './credential-check.js';
import * as repo from './repository.js';
import { assertComplete, assertKeysRetypedForNewUrl, channelOf, keysChanged, keysToStore, urlToStore } from './rules.js';
import { openStoreKeysOrNone, sealStoreKeys } from './sealed-keys.js';
import { channelList, toStoreRecord } from './views.js';

/** A saved store and the message its save answers with. */
export interface SavedStore {
  record: StoreRecord;
  message: string;
}

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** The caller's tenant's store; another tenant's id and a malformed one are both unknown. */
async function ownStore(ctx: ServiceContext, auth: AuthContext, id: string): Promise<repo.StoreRow> {
  assertAccess(auth, 'settings');
  const row = isUuid(id) ? await repo.findStore(ctx.db, auth.tenantId, id) : null;
  if (!row) throw notFound(STORE_MESSAGES.notFound);
  return row;
}

async function recordOf(ctx: ServiceContext, row: repo.StoreRow): Promise<StoreRecord> {
  return toStoreRecord(row, await openStoreKeysOrNone(ctx, row), ctx.config.publicUrl);
}

const audited = (row: repo.StoreRow, keys: AuditedIntegration['keys']): AuditedIntegration => ({ storeName: row.storeName, url: row.url, active: row.active, keys });

const savedMessage = (unreachable: boolean, displayName: string) => (unreachable ? STORE_MESSAGES.unverified(displayName) : STORE_MESSAGES.saved);

export async function listStores(ctx: ServiceContext, auth: AuthContext): Promise<StoreRecord[]> {
  assertAccess(auth, 'settings');
  return Promise.all((await repo.listStores(ctx.db, auth.tenantId)).map((row) => recordOf(ctx, row)));
}

export function listChannels(auth: AuthContext): ChannelRecord[] {
  assertAccess(auth, 'settings');
  return channelList();
}

export async function getStore(ctx: ServiceContext, auth: AuthContext, id: string): Promise<StoreRecord> {
  return recordOf(ctx, await ownStore(ctx, auth, id));
}

/** A new integration: complete, accepted by the courier (or not reachable yet), keys sealed. */
export async function createStore(ctx: ServiceContext, outbound: IntegrationOutbound, auth: AuthContext, input: StoreBody): Promise<SavedStore> {
  assertAccess(auth, 'settings');
  const channel = channelOf(input.channel_id);
  const keys = keysToStore(channel, input, null);
  const typedUrl = urlToStore(channel, input.url, null);
  assertComplete(channel, input.store_name, keys, typedUrl, ctx.config.outboundAllowCidrs);
  const url = typedUrl && storeUrlOf(typedUrl);
  const { columns, unreachable } = await checkBeforeSave(outbound, channel, { url, keys });
  const id = randomUUID();
  const sealed = await sealStoreKeys(ctx, auth.tenantId, id, keys);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertStore(tx, {
    id,
    tenantId: auth.tenantId,
    userId: auth.userId,
    channelId: channel.channelId,
    storeName: input.store_name,
    url,
    active: input.active ?? 1,
    // A store switched on is synced at once, and its card says so from the first answer.
    sync: isStoreChannel(channel.channelId) && (input.active ?? 1) === 1 ? 1 : 0,
    keysSealed: true,
    ...sealed,
    ...columns,
  });
    await recordIntegrationChange(tx, auth, created, 'created', null, audited(created, keys));
    return created;
  });
  return { record: await recordOf(ctx, row), message: savedMessage(unreachable, channel.displayName) };
}

/** An edit: keys left out keep their saved values; changed keys are checked again before they are saved. */
export async function updateStore(ctx: ServiceContext, outbound: IntegrationOutbound, auth: AuthContext, id: string, input: StoreBody): Promise<SavedStore> {
  const current = await ownStore(ctx, auth, id);
  const channel = channelOf(current.channelId);
  // A store stays on its channel: its keys mean something else on another.
  if (input.channel_id !== current.channelId) throw badRequest(STORE_MESSAGES.channelUnknown);
  const saved = await openStoreKeysOrNone(ctx, current);
  const keys = keysToStore(channel, input, saved);
  const typedUrl = urlToStore(channel, input.url, current.url);
  assertComplete(channel, input.store_name, keys, typedUrl, ctx.config.outboundAllowCidrs);
  const url = typedUrl && storeUrlOf(typedUrl);
  if (url !== current.url) assertKeysRetypedForNewUrl(channel, input);
  // Keys meant for one store address are asked about again when the address changes.
  const changed = keysChanged(saved, keys) || url !== current.url;
  const check = changed ? await checkBeforeSave(outbound, channel, { url, keys }) : null;
  const sealed = check ? await sealStoreKeys(ctx, auth.tenantId, current.id, keys) : null;
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await repo.updateStore(tx, auth.tenantId, current.id, {
    storeName: input.store_name,
    url,
    // Another address is another store: its sync starts from its first order.
    ...(url !== current.url ? { syncCursor: null } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
    ...(check && sealed ? { keysSealed: true, ...sealed, ...check.columns } : {}),
  });
    if (updated) await recordIntegrationChange(tx, auth, updated, 'updated', audited(current, saved), audited(updated, keys));
    return updated;
  });
  if (!row) throw notFound(STORE_MESSAGES.notFound);
  return { record: await recordOf(ctx, row), message: savedMessage(check?.unreachable ?? false, channel.displayName) };
}

/** The list's switch (part 2 §4): the tracking engine reads it on its next batch. */
export async function setStoreActive(ctx: ServiceContext, auth: AuthContext, id: string, active: 0 | 1): Promise<StoreRecord> {
  const current = await ownStore(ctx, auth, id);
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await repo.updateStore(tx, auth.tenantId, current.id, { active });
    if (updated) await recordIntegrationChange(tx, auth, updated, 'updated', audited(current, null), audited(updated, null));
    return updated;
  });
  if (!row) throw notFound(STORE_MESSAGES.notFound);
  return recordOf(ctx, row);
}

/** The keys in clear, for the account owner only: a sub-user with settings access sees them masked. */
export async function revealStoreKeys(ctx: ServiceContext, auth: AuthContext, id: string): Promise<StoreKeysRecord> {
  assertAccess(auth, 'settings');
  if (auth.userType !== 'user') throw forbidden(STORE_MESSAGES.revealOwnerOnly);
  return openStoreKeysOrNone(ctx, await ownStore(ctx, auth, id));
}

/** "Sync now" on a store (not a courier account), switched on: the next worker pass takes it. */
export async function requestStoreSync(ctx: ServiceContext, auth: AuthContext, id: string): Promise<StoreRecord> {
  const current = await ownStore(ctx, auth, id);
  if (!isStoreChannel(current.channelId)) throw badRequest(STORE_MESSAGES.syncNotStore);
  const row = await repo.requestSync(ctx.db, auth.tenantId, current.id);
  if (!row) throw badRequest(STORE_MESSAGES.syncInactive);
  return recordOf(ctx, row);
}

export async function deleteStore(ctx: ServiceContext, auth: AuthContext, id: string): Promise<void> {
  const current = await ownStore(ctx, auth, id);
  const deleted = await ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteStore(tx, auth.tenantId, current.id))) return false;
    await recordIntegrationChange(tx, auth, current, 'deleted', audited(current, null), null);
    return true;
  });
  if (!deleted) throw notFound(STORE_MESSAGES.notFound);
}
