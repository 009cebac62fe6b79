import { z } from 'zod';
import { NOTIFICATION_TYPES } from './notification-texts.js';

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
