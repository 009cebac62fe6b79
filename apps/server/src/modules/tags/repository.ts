import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tags } from '../../db/schema/index.js';
import { escapeLike } from '../../db/like.js';
import { editedEventsOf } from '../../platform/event-log.js';

export type TagRow = typeof tags.$inferSelect;

export function listTags(db: Db, tenantId: string, query = '') {
  const conditions = [eq(tags.tenantId, tenantId)];
  if (query) conditions.push(ilike(tags.tagName, `%${escapeLike(query)}%`));
  return db.select().from(tags).where(and(...conditions)).orderBy(asc(sql`lower(${tags.tagName})`));
}

export async function findTag(db: Db, tenantId: string, id: string): Promise<TagRow | null> {
  const [row] = await db.select().from(tags).where(and(eq(tags.tenantId, tenantId), eq(tags.id, id))).limit(1);
  return row ?? null;
}

export function findTags(db: Db, tenantId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([] as TagRow[]);
  return db.select().from(tags).where(and(eq(tags.tenantId, tenantId), inArray(tags.id, ids)));
}

export async function insertTag(db: Db, tenantId: string, values: { tagName: string; tagColor: string }): Promise<TagRow> {
  const [row] = await db.insert(tags).values({ ...values, tenantId }).returning();
  return row!;
}

export async function updateTag(db: Db, tenantId: string, id: string, values: Partial<{ tagName: string; tagColor: string }>) {
  const [row] = await db.update(tags).set(values).where(and(eq(tags.tenantId, tenantId), eq(tags.id, id))).returning();
  return row ?? null;
}

/**
 * Deletes the tag and takes it off every shipment that carried it; each of those shipments
 * changed, so each raises `shipment.edited` (webhooks tell it), in the same statement.
 */
export async function deleteTag(db: Db, tenantId: string, id: string): Promise<boolean> {
  await db.execute(sql`
    with changed as (
      update shipments set tag_ids = array_remove(tag_ids, ${id}::uuid), updated_at = now()
      where tenant_id = ${tenantId}::uuid and tag_ids @> array[${id}::uuid]
      returning tenant_id, id, tracking_number, slug, assigned_id, current_status
    )
    ${editedEventsOf(sql`changed`, 'tag deleted')}`);
  const deleted = await db.delete(tags).where(and(eq(tags.tenantId, tenantId), eq(tags.id, id))).returning({ id: tags.id });
  return deleted.length > 0;
}
