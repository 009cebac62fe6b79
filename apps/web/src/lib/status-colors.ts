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

/**
 * Darker shades of the same hues for a status written on its own tint (the status chip), each
 * at least 4.5:1 against that tint (WCAG AA for small text).
 */
export const STATUS_TEXT_COLORS: Record<ShipmentStatus, string> = {
  Pending: '#475569',
  InfoReceived: '#0369a1',
  InTransit: '#1f5fbf',
  OutForDelivery: '#92400e',
  Delivered: '#166534',
  Exception: '#b91c1c',
  FailedAttempt: '#7e22ce',
  Expired: '#8b5e3c',
};
