import { seesWholeAccount, type FilterOption } from '@trailpost/contracts';
import type { ServiceContext } from '../../platform/context.js';
import type { Db } from '../../db/client.js';
import {
  findDigestSubscribers,
  findNotifiedUsers,
  findUser,
  findUserByEmail,
  findUserNames,
  listAssignableUsers,
  revokeAllSessions,
} from './repository.js';

/** What other modules may ask about a tenant's users. */

export async function assignableUserOptions(ctx: ServiceContext, tenantId: string): Promise<FilterOption[]> {
  return (await listAssignableUsers(ctx.db, tenantId)).map((user) => ({ label: user.name, value: user.id }));
}

export async function isAssignableUser(ctx: ServiceContext, tenantId: string, userId: string): Promise<boolean> {
  return (await listAssignableUsers(ctx.db, tenantId)).some((user) => user.id === userId);
}

export async function userNamesById(ctx: ServiceContext, tenantId: string, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  return new Map((await findUserNames(ctx.db, tenantId, unique)).map((user) => [user.id, user.name]));
}

/** The IANA time zone a user keeps in its profile (UTC until set). */
export async function userTimeZone(ctx: ServiceContext, tenantId: string, userId: string): Promise<string> {
  return (await userPreferences(ctx, tenantId, userId))?.timeZone ?? 'UTC';
}

/** Who hears about a shipment: the tenant's main users, and the sub-user it is assigned to. */
export async function shipmentRecipients(db: Db, tenantId: string, assignedId: string | null): Promise<string[]> {
  return (await findNotifiedUsers(db, tenantId, assignedId)).map((user) => user.id);
}

/** How a user reads dates and where it receives mail (exports). */
export async function userPreferences(ctx: ServiceContext, tenantId: string, userId: string) {
  const user = await findUser(ctx.db, tenantId, userId);
  return user ? { email: user.email, timeZone: user.timeZone, dateFormat: user.dateFormat } : null;
}

/** What the profile screen shows of a user. */
export async function userProfile(ctx: ServiceContext, tenantId: string, userId: string) {
  const user = await findUser(ctx.db, tenantId, userId);
  return user
    ? {
        id: user.id,
        name: user.name,
        email: user.email,
        roleId: user.roleId,
        timeZone: user.timeZone,
        dateFormat: user.dateFormat,
        dailyDigestEmailActive: user.dailyDigestEmailActive,
      }
    : null;
}

export type DigestScope = { kind: 'tenant' } | { kind: 'assigned'; userId: string };

/**
 * Who receives the daily digest, and over which shipments: a main user or a sub-user with the
 * full tracking access reads the whole account; one with assignTracking only what is assigned to it;
 * a sub-user without either receives nothing.
 */
export async function digestSubscribers(db: Db) {
  const rows = await findDigestSubscribers(db);
  return rows.flatMap((row) => {
    const access = row.roleAccess ?? [];
    let scope: DigestScope | null = null;
    if (seesWholeAccount(row.userType, access)) scope = { kind: 'tenant' };
    else if (access.includes('assignTracking')) scope = { kind: 'assigned', userId: row.id };
    return scope ? [{ ...row, scope }] : [];
  });
}
export type DigestSubscriber = Awaited<ReturnType<typeof digestSubscribers>>[number];

/** Ends every session of a user at once (a deactivated sub-user is out on its next call). */
export async function endUserSessions(db: Db, tenantId: string, userId: string): Promise<void> {
  await revokeAllSessions(db, tenantId, userId);
}

/** Whether any account, of any tenant, signs in with this e-mail. */
export async function isEmailRegistered(db: Db, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== null;
}
