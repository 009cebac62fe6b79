/** The eight shipment statuses, in the order of the list tabs (part 1 §2.6, §3). */
export const SHIPMENT_STATUSES = [
  'Pending',
  'InfoReceived',
  'InTransit',
  'OutForDelivery',
  'Delivered',
  'Exception',
  'FailedAttempt',
  'Expired',
] as const;

export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const STATUS_LABELS: Record<ShipmentStatus, string> = {
  Pending: 'Pending',
  InfoReceived: 'Info Received',
  InTransit: 'In Transit',
  OutForDelivery: 'Out for Delivery',
  Delivered: 'Delivered',
  Exception: 'Exception',
  FailedAttempt: 'Failed Attempt',
  Expired: 'Expired',
};

/** A courier tag as one of our statuses: `AttemptFail` is a failed attempt (part 1 §3). */
export function normaliseStatusTag(tag: string): ShipmentStatus | null {
  if (tag === 'AttemptFail') return 'FailedAttempt';
  return (SHIPMENT_STATUSES as readonly string[]).includes(tag) ? (tag as ShipmentStatus) : null;
}
