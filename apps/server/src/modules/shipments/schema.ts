import { z } from 'zod';
import {
  bulkAssignBody,
  bulkIdsBody,
  bulkStatusBody,
  createShipmentBody,
  DEFAULT_PAGE_SIZE,
  envelopeOf,
  searchQuery,
  searchSuggestion,
  SHIPMENT_MESSAGES,
  shipmentDetail,
  shipmentFilterOptions,
  shipmentFilters,
  shipmentList,
  updateShipmentBody,
} from '@trailpost/contracts';

const tags = ['Shipments'];

/** A query-string parameter that carries JSON (`filters`, `searchQuery`). */
function jsonParam<T extends z.ZodType>(schema: T, message: string) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return {};
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

export const listQuery = z.object({
  pageId: z.coerce.number().int().min(1).default(1).describe('The page to answer, from 1. Default: 1.'),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE).describe(`Shipments per page, 1 to 100. Default: ${DEFAULT_PAGE_SIZE}.`),
  filters: jsonParam(shipmentFilters, SHIPMENT_MESSAGES.invalidFilters).describe(
    'A JSON object, URL-encoded, every key optional: `status` (statuses), `courier` (slugs), `origin` and `destination` (country codes), `transitdays`, `is_shipment_assigned`, `assigned_id` (user ids; `false` for unassigned), `tagsIds`, `from_date` and `to_date` (`YYYY-MM-DD` or ISO 8601), e.g. `{"status":["InTransit"],"courier":["ups"],"from_date":"2026-03-01"}`.',
  ),
  searchQuery: jsonParam(searchQuery, SHIPMENT_MESSAGES.invalidFilters).describe(
    'A JSON object, URL-encoded: `{"query":"#1041"}` finds shipments whose tracking number, order id, customer name or e-mail starts with the text.',
  ),
});

export const idParams = z.object({ id: z.string().uuid().describe("The shipment's `_id`.") });
/** A shipment named by its courier and number (part 3): the pair is unique in an account. */
export const numberParams = z.object({
  slug: z.string().min(1).max(100).describe('The courier, as in `slug` (`usps`, `dhl`, …).'),
  tracking_number: z.string().min(1).max(100).describe('The tracking number, URL-encoded.'),
});
const count = envelopeOf(z.object({ count: z.number().int() }));

/** Sentences the operation descriptions share. */
const TRACKING = 'Needs the Tracking access (the main account, or a sub-user whose role includes Tracking).';
const SCOPE = 'A sub-user whose role includes `assignTracking` reaches only the shipments assigned to it.';
const NOT_FOUND = "404 when it is not one of the account's shipments or not one the caller may see.";
const BY_NUMBER = 'The shipment is named by its courier `slug` and tracking number, which are unique within an account.';
const descriptions = {
  get: `Answers one shipment with its details, its \`trackings\` object and its checkpoints. ${NOT_FOUND} ${TRACKING}`,
  refresh: `Asks the courier for the shipment's news at once instead of at its next scheduled check, stores what the courier answers, and answers the shipment as it then is. News it brings is handled as a scheduled check's is (webhooks, automation rules, notifications). ${NOT_FOUND} ${TRACKING}`,
  update: `Replaces the shipment's editable fields with the body: a field left out is cleared (null or \`[]\`), except \`assigned_id\`, which is kept when left out. Changing the assignment is for the main account only (403 for a sub-user). Fires the \`tracking.updated\` webhook. ${NOT_FOUND} ${TRACKING}`,
  delete: `Deletes the shipment and its checkpoints. Fires the \`tracking.deleted\` webhook with the shipment as it was, and ends any repeating automation action for it. ${NOT_FOUND} ${TRACKING}`,
};

export const listSchema = {
  tags,
  summary: 'A page of shipments, filtered and searched',
  description: `Answers a page of the account's shipments, newest first, with \`total_records\` and \`page_info\`. \`filters\` and \`searchQuery\` narrow it; a shipment must match every filter given. ${SCOPE} ${TRACKING}`,
  querystring: listQuery,
  response: { 200: envelopeOf(shipmentList) },
};
export const filtersSchema = {
  tags,
  summary: 'Options of the list filters',
  description: `Answers the choices of the list's filters: the eight statuses, the couriers and the origin and destination countries the caller's shipments hold, the transit-day options and, for the main account when it has active sub-users, those sub-users with an "Unassigned Shipments" choice (value \`false\`). ${TRACKING}`,
  response: { 200: envelopeOf(shipmentFilterOptions) },
};
export const getSchema = { tags, summary: 'One shipment with its checkpoints', description: descriptions.get, params: idParams, response: { 200: envelopeOf(shipmentDetail) } };
export const createSchema = {
  tags,
  summary: 'Add a shipment',
  description: `Adds a shipment for a courier and tracking number; the courier is asked for its news on the next pass of the tracking engine. The fields the courier requires (\`required_fields\` of GET /couriers/list) must be given, and a courier and number the account already has answers 400 \`duplicate\` with \`meta.existing_id\`. Fires the \`tracking.created\` webhook and automation rules of type \`CREATED\`. ${TRACKING}`,
  body: createShipmentBody,
  response: { 200: envelopeOf(shipmentDetail) },
};
export const refreshSchema = { tags, summary: 'Ask the courier for news now', description: descriptions.refresh, params: idParams, response: { 200: envelopeOf(shipmentDetail) } };
export const updateSchema = { tags, summary: 'Edit a shipment', description: descriptions.update, params: idParams, body: updateShipmentBody, response: { 200: envelopeOf(shipmentDetail) } };
export const deleteSchema = { tags, summary: 'Delete a shipment', description: descriptions.delete, params: idParams, response: { 200: envelopeOf(z.null()) } };
/** The same four operations, with the shipment named by courier and number instead of its id. */
export const byNumber = {
  get: { ...getSchema, summary: 'One shipment, by courier and tracking number', description: `${BY_NUMBER} ${descriptions.get}`, params: numberParams },
  refresh: { ...refreshSchema, summary: 'Ask the courier for news now, by courier and tracking number', description: `${BY_NUMBER} ${descriptions.refresh}`, params: numberParams },
  update: { ...updateSchema, summary: 'Edit a shipment, by courier and tracking number', description: `${BY_NUMBER} ${descriptions.update}`, params: numberParams },
  delete: { ...deleteSchema, summary: 'Delete a shipment, by courier and tracking number', description: `${BY_NUMBER} ${descriptions.delete}`, params: numberParams },
};
export const bulkDeleteSchema = {
  tags,
  summary: 'Delete shipments',
  description: `Deletes up to 1,000 shipments at once and answers how many were deleted; each fires the \`tracking.deleted\` webhook. Ids the caller cannot see are skipped; 404 when none is left. ${TRACKING}`,
  body: bulkIdsBody,
  response: { 200: count },
};
export const bulkStatusSchema = {
  tags,
  summary: 'Set the status of shipments',
  description: `Sets the status of up to 1,000 shipments by hand and answers how many shipments it updated. Each shipment whose status changes fires the \`tracking.updated\` webhook and automation rules of type \`UPDATED\`, as a courier's news would, but no bell notification. Ids the caller cannot see are skipped; 404 when none is left. ${TRACKING}`,
  body: bulkStatusBody,
  response: { 200: count },
};
export const bulkAssignSchema = {
  tags,
  summary: 'Assign shipments to a sub-user, or unassign them (no assigned_id)',
  description: `Assigns up to 1,000 shipments to one active sub-user, or unassigns them when \`assigned_id\` is left out or null, and answers how many shipments it updated; each fires the \`tracking.updated\` webhook. Main account only (403 for a sub-user). Ids the caller cannot see are skipped; 404 when none is left. ${TRACKING}`,
  body: bulkAssignBody,
  response: { 200: count },
};
export const suggestSchema = {
  tags,
  summary: 'Search suggestions (10 at most)',
  description: `Answers up to 10 shipments (\`_id\`, tracking number, courier) whose tracking number, order id, customer name or first customer e-mail starts with \`query\`, ignoring case. \`query\` needs at least 3 characters (400 otherwise); with no match \`data\` is empty and the message is "No Tracking found.". ${SCOPE} ${TRACKING}`,
  body: searchQuery,
  response: { 200: envelopeOf(z.array(searchSuggestion)) },
};
