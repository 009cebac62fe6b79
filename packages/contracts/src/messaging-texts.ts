import { EMAIL_MAX_LENGTH } from './limits.js';

// Kept apart from the schemas in messaging.ts so that a screen showing one of these texts or
// limits does not load zod with it (the template editors load it on their first check).

/** Texts of part 2 §2.6, §2.7, §5 and §8 for e-mail and SMS templates. */
export const MESSAGING_MESSAGES = {
  templateNameRequired: 'Template name required.',
  emailInvalid: 'Email-Id is not valid',
  replyToRequired: 'Email-Id is required',
  subjectRequired: 'Subject is required.',
  emailBodyRequired: 'Email body required.',
  smsBodyRequired: 'Body is required.',
  smsBodyTooLong: 'The message is longer than 4 SMS (612 characters).',
  fromEmailNotVerified: 'From Email must be the default address or an address of a verified domain.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters long.`,
  templateCreated: 'Template Created Successfully.',
  templateUpdated: 'Template Updated Successfully.',
  templateDeleted: 'Template Deleted Successfully.',
  templateNotRemoved: 'Template is not removed.',
  templateNotFound: 'Template not found.',
  testMailSent: (to: string) => `Test mail has been sent to ${to}`,
  toEmailRequired: 'Email-Id is required',
  noEmailTemplates: 'No email templates yet.',
  noSmsTemplates: 'No SMS templates available',
  deleteSmsConfirm: 'Are you sure that you want to delete a template?',
  deleteEmailConfirm: 'Are you sure that you want to delete a template?',
  variantLanguageInvalid: 'Please choose one of the languages.',
  variantLanguageTwice: 'Each language can have only one variant.',
  variantNotSaved: 'The template has no variant in this language yet: save it first.',
  tooManyVariants: (max: number) => `At most ${max} language variants.`,
  unknownPlaceholders: (names: string[]) => `Not a placeholder, left as typed: ${names.map((n) => `[${n}]`).join(', ')}`,
} as const;

export const TEMPLATE_NAME_MAX = 100;
export const EMAIL_SUBJECT_MAX = 250;
export const FROM_NAME_MAX = 100;
/** Room for a rich template with inline images by address; not for embedded files. */
export const EMAIL_BODY_MAX = 100_000;
export const CC_MAX = 10;
/** The default sender: templates show it as the From Email choice when no domain is verified. */
export const DEFAULT_FROM_EMAIL = 'no-reply@trailpost.app';

const EMAIL_PATTERN = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]{2,}$/;
export const isEmailAddress = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

/** The unsubscribe page (linked from every e-mail to a merchant's customer, and its List-Unsubscribe header). */
export const UNSUBSCRIBE_MESSAGES = {
  invalidLink: 'This unsubscribe link is not valid.',
  unsubscribed: (company: string) => `You are unsubscribed. ${company} will no longer e-mail you about your shipments.`,
} as const;

/** The message log: what was sent to customers and as tests, with each message's fate. */
export const MESSAGE_LOG_PAGE_SIZE = 25;
export const MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'kept', 'failed'] as const;
export const MESSAGE_STATUS_LABELS: Record<(typeof MESSAGE_STATUSES)[number], string> = {
  pending: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  kept: 'Kept in outbox',
  failed: 'Failed',
};
