import { MESSAGING_MESSAGES, type SmsTemplateView, type smsTemplateBody } from '@trailpost/contracts';
import type { z } from 'zod';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { deleteSmsTemplate, findSmsTemplate, insertSmsTemplate, listSmsTemplates, updateSmsTemplate, type SmsTemplateRow } from './repository.js';

type SmsTemplateInput = z.output<typeof smsTemplateBody>;

const toView = (row: SmsTemplateRow): SmsTemplateView => ({
  _id: row.id,
  template_name: row.templateName,
  body: row.body,
  variants: row.variants,
  created: row.createdAt.toISOString(),
  modified: row.updatedAt.toISOString(),
});

const valuesOf = (input: SmsTemplateInput) => ({ templateName: input.template_name, body: input.body, variants: input.variants });

export async function getSmsTemplates(ctx: ServiceContext, auth: AuthContext): Promise<SmsTemplateView[]> {
  assertAccess(auth, 'settings');
  return (await listSmsTemplates(ctx.db, auth.tenantId)).map(toView);
}

export async function getSmsTemplate(ctx: ServiceContext, auth: AuthContext, id: string): Promise<SmsTemplateView> {
  assertAccess(auth, 'settings');
  const row = await findSmsTemplate(ctx.db, auth.tenantId, id);
  if (!row) throw notFound(MESSAGING_MESSAGES.templateNotFound);
  return toView(row);
}

export async function createSmsTemplate(ctx: ServiceContext, auth: AuthContext, input: SmsTemplateInput): Promise<SmsTemplateView> {
  assertAccess(auth, 'settings');
  return toView(await insertSmsTemplate(ctx.db, auth.tenantId, valuesOf(input)));
}

export async function editSmsTemplate(ctx: ServiceContext, auth: AuthContext, id: string, input: SmsTemplateInput): Promise<SmsTemplateView> {
  assertAccess(auth, 'settings');
  const row = await updateSmsTemplate(ctx.db, auth.tenantId, id, valuesOf(input));
  if (!row) throw notFound(MESSAGING_MESSAGES.templateNotFound);
  return toView(row);
}

export async function removeSmsTemplate(ctx: ServiceContext, auth: AuthContext, id: string): Promise<void> {
  assertAccess(auth, 'settings');
  if (!(await deleteSmsTemplate(ctx.db, auth.tenantId, id))) throw notFound(MESSAGING_MESSAGES.templateNotRemoved);
}
