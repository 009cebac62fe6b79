import type { ShipmentStatus } from './statuses.js';

// Apart from the schemas in notifications.ts, like the bell's texts: the bell shows these in every
// signed-in screen.

/**
 * The kinds of notice a user may mute: a courier's news of each status the bell tells. Results
 * of the user's own requests (imports, exports, a verified sender domain) are always told.
 */
export const NOTIFICATION_KINDS = ['tracking.delivered', 'tracking.exception', 'tracking.failed_attempt', 'tracking.expired'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_OF_STATUS: Partial<Record<ShipmentStatus, NotificationKind>> = {
  Delivered: 'tracking.delivered',
  Exception: 'tracking.exception',
  FailedAttempt: 'tracking.failed_attempt',
  Expired: 'tracking.expired',
};

/** How the mute control names each kind. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'tracking.delivered': 'Shipment delivered',
  'tracking.exception': 'Shipment exception',
  'tracking.failed_attempt': 'Failed delivery attempt',
  'tracking.expired': 'Shipment expired',
};
