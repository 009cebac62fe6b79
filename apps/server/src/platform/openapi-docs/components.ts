import { z } from 'zod';
import {
  automationActionView,
  automationRunView,
  automationView,
  checkpointView,
  pageInfoSchema,
  shipmentDetail,
  shipmentListItem,
  webhookDeliveryView,
  webhookView,
} from '@trailpost/contracts';

/** The answers' shapes a client meets in more than one place, with their names and descriptions. */
const NAMED: [z.ZodType, string, string][] = [
  [shipmentDetail, 'Shipment', 'A shipment with its checkpoints, as `GET /trackings/{id}` returns it and webhooks carry it in `data`.'],
  [shipmentListItem, 'ShipmentListItem', 'One row of the shipment list.'],
  [checkpointView, 'Checkpoint', "One scan of the courier's, newest first in a shipment's `checkpoints`."],
  [pageInfoSchema, 'PageInfo', 'Where a page stands in its list: `has_more` is true while a later page has entries.'],
  [automationView, 'Automation', 'An automation rule: its trigger, conditions and actions.'],
  [automationActionView, 'AutomationAction', 'One action of a rule, told apart by `type`.'],
  [automationRunView, 'AutomationRun', 'One evaluation of a rule for one shipment, with what each action did.'],
  [webhookView, 'Webhook', 'A webhook endpoint of the account.'],
  [webhookDeliveryView, 'WebhookDelivery', 'One event sent, or to be sent, to a webhook endpoint.'],
];
/**
 * Names those shapes, so the document refers to them (`#/components/schemas/Shipment`) and a
 * generated client gets one type for each. They are named in zod's global registry, the one the
 * document is generated from, where `.describe()` and `.meta()` keep the rest of each schema's
 * documentation (naming the same schema again changes nothing).
 */
export function nameDocumentSchemas(): void {
  for (const [schema, id, description] of NAMED) z.globalRegistry.add(schema, { id, description });
}

type JsonObject = Record<string, unknown>;

/** Every `#/components/schemas/…` name the value refers to. */
function referencedNames(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedNames(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith('#/components/schemas/')) into.add(item.slice('#/components/schemas/'.length));
      else referencedNames(item, into);
    }
  }
  return into;
}

/**
 * Drops the component schemas nothing refers to: each named schema comes as an input and an
 * output (`ShipmentInput`, `Shipment`), and most are only ever answered.
 */
export function withoutUnusedSchemas(document: JsonObject): JsonObject {
  const components = document.components as { schemas?: Record<string, JsonObject> };
  const { schemas = {}, ...otherComponents } = components;
  const used = referencedNames([{ ...document, components: otherComponents }], new Set());
  // A used schema's own references are used too.
  for (let size = -1; size !== used.size; ) {
    size = used.size;
    for (const name of [...used]) referencedNames(schemas[name], used);
  }
  return { ...document, components: { ...components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))) } };
}
