import { SHIPMENT_STATUSES, STATUS_LABELS, type ShipmentStatus } from '@trailpost/contracts';

/** Chip colours per status: background and text. */
export const STATUS_COLORS: Record<ShipmentStatus, { bg: string; fg: string }> = {
  Pending: { bg: '#ECEFF1', fg: '#455A64' },
  InfoReceived: { bg: '#E3F2FD', fg: '#1565C0' },
  InTransit: { bg: '#E1F5FE', fg: '#0277BD' },
  OutForDelivery: { bg: '#FCE4EC', fg: '#AD1457' },
  Delivered: { bg: '#E8F5E9', fg: '#2E7D32' },
  Exception: { bg: '#FFF3E0', fg: '#E65100' },
  FailedAttempt: { bg: '#FFEBEE', fg: '#C62828' },
  Expired: { bg: '#EEEEEE', fg: '#616161' },
};

/** A checkpoint tag as a status; the courier tag "AttemptFail" means FailedAttempt. */
export function checkpointStatus(tag: string): ShipmentStatus | null {
  if (tag === 'AttemptFail') return 'FailedAttempt';
  return SHIPMENT_STATUSES.find((status) => status === tag) ?? null;
}

/** The readable label of a checkpoint tag. */
export function checkpointLabel(tag: string): string {
  const status = checkpointStatus(tag);
  return status ? STATUS_LABELS[status] : tag;
}
