import { z } from 'zod';
import { isEmailAddress } from './messaging-texts.js';

/** Texts of part 2 §2.3, §5 and §8 for webhooks, and of the pinned delivery details. */
export const WEBHOOK_MESSAGES = {
  urlRequired: 'Webhook URL is required.',
  urlInvalid: 'Webhook URL must be a valid http or https URL.',
  urlTooLong: 'Webhook URL must be at most 2,000 characters.',
  urlPrivate: 'Webhook URL must point to a public address: private, loopback and link-local addresses cannot be reached.',
  urlExists: 'A webhook with this URL already exists.',
  emailInvalid: 'Email-Id is not valid',
  tooManyEmails: (max: number) => `You can add at most ${max} alert e-mails.`,
  tooMany: (max: number) => `You can add at most ${max} webhooks.`,
  added: 'Webhook Added Successfully.',
  updated: 'Webhook Updated Successfully.',
  activated: 'Webhook Activated Successfully.',
  deleted: 'Webhook Deleted Successfully.',
  activateToEdit: 'Please Activate Webhook To Edit.',
  notFound: 'Webhook not found.',
  deliveryNotFound: 'Delivery not found.',
  empty: 'No webhooks yet.',
  noDeliveries: 'No deliveries yet.',
  secretRotated: 'Signing secret rotated. The previous secret keeps signing for 24 hours.',
  secretCopied: 'Secret copied.',
  testSent: (code: number) => `Test event delivered: the endpoint answered ${code}.`,
  testFailed: (reason: string) => `Test event failed: ${reason}`,
  replayed: 'Delivery queued again.',
  replayedMany: (count: number) => `${count} failed ${count === 1 ? 'delivery' : 'deliveries'} queued again.`,
  replayPeriodInvalid: 'The period must start before it ends.',
  deleteConfirm: (url: string) => `Are you sure that you want to delete the webhook ${url}?`,
  disabledGone: 'Switched off: the endpoint answered 410 Gone.',
  disabledFailing: 'Switched off: every delivery failed for 5 days.',
  switchedOff: 'The webhook was switched off before this delivery was made.',
  alertSubject: 'Your Trailpost webhook was switched off',
} as const;

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOKS_PER_TENANT_MAX = 20;
export const WEBHOOK_ALERT_EMAILS_MAX = 10;
/** Deliveries are kept this long, then removed. */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;
/** An endpoint failing every attempt for this long is switched off. */
export const WEBHOOK_SWITCH_OFF_DAYS = 5;
/** After a rotation the previous secret keeps signing (a second signature) for this long. */
export const WEBHOOK_PREVIOUS_SECRET_HOURS = 24;

export const WEBHOOK_EVENT_TYPES = ['tracking.created', 'tracking.updated', 'tracking.deleted'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

const endpointUrl = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, { error: WEBHOOK_MESSAGES.urlRequired, abort: true })
  .max(WEBHOOK_URL_MAX, { error: WEBHOOK_MESSAGES.urlTooLong, abort: true })
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password;
    } catch {
      return false;
    }
  }, WEBHOOK_MESSAGES.urlInvalid);

/** Alert addresses: a list, or one comma/semicolon-separated text as a form sends it. */
const alertEmails = z
  .union([z.array(z.string().max(254)), z.string().max(3000)])
  .default([])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(/[,;]/))
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().refine(isEmailAddress, WEBHOOK_MESSAGES.emailInvalid))
      .max(WEBHOOK_ALERT_EMAILS_MAX, WEBHOOK_MESSAGES.tooManyEmails(WEBHOOK_ALERT_EMAILS_MAX))
      .transform((emails) => [...new Set(emails)]),
  );

const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((value) => value === true || value === 1);

/** `POST /webhook/subscription`. */
export const createWebhookBody = z.object({
  endpoint_url: endpointUrl.describe(
    "The address deliveries are POSTed to: an `http` or `https` URL without user name or password, at most 2,000 characters, not already used by another of the account's webhooks. Private, loopback and link-local addresses are refused.",
  ),
  notify_if_inactive: flag
    .default(false)
    .describe(
      'Whether the `email_alerts` addresses get an e-mail when the endpoint is switched off for failing (it answered 410 Gone, or every delivery failed for 5 days): `true`/`false` or `1`/`0`. Default: `false`.',
    ),
  email_alerts: alertEmails.describe(
    'Who is told when the endpoint is switched off: an array of e-mail addresses, or one text with them separated by commas or semicolons; at most 10, duplicates dropped. Default: none.',
  ),
});
export type CreateWebhookBody = z.input<typeof createWebhookBody>;

/** `PUT /webhook/subscription`: the create fields plus `id` and `active` (part 2 §7). */
export const updateWebhookBody = z.object({
  id: z.string().uuid().describe('The webhook to change: its `id` (a UUID).'),
  endpoint_url: endpointUrl
    .optional()
    .describe('The new delivery address, under the same rules as on creation (`http`/`https`, public, unique in the account, at most 2,000 characters). Left out: unchanged.'),
  notify_if_inactive: flag.optional().describe('Whether `email_alerts` are told when the endpoint is switched off for failing: `true`/`false` or `1`/`0`. Left out: unchanged.'),
  email_alerts: alertEmails
    .optional()
    .describe('The alert addresses, replacing the saved ones: an array, or one text separated by commas or semicolons; at most 10. Left out, it counts as an empty list and removes the saved addresses (send the current list to keep them).'),
  active: flag
    .optional()
    .describe(
      '`false`/`0` switches the endpoint off: its waiting deliveries end as failed, to replay later. `true`/`1` switches an inactive endpoint on again, the only change an inactive endpoint accepts. Left out: unchanged.',
    ),
});
export type UpdateWebhookBody = z.input<typeof updateWebhookBody>;

export const webhookIdParams = z.object({ id: z.string().uuid().describe("The webhook's `id` (a UUID).") });
export const webhookDeliveryParams = z.object({
  id: z.string().uuid().describe("The webhook's `id` (a UUID)."),
  deliveryId: z.string().uuid().describe("The delivery's `id` (a UUID), as the delivery log gives it."),
});

/** A subscription as its owner sees it (pinned: id, endpoint_url, active, notify_if_inactive, email_alerts, secret). */
export const webhookView = z.object({
  _id: z.string(),
  id: z.string(),
  endpoint_url: z.string(),
  active: z.boolean(),
  notify_if_inactive: z.boolean(),
  email_alerts: z.array(z.string()),
  secret: z.string(),
  /** Until when the previous secret still signs (after a rotation), else null. */
  previous_secret_expires_at: z.string().nullable(),
  /** Why the endpoint was switched off by the product, else null. */
  disabled_reason: z.string().nullable(),
  /** Since when every delivery has failed, else null. */
  failing_since: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookView = z.infer<typeof webhookView>;

/** `GET /webhook/subscription/{id}/deliveries?pageId&limit&status`. */
export const webhookDeliveriesQuery = z.object({
  pageId: z.coerce.number().int().min(1).max(100_000).default(1).describe('The page to answer, from 1. Default: 1.'),
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('Deliveries per page, 1 to 100. Default: 20.'),
  status: z
    .enum(WEBHOOK_DELIVERY_STATUSES)
    .optional()
    .describe('Only deliveries in this state: `pending` (waiting for an attempt or being sent), `succeeded` or `failed`. Default: all.'),
});

export const webhookDeliveryView = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every attempt and every replay. */
  webhook_id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  response_code: z.number().nullable(),
  response_body: z.string().nullable(),
  error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  created_at: z.string(),
  tracking_number: z.string().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryView>;

/** `POST /webhook/subscription/{id}/deliveries/replay`: every failed delivery created in the period. */
export const replayDeliveriesBody = z
  .object({
    // The document says text: a date is read from one (a number of milliseconds works, unsaid).
    from: z.coerce
      .date()
      .meta({ type: 'string', description: 'Start of the period, included: an ISO 8601 date or date-time (`2026-03-01T00:00:00Z`). Deliveries are chosen by when they were created.' }),
    to: z.coerce.date().meta({ type: 'string', description: 'End of the period, excluded: an ISO 8601 date or date-time, later than `from`.' }),
  })
  .refine((period) => period.from.getTime() < period.to.getTime(), { error: WEBHOOK_MESSAGES.replayPeriodInvalid, path: ['to'] });
export type ReplayDeliveriesBody = z.input<typeof replayDeliveriesBody>;

/** What "Send test event" reports: the endpoint's answer, at once. */
export const webhookTestResult = z.object({
  delivered: z.boolean(),
  response_code: z.number().nullable(),
  response_body: z.string().nullable(),
  error: z.string().nullable(),
  delivery_id: z.string(),
});
export type WebhookTestResult = z.infer<typeof webhookTestResult>;
