import { z } from 'zod';
import { checkTemplateHtml, textOutsideTags } from './template-html.js';
import { fitsSmsLimit } from './sms-segments.js';
import { CC_MAX, DEFAULT_FROM_EMAIL, EMAIL_BODY_MAX, EMAIL_SUBJECT_MAX, FROM_NAME_MAX, isEmailAddress, MESSAGE_STATUSES, MESSAGING_MESSAGES, TEMPLATE_NAME_MAX, UNSUBSCRIBE_MESSAGES } from './messaging-texts.js';

const requiredText = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, MESSAGING_MESSAGES.tooLong(label, max));

/** A comma- (or semicolon-) separated list, or an array, of addresses: each must be valid. */
const ccList = z
  .union([z.string(), z.array(z.string())], { error: MESSAGING_MESSAGES.emailInvalid })
  .default([])
  .transform((value) => (Array.isArray(value) ? value : value.split(/[,;]/)).map((item) => item.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.string().refine(isEmailAddress, MESSAGING_MESSAGES.emailInvalid)).max(CC_MAX, `At most ${CC_MAX} CC addresses.`));

/** The e-mail template editor's fields (part 2 §2.6, §3, §5). */
export const emailTemplateBody = z.object({
  template_name: requiredText(MESSAGING_MESSAGES.templateNameRequired, 'Template Name', TEMPLATE_NAME_MAX),
  from_name: z.string().trim().max(FROM_NAME_MAX, MESSAGING_MESSAGES.tooLong('From Name', FROM_NAME_MAX)).default(''),
  /** Empty or the default address: sent from the default no-reply address. */
  from_email: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value === '' || isEmailAddress(value), MESSAGING_MESSAGES.emailInvalid)
    .nullish()
    .transform((value) => (value && value !== DEFAULT_FROM_EMAIL ? value : null)),
  reply_to: z
    .string({ error: MESSAGING_MESSAGES.replyToRequired })
    .trim()
    .toLowerCase()
    .min(1, { message: MESSAGING_MESSAGES.replyToRequired, abort: true })
    .refine(isEmailAddress, MESSAGING_MESSAGES.emailInvalid),
  cc_email: ccList,
  subject: requiredText(MESSAGING_MESSAGES.subjectRequired, 'Subject', EMAIL_SUBJECT_MAX),
  body: z
    .string({ error: MESSAGING_MESSAGES.emailBodyRequired })
    .max(EMAIL_BODY_MAX, MESSAGING_MESSAGES.tooLong('Email body', EMAIL_BODY_MAX))
    .superRefine(checkTemplateHtml)
    // The editor's empty document is an empty paragraph: no text and no image is no body.
    .refine((value) => /<img\b/i.test(value) || textOutsideTags(value).replace(/&nbsp;|\s/g, '') !== '', MESSAGING_MESSAGES.emailBodyRequired),
});
export type EmailTemplateBody = z.input<typeof emailTemplateBody>;

export const emailTemplateView = z.object({
  _id: z.string(),
  template_name: z.string(),
  from_name: z.string(),
  /** The default no-reply address when the template names none. */
  from_email: z.string(),
  reply_to: z.string(),
  cc_email: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  created: z.string(),
  modified: z.string(),
});
export type EmailTemplateView = z.infer<typeof emailTemplateView>;

export const emailTemplateListItem = emailTemplateView.pick({ _id: true, template_name: true, subject: true, modified: true });
export type EmailTemplateListItem = z.infer<typeof emailTemplateListItem>;

export const testEmailBody = z.object({
  to_email: z
    .string({ error: MESSAGING_MESSAGES.toEmailRequired })
    .trim()
    .toLowerCase()
    .min(1, { message: MESSAGING_MESSAGES.toEmailRequired, abort: true })
    .refine(isEmailAddress, MESSAGING_MESSAGES.emailInvalid),
});

/** The SMS template editor's fields (part 2 §2.7, §5, §9). */
export const smsTemplateBody = z.object({
  template_name: requiredText(MESSAGING_MESSAGES.templateNameRequired, 'Template name', TEMPLATE_NAME_MAX),
  body: z
    .string({ error: MESSAGING_MESSAGES.smsBodyRequired })
    .max(1000, MESSAGING_MESSAGES.smsBodyTooLong)
    .refine((value) => value.trim() !== '', MESSAGING_MESSAGES.smsBodyRequired)
    .refine(fitsSmsLimit, MESSAGING_MESSAGES.smsBodyTooLong),
});
export type SmsTemplateBody = z.input<typeof smsTemplateBody>;

export const smsTemplateView = z.object({
  _id: z.string(),
  template_name: z.string(),
  body: z.string(),
  created: z.string(),
  modified: z.string(),
});
export type SmsTemplateView = z.infer<typeof smsTemplateView>;

export const templateIdParams = z.object({ id: z.string().uuid(MESSAGING_MESSAGES.templateNotFound) });

export const unsubscribeQuery = z.object({ token: z.string({ error: UNSUBSCRIBE_MESSAGES.invalidLink }).min(1, UNSUBSCRIBE_MESSAGES.invalidLink).max(1000, UNSUBSCRIBE_MESSAGES.invalidLink) });

export const unsubscribeView = z.object({
  company_name: z.string(),
  email: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeView = z.infer<typeof unsubscribeView>;

export const messageLogQuery = z.object({
  pageId: z.coerce.number().int().min(1).max(100_000).default(1),
  channel: z.enum(['email', 'sms']).optional(),
  status: z.enum(MESSAGE_STATUSES).optional(),
});
export type MessageLogQuery = z.output<typeof messageLogQuery>;

export const messageLogItem = z.object({
  _id: z.string(),
  channel: z.enum(['email', 'sms']),
  kind: z.enum(['customer', 'test']),
  to: z.string(),
  /** The subject of an e-mail, the text of an SMS. */
  summary: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  /** Why it failed, or why the last attempt did (a retry is due). */
  error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type MessageLogItem = z.infer<typeof messageLogItem>;
