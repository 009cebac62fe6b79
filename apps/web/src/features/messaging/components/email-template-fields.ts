import { DEFAULT_FROM_EMAIL, type EmailTemplateView, type emailTemplateBody } from '@trailpost/contracts';
import type { z } from 'zod';
import { copyName } from '../utils/copy-name';

/**
 * The editor's values as typed (CC one comma-separated line), sent as they are: the server reads
 * them with the same schema. The language variants are edited on the language tabs.
 */
export type EmailTemplateFields = z.input<typeof emailTemplateBody>;

export const EMAIL_TEMPLATE_FIELD_NAMES = ['template_name', 'from_name', 'from_email', 'reply_to', 'cc_email', 'subject', 'body'] as const;

/** What each language of an e-mail template has its own of. */
export const EMAIL_VARIANT_FIELDS = ['subject', 'body'] as const;

/** A new template replies to the user's own address and sends from the default one. */
export function newEmailTemplateFields(replyTo: string): EmailTemplateFields {
  return { template_name: '', from_name: '', from_email: DEFAULT_FROM_EMAIL, reply_to: replyTo, cc_email: '', subject: '', body: '', variants: [] };
}

/** The fields of a stored template; a copy starts as "Copy of <name>" and keeps the variants. */
export function emailTemplateFieldsOf(template: EmailTemplateView, asCopy = false): EmailTemplateFields {
  return {
    template_name: asCopy ? copyName(template.template_name) : template.template_name,
    from_name: template.from_name,
    from_email: template.from_email || DEFAULT_FROM_EMAIL,
    reply_to: template.reply_to,
    cc_email: template.cc_email.join(', '),
    subject: template.subject,
    body: template.body,
    variants: template.variants.map(({ language, subject, body }) => ({ language, subject, body })),
  };
}
