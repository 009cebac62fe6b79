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
  pageId: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  filters: jsonParam(shipmentFilters, SHIPMENT_MESSAGES.invalidFilters).describe(
    'A JSON object, URL-encoded, every key optional: `status` (statuses), `courier` (slugs), `origin` and `destination` (country codes), `transitdays`, `is_shipment_assigned`, `assigned_id` (user ids; `false` for unassigned), `tagsIds`, `from_date` and `to_date` (`YYYY-MM-DD` or ISO 8601), e.g. `{"status":["InTransit"],"courier":["ups"],"from_date":"2026-03-01"}`.',
  ),
  searchQuery: jsonParam(searchQuery, SHIPMENT_MESSAGES.invalidFilters).describe(
    'A JSON object, URL-encoded: `{"query":"#1041"}` finds shipments whose tracking number, order id, customer name or e-mail starts with the text.',
  ),
});

export const idParams = z.object({ id: z.string().uuid() });
/** A shipment named by its courier and number (part 3): the pair is unique in an account. */
export const numberParams = z.object({
  slug: z.string().min(1).max(100).describe('The courier, as in `slug` (`usps`, `dhl`, …).'),
  tracking_number: z.string().min(1).max(100).describe('The tracking number, URL-encoded.'),
});
const count = envelopeOf(z.object({ count: z.number().int() }));

export const listSchema = { tags, summary: 'A page of shipments, filtered and searched', querystring: listQuery, response: { 200: envelopeOf(shipmentList) } };
export const filtersSchema = { tags, summary: 'Options of the list filters', response: { 200: envelopeOf(shipmentFilterOptions) } };
export const getSchema = { tags, summary: 'One shipment with its checkpoints', params: idParams, response: { 200: envelopeOf(shipmentDetail) } };
export const createSchema = { tags, summary: 'Add a shipment', body: createShipmentBody, response: { 200: envelopeOf(shipmentDetail) } };
export const refreshSchema = { tags, summary: 'Ask the courier for news now', params: idParams, response: { 200: envelopeOf(shipmentDetail) } };
export const updateSchema = { tags, summary: 'Edit a shipment', params: idParams, body: updateShipmentBody, response: { 200: envelopeOf(shipmentDetail) } };
export const deleteSchema = { tags, summary: 'Delete a shipment', params: idParams, response: { 200: envelopeOf(z.null()) } };
/** The same four operations, with the shipment named by courier and number instead of its id. */
export const byNumber = {
  get: { ...getSchema, summary: 'One shipment, by courier and tracking number', params: numberParams },
  refresh: { ...refreshSchema, summary: 'Ask the courier for news now, by courier and tracking number', params: numberParams },
  update: { ...updateSchema, summary: 'Edit a shipment, by courier and tracking number', params: numberParams },
  delete: { ...deleteSchema, summary: 'Delete a shipment, by courier and tracking number', params: numberParams },
};
export const bulkDeleteSchema = { tags, summary: 'Delete shipments', body: bulkIdsBody, response: { 200: count } };
export const bulkStatusSchema = { tags, summary: 'Set the status of shipments', body: bulkStatusBody, response: { 200: count } };
export const bulkAssignSchema = { tags, summary: 'Assign shipments to a sub-user, or unassign them (no assigned_id)', body: bulkAssignBody, response: { 200: count } };
export const suggestSchema = { tags, summary: 'Search suggestions (10 at most)', body: searchQuery, response: { 200: envelopeOf(z.array(searchSuggestion)) } };
