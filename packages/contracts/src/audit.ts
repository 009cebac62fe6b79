import { z } from 'zod';

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
  'automation.activated',
  'automation.deactivated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditAction = z.enum(AUDIT_ACTIONS);

/** How long entries are kept before housekeeping removes them. */
export const AUDIT_RETENTION_DAYS = 365;

/** What a masked secret reads as in `changes`. */
export const AUDIT_MASK = '********';

/** One field's change: before and after (null where it did not exist). */
export const auditChange = z.object({ before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof auditChange>;
export type AuditChanges = Record<string, AuditChange>;
