import { z } from 'zod';
import { pageInfoSchema } from './envelope.js';

/** What the audit log records (part-3-pinned "Audit log"): security- and money-relevant changes. */
export const AUDIT_ACTIONS = [
  'user.login',
  'user.login_failed',
  'user.logout_everywhere',
  'user.password_changed',
  'user.two_factor_enabled',
  'user.two_factor_disabled',
  'team.invited',
  'team.invitation_withdrawn',
  'team.user_updated',
  'team.role_created',
  'team.role_updated',
  'team.role_deleted',
  'api_key.created',
  'api_key.refreshed',
  'api_key.deleted',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'store.created',
  'store.updated',
  'store.deleted',
  'courier_account.created',
  'courier_account.updated',
  'courier_account.deleted',
  'custom_domain.updated',
  'organization.updated',
  'tracking_page.settings_updated',
  'sms.settings_updated',
  'automation.activated',
  'automation.deactivated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How long entries are kept before housekeeping removes them. */
export const AUDIT_RETENTION_DAYS = 365;

/** What a masked secret reads as in `changes`. */
export const AUDIT_MASK = '********';

/** One field's change: before and after (null where it did not exist). */
export const auditChange = z.object({
  before: z.unknown().describe('The value before: any JSON value (a text, number, list …), null where it did not exist.'),
  after: z.unknown().describe('The value after: any JSON value, null where it no longer exists.'),
});
export type AuditChange = z.infer<typeof auditChange>;
export type AuditChanges = Record<string, AuditChange>;

/** What the audit log screen and its answers say. */
export const AUDIT_MESSAGES = {
  invalidAction: 'Please select a valid action.',
  invalidUser: 'Please select a valid team member.',
  invalidDate: 'Please select a valid date range.',
  invalidPage: 'Please select a valid page.',
  empty: 'No activity has been recorded yet.',
  emptyFiltered: 'No activity matches these filters.',
} as const;

/** The actions in human words, as the screen and the export show them. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.login': 'Signed in',
  'user.login_failed': 'Sign-in failed',
  'user.logout_everywhere': 'Signed out everywhere',
  'user.password_changed': 'Password changed',
  'user.two_factor_enabled': 'Two-step sign-in turned on',
  'user.two_factor_disabled': 'Two-step sign-in turned off',
  'team.invited': 'Team member invited',
  'team.invitation_withdrawn': 'Invitation withdrawn',
  'team.user_updated': 'Team member updated',
  'team.role_created': 'Role created',
  'team.role_updated': 'Role updated',
  'team.role_deleted': 'Role deleted',
  'api_key.created': 'API key created',
  'api_key.refreshed': 'API key refreshed',
  'api_key.deleted': 'API key deleted',
  'webhook.created': 'Webhook created',
  'webhook.updated': 'Webhook updated',
  'webhook.deleted': 'Webhook deleted',
  'store.created': 'Store connected',
  'store.updated': 'Store updated',
  'store.deleted': 'Store removed',
  'courier_account.created': 'Courier account added',
  'courier_account.updated': 'Courier account updated',
  'courier_account.deleted': 'Courier account removed',
  'custom_domain.updated': 'Custom domain changed',
  'organization.updated': 'Organization updated',
  'tracking_page.settings_updated': 'Tracking page settings changed',
  'sms.settings_updated': 'SMS settings changed',
  'automation.activated': 'Automation turned on',
  'automation.deactivated': 'Automation turned off',
};

export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_AUDIT_PAGE_SIZE = 25;

const instant = z.iso.datetime({ offset: true, message: AUDIT_MESSAGES.invalidDate });

/** Filters of the list and the export: an action, an author, and an instant range (the user's local days). */
const auditFilters = z.object({
  action: z.enum(AUDIT_ACTIONS, { message: AUDIT_MESSAGES.invalidAction }).optional().describe('Only entries of this action. Default: every action.'),
  user_id: z
    .string()
    .uuid(AUDIT_MESSAGES.invalidUser)
    .optional()
    .describe("Only entries by this user of the account (`actor.user_id`), whether signed in or through one of the user's API keys. Default: everyone."),
  from: instant
    .optional()
    .describe('Only entries made at or after this instant: an ISO 8601 date-time with an offset (`2026-03-01T00:00:00Z`). Default: no lower bound.'),
  to: instant.optional().describe('Only entries made at or before this instant, in the same format; not before `from`. Default: no upper bound.'),
});
const rangeInOrder = (query: { from?: string; to?: string }) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to);

export const auditFilterQuery = auditFilters.refine(rangeInOrder, { message: AUDIT_MESSAGES.invalidDate, path: ['to'] });
export type AuditFilterQuery = z.infer<typeof auditFilterQuery>;

export const auditListQuery = auditFilters
  .extend({
    pageId: z.coerce
      .number({ message: AUDIT_MESSAGES.invalidPage })
      .int(AUDIT_MESSAGES.invalidPage)
      .min(1, AUDIT_MESSAGES.invalidPage)
      .max(100_000, AUDIT_MESSAGES.invalidPage)
      .default(1)
      .describe('The page to answer, from 1. Default: 1.'),
    limit: z.coerce
      .number()
      .int()
      .refine((value) => (AUDIT_PAGE_SIZES as readonly number[]).includes(value), `limit must be ${AUDIT_PAGE_SIZES.join(', ')}.`)
      .default(DEFAULT_AUDIT_PAGE_SIZE)
      .describe(`Entries per page: ${AUDIT_PAGE_SIZES.join(', ')}. Default: ${DEFAULT_AUDIT_PAGE_SIZE}.`),
  })
  .refine(rangeInOrder, { message: AUDIT_MESSAGES.invalidDate, path: ['to'] });
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditEntryView = z.object({
  _id: z.string(),
  created_at: z.string(),
  actor: z.object({ user_id: z.string().nullable(), email: z.string().nullable(), api_key_id: z.string().nullable() }),
  ip: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  changes: z.record(z.string(), auditChange),
});
export type AuditEntryView = z.infer<typeof auditEntryView>;

export const auditList = z.object({ entries: z.array(auditEntryView), total_records: z.number().int(), page_info: pageInfoSchema });
export type AuditList = z.infer<typeof auditList>;

/** The actor in words: the user's e-mail, and the key when the change came through one. */
export function auditActorText(actor: AuditEntryView['actor']): string {
  const who = actor.email ?? 'Unknown user';
  return actor.api_key_id ? `${who} (API key ${actor.api_key_id})` : who;
}

const shownValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(none)';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** Each changed field as "field: before → after", for the screen and the export alike. */
export function auditChangeLines(changes: AuditChanges): string[] {
  return Object.entries(changes).map(([field, { before, after }]) => `${field}: ${shownValue(before)} → ${shownValue(after)}`);
}

/** The action in human words; an action this build does not know reads as recorded. */
export const auditActionText = (action: string): string => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;
