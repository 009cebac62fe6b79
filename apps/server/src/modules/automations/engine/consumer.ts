import { sql } from 'drizzle-orm';
import type { EventConsumer, StoredEvent } from '../../../platform/events.js';
import { statusChangedSql } from '../../shipments/index.js';
import type { RuleRow } from '../rules/repository.js';
import { evaluateOccurrences, type Occurrence } from './evaluate.js';
import { activeRules, cancelStepsOfShipments } from './repository.js';
import { groupByTenant } from '../../../platform/group-by-tenant.js';

export const SHIPMENT_DELETED_DETAIL = 'The shipment was deleted.';

type Heard = 'shipment.created' | 'shipment.updated' | 'shipment.deleted';

/** CREATED when a shipment is added; UPDATED when its status changes, by a courier or by hand (pinned). */
function eventOf(event: StoredEvent<Heard>): 'CREATED' | 'UPDATED' | null {
  if (event.type === 'shipment.created') return 'CREATED';
  if (event.type === 'shipment.updated' && event.payload.current_status !== event.payload.previous_status) return 'UPDATED';
  return null;
}

/** The status an update changed the shipment to (a later update may already be stored). */
const reportedStatus = (event: StoredEvent<Heard>) => (event.type === 'shipment.updated' ? event.payload.current_status : undefined);

/**
 * Turns shipment events into rule runs and their first steps. It runs in the transaction that
 * takes the events off this consumer's queue, so an event is evaluated exactly once; the steps
 * are then carried out by the step executor.
 */
export function automationEvents(): EventConsumer<Heard> {
  return {
    name: 'automations',
    types: ['shipment.created', 'shipment.updated', 'shipment.deleted'],
    // Scans that keep the status trigger nothing: they are not queued.
    wanted: ({ type, payload }) => sql`${type} <> 'shipment.updated' or ${statusChangedSql(payload)}`,
    async handle(tx, events) {
      const deleted = groupByTenant(events.filter((candidate) => candidate.type === 'shipment.deleted'));
      for (const [tenantId, gone] of deleted) await cancelStepsOfShipments(tx, tenantId, gone.map((event) => event.subjectId), SHIPMENT_DELETED_DETAIL);

      const triggered = events.flatMap((event) => {
        const type = eventOf(event);
        return type ? [{ event, type }] : [];
      });
      if (!triggered.length) return;
      const rules = await activeRules(tx, [...new Set(triggered.map(({ event }) => event.tenantId))], ['CREATED', 'UPDATED']);
      const rulesOf = new Map<string, RuleRow[]>();
      for (const rule of rules) {
        const key = `${rule.tenantId}/${rule.eventType}`;
        const group = rulesOf.get(key);
        if (group) group.push(rule);
        else rulesOf.set(key, [rule]);
      }
      const occurrences: Occurrence[] = triggered.map(({ event, type }) => ({
        tenantId: event.tenantId,
        shipmentId: event.subjectId,
        event: type,
        eventKey: `event:${event.id}`,
        status: type === 'UPDATED' ? reportedStatus(event) : undefined,
        rules: rulesOf.get(`${event.tenantId}/${type}`) ?? [],
      }));
      await evaluateOccurrences(tx, occurrences, { compactSkips: true });
    },
  };
}
