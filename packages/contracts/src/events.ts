import { z } from 'zod';
import { SHIPMENT_STATUSES } from './statuses.js';

/**
 * The domain events of the `events` outbox: every producer writes one of these and every
 * consumer reads one of these. Field names are the stored ones (snake_case payloads), so rows
 * written before the union existed still parse; add a field as optional or not at all.
 */

const status = z.enum(SHIPMENT_STATUSES);

/** What every shipment event carries so that a consumer can name the shipment without reading it. */
const shipmentSubject = {
  tracking_number: z.string(),
  slug: z.string(),
  assigned_id: z.string().nullable(),
};

export const shipmentCreatedEvent = z.object({
  type: z.literal('shipment.created'),
  payload: z.object({ ...shipmentSubject, current_status: status, source: z.string() }),
});

/** Who changed the status: a courier's answer, a person (or an API call), or the 30-day expiry. */
export const STATUS_CHANGE_SOURCES = ['courier', 'manual', 'expiry'] as const;

/** A status update; a courier's answer raises it also when only new scans came (same status). */
export const shipmentUpdatedEvent = z.object({
  type: z.literal('shipment.updated'),
  payload: z.object({
    ...shipmentSubject,
    previous_status: status,
    current_status: status,
    new_checkpoints: z.number().int().nonnegative(),
    source: z.enum(STATUS_CHANGE_SOURCES),
  }),
});

/** A change other than the status: an edit, an assignment, tags. */
export const shipmentEditedEvent = z.object({
  type: z.literal('shipment.edited'),
  payload: z.object({ ...shipmentSubject, current_status: status, change: z.string() }),
});

/** The shipment is gone: `shipment` is its last detail as the API gave it (webhooks send it), when known. */
export const shipmentDeletedEvent = z.object({
  type: z.literal('shipment.deleted'),
  payload: z.object({ ...shipmentSubject, current_status: status, shipment: z.unknown().nullable() }),
});

export const domainEvent = z.discriminatedUnion('type', [shipmentCreatedEvent, shipmentUpdatedEvent, shipmentEditedEvent, shipmentDeletedEvent]);

export type DomainEvent = z.infer<typeof domainEvent>;
export type DomainEventType = DomainEvent['type'];
/** One type's event, narrowed: `EventOf<'shipment.updated'>['payload']['previous_status']`. */
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
export type EventPayload<T extends DomainEventType> = EventOf<T>['payload'];

export const DOMAIN_EVENT_TYPES = domainEvent.options.map((option) => option.shape.type.value) as readonly DomainEventType[];

/** Each type's payload fields, for writers that name them one by one (the set-based SQL form). */
export const EVENT_PAYLOAD_FIELDS = Object.fromEntries(
  domainEvent.options.map((option) => [option.shape.type.value, Object.keys(option.shape.payload.shape)]),
) as unknown as { [T in DomainEventType]: readonly (keyof EventPayload<T> & string)[] };
