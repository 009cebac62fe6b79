import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tags } from '../../db/schema/index.js';
import { escapeLike } from '../../db/like.js';

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

/** Deletes the tag; the service first takes it off the shipments that carried it. */
export async function deleteTag(db: Db, tenantId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(tags).where(and(eq(tags.tenantId, tenantId), eq(tags.id, id))).returning({ id: tags.id });
  return deleted.length > 0;
}
