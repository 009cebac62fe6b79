import { randomUUID } from 'node:crypto';
import { channelDisplayName, STORE_MESSAGES, type StoreInstallResult, type StoreLinkBody, type StoreRecord } from '@trailpost/contracts';
import { assertAccess, type AuthContext } from '../../../platform/auth.js';
import type { ServiceContext } from '../../../platform/context.js';
import { badRequest } from '../../../platform/errors.js';
import { isEmailRegistered } from '../../accounts/index.js';
import * as repo from '../repository.js';
import { openKeys, sealKeys, sealStoreKeys, type StoreKeys } from '../sealed-keys.js';
import { toStoreRecord } from '../views.js';
import * as installs from './install-repository.js';

/** An install waits this long for its merchant to sign in or up. */
export const INSTALL_TTL_MS = 60 * 60_000;

const installContext = (installId: string) => (key: string) => `store-install:${installId}:${key}`;

/** What a platform's callback learned: the shop, its owner, and the tokens it was given. */
export interface GrantedStore {
  channelId: number;
  shopName: string;
  /** Kept as the store's url: how the store app finds it again (uninstall, privacy requests). */
  shopUrl: string;
  ownerEmail: string | null;
  keys: StoreKeys;
}

/** Verified keys on a store row: sealed for it, and the store switched on (and synced at once) or off. */
async function grantedColumns(ctx: ServiceContext, tenantId: string, storeId: string, keys: StoreKeys, now: Date, active: 0 | 1 = 1) {
  return {
    keysSealed: true,
    ...(await sealStoreKeys(ctx, tenantId, storeId, keys)),
    active,
    sync: active,
    credentialStatus: 'verified' as const,
    credentialMessage: null,
    credentialCheckedAt: now,
  };
}

/**
 * After a platform granted access (part 1 §7): a shop some account already linked gets the new
 * tokens on every such store (`storeExist`); any other waits, sealed, for the merchant to sign in
 * (`isRegister`: an account with the owner's e-mail exists) or sign up, then to link it.
 */
export async function recordGrant(ctx: ServiceContext, granted: GrantedStore, now = new Date()): Promise<StoreInstallResult> {
  const shop = { channel_id: granted.channelId, name: granted.shopName, url: granted.shopUrl, email: granted.ownerEmail };
  const linked = await installs.storesOfShop(ctx.db, granted.channelId, granted.shopUrl);
  for (const row of linked) await repo.updateStore(ctx.db, row.tenantId, row.id, await grantedColumns(ctx, row.tenantId, row.id, granted.keys, now));
  if (linked.length) return { isRegister: true, storeExist: true, request_id: null, shop };
  const id = randomUUID();
  await installs.insertInstall(ctx.db, {
    id,
    channelId: granted.channelId,
    shopName: granted.shopName,
    shopUrl: granted.shopUrl,
    ownerEmail: granted.ownerEmail,
    ...(await sealKeys(ctx, installContext(id), granted.keys)),
    expiresAt: new Date(now.getTime() + INSTALL_TTL_MS),
  });
  const isRegister = granted.ownerEmail ? await isEmailRegistered(ctx, granted.ownerEmail) : false;
  return { isRegister, storeExist: false, request_id: id, shop };
}

/**
 * Links a waiting install to the caller's account (store link payload, part 1 §3): the store is
 * created, or, when this account already has that shop, given the new tokens. An install links
 * once and within the hour.
 */
export async function linkInstall(ctx: ServiceContext, auth: AuthContext, body: StoreLinkBody, now = new Date()): Promise<StoreRecord> {
  assertAccess(auth, 'settings');
  const install = /^[0-9a-f-]{36}$/i.test(body.request_id) ? await installs.takeInstall(ctx.db, body.request_id, now) : null;
  if (!install) throw badRequest(STORE_MESSAGES.installExpired);
  const keys = await openKeys(ctx, installContext(install.id), install);
  const own = (await installs.storesOfShop(ctx.db, install.channelId, install.shopUrl)).find((row) => row.tenantId === auth.tenantId);
  const id = own?.id ?? randomUUID();
  const columns = await grantedColumns(ctx, auth.tenantId, id, keys, now, body.active ?? 1);
  const row = own
    ? await repo.updateStore(ctx.db, auth.tenantId, id, columns)
    : await repo.insertStore(ctx.db, {
        id,
        tenantId: auth.tenantId,
        userId: auth.userId,
        channelId: install.channelId,
        storeName: body.store_name || install.shopName || channelDisplayName(install.channelId),
        url: install.shopUrl,
        ...columns,
      });
  return toStoreRecord(row!, keys, ctx.config.publicUrl);
}

/** Installs and states past their hour (housekeeping). */
export const forgetExpiredInstalls = (ctx: ServiceContext, now = new Date()) => installs.forgetExpired(ctx.db, now);
