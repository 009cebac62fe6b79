import type { FilterOption } from '@trailpost/contracts';
import type { ServiceContext } from '../../platform/context.js';
import { findUserNames, listAssignableUsers } from './repository.js';

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
