import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailTemplates, smsTemplates } from '../../db/schema/index.js';

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;
export type EmailTemplateValues = Omit<typeof emailTemplates.$inferInsert, 'id' | 'tenantId' | 'createdAt' | 'updatedAt'>;
export type SmsTemplateRow = typeof smsTemplates.$inferSelect;
export type SmsTemplateValues = Pick<typeof smsTemplates.$inferInsert, 'templateName' | 'body' | 'variants'>;

const emailTemplate = (tenantId: string, id: string) => and(eq(emailTemplates.tenantId, tenantId), eq(emailTemplates.id, id));
const smsTemplate = (tenantId: string, id: string) => and(eq(smsTemplates.tenantId, tenantId), eq(smsTemplates.id, id));

export function listEmailTemplates(db: Db, tenantId: string) {
  return db.select().from(emailTemplates).where(eq(emailTemplates.tenantId, tenantId)).orderBy(asc(emailTemplates.createdAt), asc(emailTemplates.id));
}

export async function findEmailTemplate(db: Db, tenantId: string, id: string): Promise<EmailTemplateRow | null> {
  const [row] = await db.select().from(emailTemplates).where(emailTemplate(tenantId, id));
  return row ?? null;
}

export async function insertEmailTemplate(db: Db, tenantId: string, values: EmailTemplateValues): Promise<EmailTemplateRow> {
  const [row] = await db.insert(emailTemplates).values({ ...values, tenantId }).returning();
  return row!;
}

export async function updateEmailTemplate(db: Db, tenantId: string, id: string, values: EmailTemplateValues): Promise<EmailTemplateRow | null> {
  const [row] = await db.update(emailTemplates).set({ ...values, updatedAt: new Date() }).where(emailTemplate(tenantId, id)).returning();
  return row ?? null;
}

export async function deleteEmailTemplate(db: Db, tenantId: string, id: string): Promise<boolean> {
  return (await db.delete(emailTemplates).where(emailTemplate(tenantId, id)).returning({ id: emailTemplates.id })).length > 0;
}

export function listSmsTemplates(db: Db, tenantId: string) {
  return db.select().from(smsTemplates).where(eq(smsTemplates.tenantId, tenantId)).orderBy(asc(smsTemplates.createdAt), asc(smsTemplates.id));
}

export async function findSmsTemplate(db: Db, tenantId: string, id: string): Promise<SmsTemplateRow | null> {
  const [row] = await db.select().from(smsTemplates).where(smsTemplate(tenantId, id));
  return row ?? null;
}

export async function insertSmsTemplate(db: Db, tenantId: string, values: SmsTemplateValues): Promise<SmsTemplateRow> {
  const [row] = await db.insert(smsTemplates).values({ ...values, tenantId }).returning();
  return row!;
}

export async function updateSmsTemplate(db: Db, tenantId: string, id: string, values: SmsTemplateValues): Promise<SmsTemplateRow | null> {
  const [row] = await db.update(smsTemplates).set({ ...values, updatedAt: new Date() }).where(smsTemplate(tenantId, id)).returning();
  return row ?? null;
}

export async function deleteSmsTemplate(db: Db, tenantId: string, id: string): Promise<boolean> {
  return (await db.delete(smsTemplates).where(smsTemplate(tenantId, id)).returning({ id: smsTemplates.id })).length > 0;
}
