import { z } from 'zod';
import { checkTemplateHtml, textOutsideTags } from './template-html.js';
import { fitsSmsLimit } from './sms-segments.js';
import { PAGE_LANGUAGE_CODES, PAGE_LANGUAGES } from './page-languages.js';
import { CC_MAX, DEFAULT_FROM_EMAIL, EMAIL_BODY_MAX, EMAIL_SUBJECT_MAX, FROM_NAME_MAX, isEmailAddress, MESSAGE_STATUSES, MESSAGING_MESSAGES, TEMPLATE_NAME_MAX, UNSUBSCRIBE_MESSAGES } from './messaging-texts.js';

const requiredText = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, MESSAGING_MESSAGES.tooLong(label, max));

/** A comma- (or semicolon-) separated list, or an array, of addresses: each must be valid. */
const ccList = z
  .union([z.string(), z.array(z.string())], { error: MESSAGING_MESSAGES.emailInvalid })
  .default([])
  .transform((value) => (Array.isArray(value) ? value : value.split(/[,;]/)).map((item) => item.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.string().refine(isEmailAddress, MESSAGING_MESSAGES.emailInvalid)).max(CC_MAX, `At most ${CC_MAX} CC addresses.`));

const emailBody = z
  .string({ error: MESSAGING_MESSAGES.emailBodyRequired })
  .max(EMAIL_BODY_MAX, MESSAGING_MESSAGES.tooLong('Email body', EMAIL_BODY_MAX))
  .superRefine(checkTemplateHtml)
  // The editor's empty document is an empty paragraph: no text and no image is no body.
  .refine((value) => /<img\b/i.test(value) || textOutsideTags(value).replace(/&nbsp;|\s/g, '') !== '', MESSAGING_MESSAGES.emailBodyRequired);

const emailSubject = requiredText(MESSAGING_MESSAGES.subjectRequired, 'Subject', EMAIL_SUBJECT_MAX);

const smsBody = z
  .string({ error: MESSAGING_MESSAGES.smsBodyRequired })
  .max(1000, MESSAGING_MESSAGES.smsBodyTooLong)
  .refine((value) => value.trim() !== '', MESSAGING_MESSAGES.smsBodyRequired)
  .refine(fitsSmsLimit, MESSAGING_MESSAGES.smsBodyTooLong);

/** A variant's language: one of the languages the product's placeholders speak (part 3 "Languages and customers"). */
const variantLanguage = z
  .enum(PAGE_LANGUAGE_CODES as [string, ...string[]], { error: MESSAGING_MESSAGES.variantLanguageInvalid })
  .describe('The language of the variant: a code of the page languages (`de`, `ar`, `pt-BR` …).');

const emailVariant = z.object({
  language: variantLanguage,
  subject: emailSubject.describe('The subject in this language (required, at most 250 characters, placeholders allowed).'),
  body: emailBody.describe('The message in this language, as HTML, under the same rules as `body`.'),
});

const smsVariant = z.object({
  language: variantLanguage,
  body: smsBody.describe('The text in this language, under the same rules as `body`.'),
});

/** At most one variant per language, the template's own text being the default. */
const variantsOf = <Variant extends z.ZodType<{ language: string }>>(variant: Variant) =>
  z
    .array(variant)
    .max(PAGE_LANGUAGES.length, MESSAGING_MESSAGES.tooManyVariants(PAGE_LANGUAGES.length))
    .default([])
    .superRefine((variants, ctx) => {
      const seen = new Set<string>();
      variants.forEach(({ language }, index) => {
        if (seen.has(language)) ctx.addIssue({ code: 'custom', path: [index, 'language'], message: MESSAGING_MESSAGES.variantLanguageTwice });
        seen.add(language);
      });
    });

/** The e-mail template editor's fields (part 2 §2.6, §3, §5). */
export const emailTemplateBody = z.object({
  template_name: requiredText(MESSAGING_MESSAGES.templateNameRequired, 'Template Name', TEMPLATE_NAME_MAX).describe("The template's name, shown in the template list and in the automation builder (required, at most 100 characters)."),
  from_name: z
    .string()
    .trim()
    .max(FROM_NAME_MAX, MESSAGING_MESSAGES.tooLong('From Name', FROM_NAME_MAX))
    .default('')
    .describe('The sender name recipients see (at most 100 characters). Default: empty.'),
  /** Empty or the default address: sent from the default no-reply address. */
  from_email: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value === '' || isEmailAddress(value), MESSAGING_MESSAGES.emailInvalid)
    .nullish()
    .transform((value) => (value && value !== DEFAULT_FROM_EMAIL ? value : null))
    .describe(
      "The sender address: one of the addresses added on the account's verified e-mail domains, or empty, `null` or the default no-reply address to send from that no-reply address. Any other address is refused. Default: the no-reply address.",
    ),
  reply_to: z
    .string({ error: MESSAGING_MESSAGES.replyToRequired })
    .trim()
    .toLowerCase()
    .min(1, { message: MESSAGING_MESSAGES.replyToRequired, abort: true })
    .refine(isEmailAddress, MESSAGING_MESSAGES.emailInvalid)
    .describe('The address replies go to (required, a valid e-mail address).'),
  cc_email: ccList.describe('Addresses copied on every e-mail sent with this template: an array, or one text with the addresses separated by commas or semicolons; at most 10, each a valid address. Default: none.'),
  subject: emailSubject.describe(
    'The subject line (required, at most 250 characters). May hold bracketed placeholders such as `[Tracking Number]`, filled per shipment.',
  ),
  body: emailBody.describe(
      'The message as HTML, with bracketed placeholders such as `[Customer Name]` or `[Tracking Timeline]` (required: some text or an image; at most 100,000 characters, nested at most 200 deep, at most 1,500 tags). Stored sanitised: scripts, event handlers, `javascript:` links, forms and frames are removed.',
    ),
  variants: variantsOf(emailVariant).describe(
    "The template in other languages, at most one per language: a customer whose shipment's language (`language`, else the destination country's main language, else the account's default language) has a variant gets it, everyone else this template's own subject and body. Each variant's placeholders write statuses and dates in its language. Default: `[]`.",
  ),
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
  variants: z.array(z.object({ language: z.string(), subject: z.string(), body: z.string() })),
  created: z.string(),
  modified: z.string(),
});
export type EmailTemplateView = z.infer<typeof emailTemplateView>;

export const emailTemplateListItem = emailTemplateView
  .pick({ _id: true, template_name: true, subject: true, modified: true })
  .extend({ languages: z.array(z.string()).describe('The languages of its variants, in the order they were added.') });
export type EmailTemplateListItem = z.infer<typeof emailTemplateListItem>;

export const testEmailBody = z.object({
  to_email: z
    .string({ error: MESSAGING_MESSAGES.toEmailRequired })
    .trim()
    .toLowerCase()
    .min(1, { message: MESSAGING_MESSAGES.toEmailRequired, abort: true })
    .refine(isEmailAddress, MESSAGING_MESSAGES.emailInvalid)
    .describe('The address the test e-mail is sent to (required, a valid e-mail address).'),
  language: variantLanguage
    .optional()
    .describe("The language variant to send, its placeholders in that language; it must be one of the saved template's `variants`. Omitted: the template's own subject and body."),
});

/** The SMS template editor's fields (part 2 §2.7, §5, §9). */
export const smsTemplateBody = z.object({
  template_name: requiredText(MESSAGING_MESSAGES.templateNameRequired, 'Template name', TEMPLATE_NAME_MAX).describe("The template's name, shown in the template list and in the automation builder (required, at most 100 characters)."),
  body: smsBody.describe(
    'The message text, with bracketed text placeholders such as `[Tracking Number]` (required). As typed it must fit in 4 SMS: at most 612 GSM-7 units (a line break and the extended characters such as `€` count 2), or 4 parts of Unicode (UCS-2) text when a character outside GSM-7 is used.',
  ),
  variants: variantsOf(smsVariant).describe(
    "The text in other languages, at most one per language, each under the same limit (UCS-2 counting for scripts outside GSM-7): a customer whose shipment's language has a variant gets it, everyone else `body`. Default: `[]`.",
  ),
});
export type SmsTemplateBody = z.input<typeof smsTemplateBody>;

export const smsTemplateView = z.object({
  _id: z.string(),
  template_name: z.string(),
  body: z.string(),
  variants: z.array(z.object({ language: z.string(), body: z.string() })),
  created: z.string(),
  modified: z.string(),
});
export type SmsTemplateView = z.infer<typeof smsTemplateView>;

export const templateIdParams = z.object({ id: z.string().uuid(MESSAGING_MESSAGES.templateNotFound).describe("The template's id (`_id`, a UUID).") });

export const unsubscribeQuery = z.object({
  token: z
    .string({ error: UNSUBSCRIBE_MESSAGES.invalidLink })
    .min(1, UNSUBSCRIBE_MESSAGES.invalidLink)
    .max(1000, UNSUBSCRIBE_MESSAGES.invalidLink)
    .describe("The signed token of the unsubscribe link, as the e-mail gives it: it names the merchant and the recipient's address."),
});

export const unsubscribeView = z.object({
  company_name: z.string(),
  email: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeView = z.infer<typeof unsubscribeView>;

export const messageLogQuery = z.object({
  pageId: z.coerce.number().int().min(1).max(100_000).default(1).describe('The page to answer, from 1; a page holds 25 messages. Default: 1.'),
  channel: z.enum(['email', 'sms']).optional().describe('Only messages of this channel. Default: both.'),
  status: z
    .enum(MESSAGE_STATUSES)
    .optional()
    .describe(
      'Only messages in this state: `pending` (queued), `sending`, `sent`, `kept` (no e-mail or SMS service is configured, so the message stays in the outbox) or `failed`. Default: all.',
    ),
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
