import { NOTIFICATION_KIND_OF_STATUS, type NotificationKind, type ShipmentStatus } from '@trailpost/contracts';
import type { NewNotification } from './repository.js';

/**
 * From this many notices of one kind for one user in one pass, the user gets one notice that
 * counts them: the pop-ups show three at a time, so a fourth would only push the others away.
 */
export const GROUP_FROM = 4;

const GROUPED_TEXT: Record<NotificationKind, (count: number) => string> = {
  'tracking.delivered': (count) => `${count} shipments delivered`,
  'tracking.exception': (count) => `${count} shipments have an exception`,
  'tracking.failed_attempt': (count) => `${count} shipments had a failed delivery attempt`,
  'tracking.expired': (count) => `${count} shipments expired`,
};

const STATUS_OF_KIND = new Map(Object.entries(NOTIFICATION_KIND_OF_STATUS).map(([status, kind]) => [kind, status as ShipmentStatus]));

/** The shipment list filtered to the kind's status: the closest the list's filters come to "these shipments". */
function listLink(kind: NotificationKind): string {
  return `/tracking?trackingStatusArr=${STATUS_OF_KIND.get(kind)!}`;
}

/**
 * Many notices of one kind for one user become one grouped notice, in the place of the first;
 * fewer stay as they are. The group keeps its first event, so a repeated pass stores it once.
 */
export function groupNotices(rows: NewNotification[]): NewNotification[] {
  const groups = new Map<string, NewNotification[]>();
  const keyOf = (row: NewNotification) => (row.kind ? `${row.tenantId}/${row.userId}/${row.kind}` : null);
  for (const row of rows) {
    const key = keyOf(row);
    if (key) groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const placed = new Set<string>();
  const result: NewNotification[] = [];
  for (const row of rows) {
    const key = keyOf(row);
    const group = key ? groups.get(key)! : [row];
    if (group.length < GROUP_FROM) {
      result.push(row);
    } else if (!placed.has(key!)) {
      placed.add(key!);
      const kind = row.kind as NotificationKind;
      const eventIds = group.map((member) => member.eventId).filter((id): id is number => typeof id === 'number');
      result.push({
        tenantId: row.tenantId,
        userId: row.userId,
        type: row.type,
        kind,
        count: group.length,
        message: GROUPED_TEXT[kind](group.length),
        link: listLink(kind),
        subjectId: null,
        eventId: eventIds.length ? Math.min(...eventIds) : null,
      });
    }
  }
  return result;
}
