import { DEFAULT_FROM_EMAIL, MESSAGING_MESSAGES, type EmailTemplateListItem, type EmailTemplateView, type emailTemplateBody, type PageLanguage, type testEmailBody } from '@trailpost/contracts';
import type { z } from 'zod';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { invalidField, notFound } from '../../platform/errors.js';
import { queueMail } from '../../platform/mail.js';
import { loadSampleTemplateValues, renderEmail, sanitizeTemplateHtml } from '../templates/index.js';
import { verifiedSenderAddresses } from '../sender-domains/index.js';
import { messageWording, publishedPageSettings } from '../tracking-pages/index.js';
import {
  deleteEmailTemplate,
  findEmailTemplate,
  insertEmailTemplate,
  listEmailTemplates,
  updateEmailTemplate,
  type EmailTemplateRow,
  type EmailTemplateValues,
} from './repository.js';

type EmailTemplateInput = z.output<typeof emailTemplateBody>;
type TestEmailInput = z.output<typeof testEmailBody>;

const toView = (row: EmailTemplateRow): EmailTemplateView => ({
  _id: row.id,
  template_name: row.templateName,
  from_name: row.fromName,
  from_email: row.fromEmail ?? DEFAULT_FROM_EMAIL,
  reply_to: row.replyTo,
  cc_email: row.ccEmails,
  subject: row.subject,
  body: row.body,
  variants: row.variants,
  created: row.createdAt.toISOString(),
  modified: row.updatedAt.toISOString(),
});

/** A From Email is the default or an address of the merchant's verified domains; the body is kept sanitised. */
async function valuesOf(ctx: ServiceContext, tenantId: string, input: EmailTemplateInput): Promise<EmailTemplateValues> {
  if (input.from_email && !(await verifiedSenderAddresses(ctx.db, tenantId)).includes(input.from_email)) {
    throw invalidField('from_email', MESSAGING_MESSAGES.fromEmailNotVerified);
  }
  return {
    templateName: input.template_name,
    fromName: input.from_name,
    fromEmail: input.from_email,
    replyTo: input.reply_to,
    ccEmails: input.cc_email,
    subject: input.subject,
    body: sanitizeTemplateHtml(input.body),
    variants: input.variants.map((variant) => ({ ...variant, body: sanitizeTemplateHtml(variant.body) })),
  };
}

async function ownTemplate(ctx: ServiceContext, auth: AuthContext, id: string): Promise<EmailTemplateRow> {
  assertAccess(auth, 'settings');
  const row = await findEmailTemplate(ctx.db, auth.tenantId, id);
  if (!row) throw notFound(MESSAGING_MESSAGES.templateNotFound);
  return row;
}

export async function getEmailTemplates(ctx: ServiceContext, auth: AuthContext): Promise<EmailTemplateListItem[]> {
  assertAccess(auth, 'settings');
  return (await listEmailTemplates(ctx.db, auth.tenantId)).map((row) => ({
    _id: row.id,
    template_name: row.templateName,
    subject: row.subject,
    languages: row.variants.map((variant) => variant.language),
    modified: row.updatedAt.toISOString(),
  }));
}

export async function getEmailTemplate(ctx: ServiceContext, auth: AuthContext, id: string): Promise<EmailTemplateView> {
  return toView(await ownTemplate(ctx, auth, id));
}

export async function createEmailTemplate(ctx: ServiceContext, auth: AuthContext, input: EmailTemplateInput): Promise<EmailTemplateView> {
  assertAccess(auth, 'settings');
  return toView(await insertEmailTemplate(ctx.db, auth.tenantId, await valuesOf(ctx, auth.tenantId, input)));
}

export async function editEmailTemplate(ctx: ServiceContext, auth: AuthContext, id: string, input: EmailTemplateInput): Promise<EmailTemplateView> {
  assertAccess(auth, 'settings');
  const row = await updateEmailTemplate(ctx.db, auth.tenantId, id, await valuesOf(ctx, auth.tenantId, input));
  if (!row) throw notFound(MESSAGING_MESSAGES.templateNotFound);
  return toView(row);
}

export async function removeEmailTemplate(ctx: ServiceContext, auth: AuthContext, id: string): Promise<void> {
  assertAccess(auth, 'settings');
  if (!(await deleteEmailTemplate(ctx.db, auth.tenantId, id))) throw notFound(MESSAGING_MESSAGES.templateNotRemoved);
}

/**
 * Sends the saved template, filled with sample values, to one address (part 2 §7: Test); with a
 * language, that variant, its placeholders in that language.
 */
export async function sendTestEmail(ctx: ServiceContext, auth: AuthContext, id: string, input: TestEmailInput): Promise<void> {
  const row = await ownTemplate(ctx, auth, id);
  const variant = input.language ? row.variants.find((candidate) => candidate.language === input.language) : undefined;
  if (input.language && !variant) throw invalidField('language', MESSAGING_MESSAGES.variantNotSaved);
  const settings = await publishedPageSettings(ctx, auth.tenantId);
  const wording = variant && messageWording(variant.language as PageLanguage, settings.texts);
  const values = await loadSampleTemplateValues(ctx, auth.tenantId, new Date(), wording);
  if (!values) throw notFound(MESSAGING_MESSAGES.templateNotFound);
  const rendered = renderEmail(variant ?? { subject: row.subject, body: row.body }, values);
  await queueMail(ctx.db, {
    tenantId: auth.tenantId,
    kind: 'test',
    to: input.to_email,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    fromName: row.fromName || null,
    fromAddress: row.fromEmail,
    replyTo: row.replyTo,
  });
}
