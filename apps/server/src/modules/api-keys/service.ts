import { randomUUID } from 'node:crypto';
import { API_KEY_MESSAGES, API_KEYS_PER_USER_MAX, type ApiKeyView } from '@trailpost/contracts';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { hashToken } from '../../platform/tokens.js';
import { actorOf, changesBetween, recordAudit } from '../audit/index.js';
import * as repo from './repository.js';
import { newApiToken, openToken, sealToken } from './sealed-tokens.js';

/** Developer API keys (part 2 §2.4): each user manages only its own. */

const toView = (row: repo.ApiKeyRow, token: string): ApiKeyView => ({
  _id: row.id,
  token_name: row.tokenName,
  token,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

const keyTarget = (key: { id: string }) => ({ targetType: 'api_key', targetId: key.id });

/** The caller's keys, newest first, each token in full (its owner may view and copy it). */
export async function listApiKeys(ctx: ServiceContext, auth: AuthContext): Promise<ApiKeyView[]> {
  assertAccess(auth, 'settings');
  const rows = await repo.listKeys(ctx.db, auth.tenantId, auth.userId);
  return Promise.all(rows.map(async (row) => toView(row, await openToken(ctx, row))));
}

export async function addApiKey(ctx: ServiceContext, auth: AuthContext, name: string): Promise<ApiKeyView> {
  assertAccess(auth, 'settings');
  const id = randomUUID();
  const token = newApiToken();
  const sealedToken = await sealToken(ctx, auth.tenantId, id, token);
  const row = await ctx.db.transaction(async (tx) => {
    const added = await repo.insertKeyWithin(tx, auth.tenantId, auth.userId, { id, tokenName: name, tokenHash: hashToken(token), sealedToken }, API_KEYS_PER_USER_MAX);
    // The audit names the key, never its token.
    if (added) await recordAudit(tx, actorOf(auth), { action: 'api_key.created', ...keyTarget(added), changes: changesBetween(null, { token_name: added.tokenName }) });
    return added;
  });
  if (!row) throw badRequest(API_KEY_MESSAGES.tooMany(API_KEYS_PER_USER_MAX));
  return toView(row, token);
}

/** Gives the caller's key a new token; the old one stops working at once. */
export async function refreshApiKey(ctx: ServiceContext, auth: AuthContext, oldToken: string): Promise<ApiKeyView> {
  assertAccess(auth, 'settings');
  const oldHash = hashToken(oldToken);
  const found = await repo.findOwnKeyByHash(ctx.db, auth.tenantId, auth.userId, oldHash);
  if (!found) throw notFound(API_KEY_MESSAGES.notFound);
  const token = newApiToken();
  const next = { tokenHash: hashToken(token), sealedToken: await sealToken(ctx, auth.tenantId, found.id, token) };
  const row = await ctx.db.transaction(async (tx) => {
    const replaced = await repo.replaceToken(tx, auth.tenantId, auth.userId, found.id, oldHash, next);
    if (replaced) await recordAudit(tx, actorOf(auth), { action: 'api_key.refreshed', ...keyTarget(replaced), changes: changesBetween({ token: oldToken }, { token }, ['token']) });
    return replaced;
  });
  // Refreshed by another call meanwhile: the token asked about no longer exists.
  if (!row) throw notFound(API_KEY_MESSAGES.notFound);
  return toView(row, token);
}

export async function deleteApiKey(ctx: ServiceContext, auth: AuthContext, token: string): Promise<void> {
  assertAccess(auth, 'settings');
  const deleted = await ctx.db.transaction(async (tx) => {
    const key = await repo.deleteKeyByHash(tx, auth.tenantId, auth.userId, hashToken(token));
    if (key) await recordAudit(tx, actorOf(auth), { action: 'api_key.deleted', ...keyTarget(key), changes: changesBetween({ token_name: key.tokenName }, null) });
    return key;
  });
  if (!deleted) throw notFound(API_KEY_MESSAGES.notFound);
}
