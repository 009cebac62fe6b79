import type { ShipmentStatus } from '@trailpost/contracts';

/** One colour per status, shared by the status chips, the detail timeline and the dashboard's charts. */
export const STATUS_COLORS: Record<ShipmentStatus, string> = {
  Pending: '#64748b',
  InfoReceived: '#0284c7',
  InTransit: '#1f5fbf',
  OutForDelivery: '#d97706',
  Delivered: '#15803d',
  Exception: '#dc2626',
  FailedAttempt: '#9333ea',
  // Brown, so that Expired and Pending (slate) stay apart in the stacked chart.
  Expired: '#8b5e3c',
};
