import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { trackingPageSettings, trackingPageTemplates } from '../../db/schema/index.js';

export type TrackingTemplateRow = typeof trackingPageTemplates.$inferSelect;
export type TrackingTemplateListRow = Omit<TrackingTemplateRow, 'body' | 'tenantId'>;
export type TrackingTemplateValues = Pick<typeof trackingPageTemplates.$inferInsert, 'templateName' | 'body' | 'language'>;

const t = trackingPageTemplates;
const ofTenant = (tenantId: string) => eq(t.tenantId, tenantId);
const template = (tenantId: string, id: string) => and(ofTenant(tenantId), eq(t.id, id));
const defaultOf = (tenantId: string) => and(ofTenant(tenantId), eq(t.isDefault, true));

/** The list without bodies (they can be large): the default first, then the newest. */
export function listTrackingTemplates(db: Db, tenantId: string): Promise<TrackingTemplateListRow[]> {
  return db
    .select({ id: t.id, templateName: t.templateName, isDefault: t.isDefault, language: t.language, createdAt: t.createdAt, updatedAt: t.updatedAt })
    .from(t)
    .where(ofTenant(tenantId))
    .orderBy(desc(t.isDefault), desc(t.createdAt), desc(t.id));
}

export async function findTrackingTemplate(db: Db, tenantId: string, id: string): Promise<TrackingTemplateRow | null> {
  const [row] = await db.select().from(t).where(template(tenantId, id));
  return row ?? null;
}

/** The body the public pages show and the language it fixes; one probe of the partial unique index on (tenant_id) where is_default. */
export async function findDefaultTemplate(db: Db, tenantId: string): Promise<{ body: string; language: string | null } | null> {
  const [row] = await db.select({ body: t.body, language: t.language }).from(t).where(defaultOf(tenantId)).limit(1);
  return row ?? null;
}

/**
 * Adds a template that is the default when the account has none yet: it is offered as the
 * default, and the partial unique index refuses it when a default exists (or when another first
 * save wins at the same moment); it is then stored as an ordinary template. No subquery in the
 * insert, which a distributed database refuses.
 */
export async function insertTrackingTemplate(db: Db, tenantId: string, values: TrackingTemplateValues): Promise<TrackingTemplateRow> {
  const [first] = await db.insert(t).values({ ...values, tenantId, isDefault: true }).onConflictDoNothing().returning();
  if (first) return first;
  const [row] = await db.insert(t).values({ ...values, tenantId, isDefault: false }).returning();
  return row!;
}

/** Adds the default template unless the account already has one (then nothing: the unique index decides, not a prior read). */
export async function insertDefaultIfMissing(db: Db, tenantId: string, values: TrackingTemplateValues): Promise<void> {
  await db.insert(t).values({ ...values, tenantId, isDefault: true }).onConflictDoNothing();
}

export async function updateTrackingTemplate(db: Db, tenantId: string, id: string, values: TrackingTemplateValues): Promise<TrackingTemplateRow | null> {
  const [row] = await db.update(t).set({ ...values, updatedAt: new Date() }).where(template(tenantId, id)).returning();
  return row ?? null;
}

/**
 * Deletes a template unless it is the default. Checked in the statement itself, so a template
 * made default meanwhile stays. 'default' when it is the default, 'missing' when it is not the tenant's.
 */
export async function deleteTrackingTemplate(db: Db, tenantId: string, id: string): Promise<'deleted' | 'default' | 'missing'> {
  const deleted = await db
    .delete(t)
    .where(and(template(tenantId, id), eq(t.isDefault, false)))
    .returning({ id: t.id });
  if (deleted.length) return 'deleted';
  return (await findTrackingTemplate(db, tenantId, id)) ? 'default' : 'missing';
}

/**
 * Makes one template the account's default and the others not, in one transaction. All the
 * account's templates are locked first, in one order, so two changes at once run one after the
 * other. Locking only the chosen template and the current default is not enough: the default
 * can change hands while a change waits, and the two changes then lock the same rows in
 * opposite orders (a deadlock). The old default is cleared before the new one is set (the
 * unique index is checked row by row).
 */
export async function setDefaultTrackingTemplate(db: Db, tenantId: string, id: string): Promise<TrackingTemplateRow | null> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: t.id })
      .from(t)
      .where(ofTenant(tenantId))
      .orderBy(t.id)
      .for('update');
    if (!locked.some((row) => row.id === id)) return null;
    // The star is not an edit of the page: modified stays.
    await tx
      .update(t)
      .set({ isDefault: false })
      .where(and(defaultOf(tenantId), ne(t.id, id)));
    const [row] = await tx.update(t).set({ isDefault: true }).where(template(tenantId, id)).returning();
    return row ?? null;
  });
}

const settings = trackingPageSettings;

/** The account's saved settings; null when it never saved any (a new account: the defaults). */
export async function findTrackingPageSettings(db: Db, tenantId: string) {
  const [row] = await db
    .select({
      orderLookupVerification: settings.orderLookupVerification,
      defaultLanguage: settings.defaultLanguage,
      texts: settings.texts,
      deliveryDateSource: settings.deliveryDateSource,
    })
    .from(settings)
    .where(eq(settings.tenantId, tenantId));
  return row ?? null;
}

export type TrackingPageSettingsValues = Partial<Pick<typeof trackingPageSettings.$inferInsert, 'orderLookupVerification' | 'defaultLanguage' | 'texts' | 'deliveryDateSource'>>;

export async function saveTrackingPageSettings(db: Db, tenantId: string, values: TrackingPageSettingsValues, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ tenantId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: settings.tenantId, set: { ...values, updatedAt: now } });
}
