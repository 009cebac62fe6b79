import { sql } from 'drizzle-orm';
import type { DomainEventType, WebhookEventType } from '@trailpost/contracts';
import { webhookSubscriptions } from '../../db/schema/index.js';
import type { Config } from '../../config.js';
import type { EventConsumer } from '../../platform/events.js';
import { shipmentDetails } from '../shipments/index.js';
import { activeSubscriptionsOf, insertDeliveries, type NewDelivery } from './repository.js';
import { groupByTenant } from '../../platform/group-by-tenant.js';

/** Which shipment events the webhook types stand for (pinned: `tracking.updated` is any change). */
export const WEBHOOK_TYPE_OF: Record<DomainEventType, WebhookEventType> = {
  'shipment.created': 'tracking.created',
  'shipment.updated': 'tracking.updated',
  'shipment.edited': 'tracking.updated',
  'shipment.deleted': 'tracking.deleted',
};

/** The body every attempt sends: `{ type, timestamp, data }`, data as `GET /trackings/{id}` gives it. */
export function webhookBody(type: WebhookEventType, at: Date, data: unknown): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

/**
 * Turns shipment events into one delivery per active endpoint, with the body frozen now: each
 * attempt and replay then sends the same bytes. Runs in the transaction that takes the events
 * off this consumer's queue, so an event becomes its deliveries exactly once. Events of tenants
 * without an active endpoint are not queued for it; one that switched its endpoints off since
 * costs one indexed lookup per batch.
 */
export function webhookEvents(config: Config): EventConsumer {
  return {
    name: 'webhooks',
    types: Object.keys(WEBHOOK_TYPE_OF) as DomainEventType[],
    // Most tenants have no endpoint: their events (an assignment or tag by a rule raises one too) are not queued here.
    // Not correlated with the hand-over's batch: a distributed database plans this subquery once, on its own.
    wanted: ({ tenantId }) => sql`${tenantId} in (select w.tenant_id from ${webhookSubscriptions} w where w.active)`,
    async handle(tx, events) {
      const endpoints = await activeSubscriptionsOf(tx, [...new Set(events.map((event) => event.tenantId))]);
      if (!endpoints.length) return;
      const rows: NewDelivery[] = [];
      for (const [tenantId, tenantEvents] of groupByTenant(events)) {
        const subscriptionIds = endpoints.filter((endpoint) => endpoint.tenantId === tenantId).map((endpoint) => endpoint.id);
        if (!subscriptionIds.length) continue;
        const live = tenantEvents.filter((event) => event.type !== 'shipment.deleted').map((event) => event.subjectId);
        const details = await shipmentDetails({ db: tx, config }, tenantId, live);
        for (const event of tenantEvents) {
          const type = WEBHOOK_TYPE_OF[event.type];
          const data = event.type === 'shipment.deleted' ? event.payload.shipment : details.get(event.subjectId);
          // Deleted since the event: its own `shipment.deleted` follows and tells the end.
          if (!data) continue;
          const body = webhookBody(type, event.createdAt, data);
          for (const subscriptionId of subscriptionIds) {
            rows.push({
              tenantId,
              subscriptionId,
              eventType: type,
              eventId: event.id,
              shipmentId: event.subjectId,
              trackingNumber: event.payload.tracking_number,
              body,
              nextAttemptAt: new Date(),
              occurredAt: event.createdAt,
            });
          }
        }
      }
      await insertDeliveries(tx, rows);
    },
  };
}
