import { NOTIFICATION_KIND_OF_STATUS, STATUS_LABELS, type EventPayload, type ShipmentStatus } from '@trailpost/contracts';
import { sql } from 'drizzle-orm';
import type { EventConsumer } from '../../platform/events.js';
import { statusChangedSql } from '../shipments/index.js';
import { shipmentRecipients } from '../accounts/index.js';
import { courierTitle } from '../couriers/index.js';
import { groupNotices } from './grouped-notice.js';
import { insertNotifications, type NewNotification } from './repository.js';

/**
 * Statuses a merchant acts on. Routine scans would bury these in a list of 20, and a change
 * made by hand is not news to the person who made it.
 */
export const NOTIFIED_STATUSES: readonly ShipmentStatus[] = ['Delivered', 'Exception', 'FailedAttempt', 'Expired'];

type ShipmentUpdated = EventPayload<'shipment.updated'>;

export function trackingMessage(payload: ShipmentUpdated): string {
  return `Shipment ${payload.tracking_number} (${courierTitle(payload.slug)}) is ${STATUS_LABELS[payload.current_status]}.`;
}

function worthTelling(payload: ShipmentUpdated): boolean {
  return (
    payload.source !== 'manual' &&
    payload.current_status !== payload.previous_status &&
    NOTIFIED_STATUSES.includes(payload.current_status)
  );
}

/**
 * Turns courier status changes into notifications for the tenant's main users and the assignee;
 * many of one kind for one user in a pass become one grouped notice (decision 0042).
 */
export const trackingNotifications: EventConsumer<'shipment.updated'> = {
  name: 'tracking notifications',
  types: ['shipment.updated'],
  // Only a courier's news of the statuses told are queued: most scans and every change by hand are not news here.
  wanted: ({ payload }) => sql`${payload}->>'source' is distinct from 'manual' and ${statusChangedSql(payload, NOTIFIED_STATUSES)}`,
  async handle(tx, events) {
    const rows: NewNotification[] = [];
    // A batch holds many events of one tenant: its recipients are looked up once per assignee.
    const recipients = new Map<string, Promise<string[]>>();
    const recipientsOf = (tenantId: string, assignedId: string | null) => {
      const key = `${tenantId}/${assignedId ?? ''}`;
      if (!recipients.has(key)) recipients.set(key, shipmentRecipients(tx, tenantId, assignedId));
      return recipients.get(key)!;
    };
    for (const event of events) {
      const { payload } = event;
      if (!worthTelling(payload)) continue;
      const message = trackingMessage(payload);
      for (const userId of await recipientsOf(event.tenantId, payload.assigned_id)) {
        rows.push({
          tenantId: event.tenantId,
          userId,
          type: 'tracking',
          kind: NOTIFICATION_KIND_OF_STATUS[payload.current_status] ?? null,
          message,
          link: `/tracking/${event.subjectId}`,
          subjectId: event.subjectId,
          eventId: event.id,
        });
      }
    }
    await insertNotifications(tx, groupNotices(rows));
  },
};
