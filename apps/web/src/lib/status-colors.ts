import type { ShipmentStatus } from '@trailpost/contracts';

/** One colour per status, shared by the list's status chips and the dashboard's charts. */
export const STATUS_COLORS: Record<ShipmentStatus, string> = {
  Pending: '#6b7280',
  InfoReceived: '#0284c7',
  InTransit: '#1f5fbf',
  OutForDelivery: '#d97706',
  Delivered: '#15803d',
  Exception: '#dc2626',
  FailedAttempt: '#9333ea',
  Expired: '#78716c',
};
