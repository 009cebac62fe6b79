import type { ShipmentStatus } from '@trailpost/contracts';
import type { DayRange } from '@/lib/date-ranges';

/**
 * The shipment list's query-string keys this link sets (part 1 §2.5, §2.6). The list turns the
 * days back into the same instants in the user's zone, so it lands on the card's range.
 */
const KEYS = { status: 'trackingStatusArr', date: 'date', from: 'fromDate', to: 'toDate', courier: 'courierListArr' } as const;

type LinkOptions = {
  status: ShipmentStatus;
  /** The range's name ("Last 30 Days", "Custom"...). */
  rangeName: string;
  days: DayRange;
  /** The courier's label when one courier (not All) is chosen: the list filters couriers by label. */
  courierLabel: string | null;
};

/** The /tracking address a status row of All Shipments opens. */
export function trackingListLink({ status, rangeName, days, courierLabel }: LinkOptions): string {
  const entries: [string, string][] = [
    [KEYS.status, status],
    [KEYS.date, rangeName],
    [KEYS.from, days.from],
    [KEYS.to, days.to],
  ];
  if (courierLabel) entries.push([KEYS.courier, courierLabel]);
  return `/tracking?${entries.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
