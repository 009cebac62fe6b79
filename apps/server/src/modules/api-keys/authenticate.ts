import { roleValuesOf, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { findKeyByTokenHash, touchKey } from './repository.js';

/** A key's last use is written at most this often, so a busy integration does not write on every call. */
export const KEY_TOUCH_INTERVAL_MS = 60_000;

/**
 * The developer-token resolver the authentication hook tries after sessions (pinned "API
 * keys"): a key acts as its owner with the owner's current role, read on every call, so a
 * changed role or a deactivated owner takes effect at once.
 */
export async function resolveApiKey(ctx: ServiceContext, tokenHash: string): Promise<AuthContext | null> {
  const found = await findKeyByTokenHash(ctx.db, tokenHash);
  if (!found) return null;
  const { key } = found;
  if (!key.lastUsedAt || Date.now() - key.lastUsedAt.getTime() > KEY_TOUCH_INTERVAL_MS) await touchKey(ctx.db, key.tenantId, key.id, KEY_TOUCH_INTERVAL_MS);
  const userType = found.userType === 'subuser' ? 'subuser' : 'user';
  return {
    // The key's own id names no session: signing out or listing sessions with a key touches none.
    sessionId: key.id,
    apiKeyId: key.id,
    userId: key.userId,
    tenantId: key.tenantId,
    userType,
    roles: roleValuesOf(userType, found.roleAccess),
  };
}
