import { TAG_MESSAGES, type Tag } from '@trailpost/contracts';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { badRequest, duplicate, notFound } from '../../platform/errors.js';
import { isUniqueViolation } from '../accounts/index.js';
import { removeTagFromShipments } from '../shipments/index.js';
import * as repo from './repository.js';

export function toTagView(row: repo.TagRow): Tag {
  return { _id: row.id, tag_name: row.tagName, tag_color: row.tagColor };
}

export async function searchTags(ctx: ServiceContext, auth: AuthContext, query: string): Promise<Tag[]> {
  assertAccess(auth, 'tracking');
  return (await repo.listTags(ctx.db, auth.tenantId, query.trim())).map(toTagView);
}

export async function createTag(ctx: ServiceContext, auth: AuthContext, input: { tag_name: string; tag_color: string }): Promise<Tag> {
  assertAccess(auth, 'tracking');
  try {
    return toTagView(await repo.insertTag(ctx.db, auth.tenantId, { tagName: input.tag_name, tagColor: input.tag_color }));
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(TAG_MESSAGES.exists);
    throw error;
  }
}

/** Renames and/or recolours; the message says which changed, as the tags screen shows. */
export async function updateTag(ctx: ServiceContext, auth: AuthContext, id: string, input: { tag_name?: string; tag_color?: string }) {
  assertAccess(auth, 'settings');
  const current = await repo.findTag(ctx.db, auth.tenantId, id);
  if (!current) throw notFound(TAG_MESSAGES.notFound);
  const values = {
    ...(input.tag_name !== undefined ? { tagName: input.tag_name } : {}),
    ...(input.tag_color !== undefined ? { tagColor: input.tag_color } : {}),
  };
  try {
    const row = Object.keys(values).length ? await repo.updateTag(ctx.db, auth.tenantId, id, values) : current;
    const renamed = input.tag_name !== undefined && input.tag_name !== current.tagName;
    const recoloured = input.tag_color !== undefined && input.tag_color !== current.tagColor;
    const message = renamed && !recoloured ? TAG_MESSAGES.nameUpdated : recoloured && !renamed ? TAG_MESSAGES.colorUpdated : TAG_MESSAGES.updated;
    return { tag: toTagView(row!), message };
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(TAG_MESSAGES.exists);
    throw error;
  }
}

/**
 * Deletes the tag and takes it off every shipment that carried it, in one transaction; each of
 * those shipments changed, so each raises `shipment.edited` (webhooks tell it).
 */
export async function deleteTag(ctx: ServiceContext, auth: AuthContext, id: string): Promise<void> {
  assertAccess(auth, 'settings');
  const deleted = await ctx.db.transaction(async (tx) => {
    await removeTagFromShipments(tx, auth.tenantId, id);
    return repo.deleteTag(tx, auth.tenantId, id);
  });
  if (!deleted) throw notFound(TAG_MESSAGES.notFound);
}

/** The tenant's tags among these ids; used by shipments to attach tags safely. */
export async function resolveTags(ctx: ServiceContext, tenantId: string, ids: string[]): Promise<Tag[]> {
  const unique = [...new Set(ids)];
  const rows = await repo.findTags(ctx.db, tenantId, unique);
  if (rows.length !== unique.length) throw badRequest(TAG_MESSAGES.notFound);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => toTagView(byId.get(id)!));
}

export async function tagsById(ctx: ServiceContext, tenantId: string, ids: string[]): Promise<Map<string, Tag>> {
  const rows = await repo.findTags(ctx.db, tenantId, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toTagView(row)]));
}
