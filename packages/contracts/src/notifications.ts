import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATION_KIND_LABELS } from './notification-kinds.js';
import { NOTIFICATION_MESSAGES, NOTIFICATION_TYPES } from './notification-texts.js';

/** A notification item (part 1 §3): when, what, and where it leads. */
export const notificationItem = z.object({
  _id: z.string(),
  timestamp: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** A screen path ("/tracking/…") or a signed file address; null when there is nowhere to go. */
  link: z.string().nullable(),
  /** Whether the item may still change (a running job); finished items never do. */
  updatable: z.boolean(),
  /** What it tells, for the kinds a user may mute (a courier's news of a status); null for the others. */
  kind: z.enum(NOTIFICATION_KINDS).nullable(),
  /** How many notices it stands for: more than one when one pass told a user of many shipments of one kind. */
  count: z.number().int().min(1),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationList = z.object({
  notifications: z.array(notificationItem),
  unreadMessageCount: z.number().int(),
  /** Time of the newest notification, or null. */
  lastTimestamp: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationList>;

/** GET /firebase/token/{userId}: a short-lived ticket that opens the realtime stream. */
export const realtimeToken = z.object({ token: z.string(), expires_in: z.number().int(), stream_url: z.string() });
export type RealtimeToken = z.infer<typeof realtimeToken>;

/** What the stream sends as `notification` events. */
export const notificationEvent = z.object({ notification: notificationItem, unreadMessageCount: z.number().int() });
export type NotificationEvent = z.infer<typeof notificationEvent>;

/** GET and PUT /notifications/mutes: the kinds of notice a user does not want, and every kind there is. */
export const notificationMutes = z.object({
  muted_kinds: z.array(z.enum(NOTIFICATION_KINDS)),
  kinds: z.array(z.object({ kind: z.enum(NOTIFICATION_KINDS), label: z.string() })),
});
export type NotificationMutes = z.infer<typeof notificationMutes>;

/** PUT /notifications/mutes: the whole list of muted kinds (an empty list tells everything again). */
export const saveNotificationMutes = z.object({
  muted_kinds: z
    .array(z.enum(NOTIFICATION_KINDS, { error: NOTIFICATION_MESSAGES.unknownKind }), { error: NOTIFICATION_MESSAGES.mutesNotAList })
    .max(16, NOTIFICATION_MESSAGES.mutesNotAList)
    .describe(
      'Every kind to mute, the whole list: kinds left out are told again, and an empty list mutes nothing. A kind named twice counts once. Import, export and sender-domain results cannot be muted.',
    ),
});
export type SaveNotificationMutes = z.infer<typeof saveNotificationMutes>;

export const NOTIFICATION_KIND_LIST = NOTIFICATION_KINDS.map((kind) => ({ kind, label: NOTIFICATION_KIND_LABELS[kind] }));
