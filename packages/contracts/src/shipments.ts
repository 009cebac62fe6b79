import { z } from 'zod';
import { pageInfoSchema, wholeListQuery } from './envelope.js';
import { SHIPMENT_STATUSES } from './statuses.js';
import { canonicalLanguageTag } from './page-languages.js';
import { DELIVERY_DATE_FILTERS, predictedDeliveryView } from './delivery-dates.js';
import { BULK_LIMIT, FORBIDDEN_CHARACTERS, SHIPMENT_MESSAGES } from './shipments-texts.js';
import { EMAIL_MAX_LENGTH, isDateInRange, SOURCE_MAX_LENGTH, TRACKING_NUMBER_MAX, TRACKING_NUMBER_MIN, URL_MAX_LENGTH } from './limits.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** "a@b.co; C@d.io" -> ["a@b.co", "c@d.io"]: split on comma or semicolon, lowercased, no spaces. */
export function splitEmails(input: string): string[] {
  return input
    .toLowerCase()
    .replace(/\s+/g, '')
    .split(/[,;]/)
    .filter((part) => part.length > 0);
}

/** "+1 555 0100, 020 7946" -> ["+15550100", "0207946"]: comma-separated, spaces stripped. */
export function splitPhones(input: string): string[] {
  return input
    .split(',')
    .map((part) => part.replace(/\s+/g, ''))
    .filter((part) => part.length > 0);
}

export const emailList = z
  .array(z.string().max(EMAIL_MAX_LENGTH, SHIPMENT_MESSAGES.emailInvalid).transform((v) => v.toLowerCase().replace(/\s+/g, '')).pipe(z.string().regex(EMAIL, SHIPMENT_MESSAGES.emailInvalid)))
  .max(20)
  .default([]);

export const phoneList = z.array(z.string().transform((v) => v.replace(/\s+/g, '')).pipe(z.string().min(1).max(30))).max(20).default([]);

export const trackingNumber = z
  .string({ error: SHIPMENT_MESSAGES.trackingNumberRequired })
  .trim()
  .min(1, SHIPMENT_MESSAGES.trackingNumberRequired)
  .refine((v) => v.length >= TRACKING_NUMBER_MIN && v.length <= TRACKING_NUMBER_MAX, SHIPMENT_MESSAGES.trackingNumberLength)
  // The document states the rule the refinement checks (blanks around it are trimmed first).
  .meta({ minLength: TRACKING_NUMBER_MIN, maxLength: TRACKING_NUMBER_MAX, description: `The courier's tracking number, ${TRACKING_NUMBER_MIN} to ${TRACKING_NUMBER_MAX} characters.` });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const orderUrl = z
  .string()
  .trim()
  .max(URL_MAX_LENGTH, SHIPMENT_MESSAGES.urlTooLong)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isHttpUrl(v), SHIPMENT_MESSAGES.urlInvalid);

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const customerName = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || !FORBIDDEN_CHARACTERS.test(v), SHIPMENT_MESSAGES.customerNameInvalid);

/** MM-DD-YYYY, a real calendar date. */
export function parseShipDate(value: string): Date | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && isDateInRange(date) ? date : null;
}

const shipDate = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || parseShipDate(v) !== null, SHIPMENT_MESSAGES.shipDateInvalid)
  .meta({ pattern: '^\\d{2}-\\d{2}-\\d{4}$', description: 'The day the parcel was handed over, as MM-DD-YYYY (`03-01-2026`); some couriers require it (`required_fields` of GET /couriers/list).' });

const countryIso = z
  .string()
  .trim()
  .toUpperCase()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^[A-Z]{2}$/.test(v), SHIPMENT_MESSAGES.countryInvalid)
  .meta({ pattern: '^[A-Za-z]{2}$', description: 'A country as its ISO 3166-1 alpha-2 code (`US`, `GB`), any case.' });

/** A customer's language as a BCP 47 tag, stored the canonical way (`fr-fr` becomes `fr-FR`). */
const languageTag = z
  .string({ error: SHIPMENT_MESSAGES.languageInvalid })
  .trim()
  .max(35, SHIPMENT_MESSAGES.languageInvalid)
  .transform((value, ctx) => {
    if (!value) return null;
    const tag = canonicalLanguageTag(value);
    if (tag === null) ctx.addIssue({ code: 'custom', message: SHIPMENT_MESSAGES.languageInvalid });
    return tag;
  });
const LANGUAGE_DESCRIPTION =
  "The customer's language as a BCP 47 tag (`de`, `fr-FR`, `pt-BR`), stored the canonical way: automation messages use the template's variant in it, and without one the destination country's main language, else the account's default language, decides.";

export const tagRef = z.object({
  tag_id: z.string().uuid().describe("The tag's `_id` (GET /tags); it must be one of the account's tags."),
  tag_name: z.string().optional().describe("The tag's name, as the list shows it; ignored, the stored tag is used."),
  tag_color: z.string().optional().describe("The tag's colour, as the list shows it; ignored, the stored tag is used."),
});

export const shipmentStatus = z.enum(SHIPMENT_STATUSES);

/** Fields a merchant edits on both the add form and the detail drawer. */
const editableFields = {
  customer_name: customerName.describe(
    'The customer\'s name, up to 200 characters; a name holding any of < > { } [ ] \\ ^ ` | ~ = $ % * # ! ? ; : " is refused. Empty or null: none.',
  ),
  customer_emails: emailList.describe(
    "The customer's e-mail addresses, at most 20; each is lowercased, blanks removed, and must be a valid address. Automation e-mails to the customer go to them. Default: `[]`.",
  ),
  other_emails: emailList.describe(
    'Further e-mail addresses to keep informed (at most 20, same rules as `customer_emails`); automation e-mails to "other" recipients go to them. Default: `[]`.',
  ),
  customer_phone_numbers: phoneList.describe(
    "The customer's phone numbers, at most 20, blanks removed, 1 to 30 characters each, no format check; automation SMS go to them. Default: `[]`.",
  ),
  order_id: optionalText(100).describe("The merchant's order number, up to 100 characters; the search matches it. Empty or null: none."),
  order_url: orderUrl.describe("A link to the order: an `http` or `https` URL with a domain name, up to 2,048 characters. Empty or null: none."),
};

/** POST /trackings (part 1 §3 New shipment payload). */
export const createShipmentBody = z.object({
  slug: z
    .string({ error: SHIPMENT_MESSAGES.courierRequired })
    .trim()
    .min(1, SHIPMENT_MESSAGES.courierRequired)
    .meta({ description: 'The courier: a `slug` of GET /couriers/list (`usps`, `royal-mail`); an unknown one is refused.' }),
  tracking_number: trackingNumber,
  postal_code: optionalText(20).describe(
    "The recipient's postal code, up to 20 characters; required by couriers that list `postal_code` in `required_fields` (GET /couriers/list). Empty or null: none.",
  ),
  tracking_ship_date: shipDate,
  source: z
    .string()
    .trim()
    .max(SOURCE_MAX_LENGTH, SHIPMENT_MESSAGES.sourceTooLong)
    .default('Web')
    .describe(`Where the shipment came from, up to ${SOURCE_MAX_LENGTH} characters. Default: \`Web\`.`),
  ...editableFields,
  assigned_id: z
    .string()
    .uuid()
    .nullish()
    .describe(
      "The sub-user to assign the shipment to: the `_id` of an active sub-user of the account (main account only). Omitted or null: unassigned, except that a sub-user who sees only its assigned shipments gets the new one assigned to itself.",
    ),
  tag: z.array(tagRef).max(50).default([]).describe("Tags to put on the shipment, at most 50; an id that is not one of the account's tags is refused. Default: `[]`."),
  origin_country: countryIso,
  language: languageTag
    .nullish()
    .transform((value) => value ?? null)
    .describe(`${LANGUAGE_DESCRIPTION} Empty or null: none.`),
});
export type CreateShipmentBody = z.input<typeof createShipmentBody>;

/** PUT /trackings/{id}: the drawer's editable fields. */
export const updateShipmentBody = z.object({
  ...editableFields,
  /** Present only when chosen; null unassigns. */
  assigned_id: z
    .string()
    .uuid()
    .nullable()
    .optional()
    .describe(
      'The sub-user to assign the shipment to (the `_id` of an active sub-user), or null to unassign it; leave it out to keep the assignment. Only the main account may change it.',
    ),
  tags: z
    .array(tagRef)
    .max(50)
    .default([])
    .describe("The shipment's tags after the edit, at most 50: they replace the current ones. Default: `[]`, which takes every tag off."),
  language: languageTag
    .nullable()
    .optional()
    .describe(`${LANGUAGE_DESCRIPTION} Empty or null takes it off; leave it out to keep it.`),
});
export type UpdateShipmentBody = z.input<typeof updateShipmentBody>;

const idList = z
  .array(z.string().uuid())
  .min(1, SHIPMENT_MESSAGES.noSelection)
  .describe(`The shipments' \`_id\`s, 1 to ${BULK_LIMIT}, repeats counted in that limit and acted on once; ids of shipments the caller cannot see are skipped.`);
export const bulkIdsBody = z.object({ ids: idList });
export const bulkStatusBody = z.object({
  ids: idList,
  current_status: shipmentStatus.describe('The status to set: any of the eight, whatever the current one. `Delivered` and `Expired` stop the courier checks; `Delivered` counts the shipment as delivered now.'),
});
export const bulkAssignBody = z.object({
  ids: idList,
  assigned_id: z
    .string()
    .uuid()
    .nullish()
    .describe('The sub-user to assign the shipments to: the `_id` of an active sub-user of the account. Omitted or null: the shipments are unassigned.'),
});

/** The `filters` JSON of GET /trackings (part 1 §7). */
export const shipmentFilters = z
  .object({
    courier: z.array(z.string().max(100)).max(500).optional().describe('Courier `slug`s, at most 500; a shipment of any of them matches.'),
    status: z.array(shipmentStatus).optional().describe('Statuses; a shipment in any of them matches. All eight, like none, means every status.'),
    origin: z.array(z.string().max(100)).max(300).optional().describe('Origin countries as ISO 3166-1 alpha-2 codes (`US`), at most 300; any of them matches.'),
    destination: z.array(z.string().max(100)).max(300).optional().describe('Destination countries as ISO 3166-1 alpha-2 codes, at most 300; any of them matches.'),
    transitdays: z
      .union([z.coerce.number().int(), z.array(z.coerce.number().int())])
      .optional()
      .describe('Days in transit, one number or a list (any matches): `1` to `5` mean that many whole days, `6` more than 5 days.'),
    is_shipment_assigned: z
      .boolean()
      .optional()
      .describe('`true`: only shipments assigned to a sub-user; `false`: only unassigned ones. `assigned_id` takes precedence over `true`.'),
    /** User ids; `false` in the list means "Unassigned Shipments". */
    assigned_id: z
      .array(z.union([z.string().uuid(), z.literal(false)]))
      .max(1000)
      .optional()
      .describe('Sub-user `_id`s, at most 1,000; `false` in the list stands for unassigned shipments. Ignored for a sub-user who sees only its assigned shipments.'),
    tagsIds: z.array(z.string().uuid()).max(1000).optional().describe('Tag `_id`s, at most 1,000; a shipment carrying any of them matches.'),
    delivery: z
      .array(z.enum(DELIVERY_DATE_FILTERS))
      .optional()
      .describe(
        "Shipments still on their way by the delivery date their customers see (`customer_delivery_date`), today's date taken in the merchant's time zone: `due_today` for today, `late` for a date already past; either matches.",
      ),
    from_date: z
      .string()
      .refine(isDateInRange, SHIPMENT_MESSAGES.invalidFilters)
      .optional()
      .describe('Only shipments added at or after this time: `YYYY-MM-DD` (00:00 UTC) or an ISO 8601 date-time, between 2000 and 2100.'),
    to_date: z
      .string()
      .refine(isDateInRange, SHIPMENT_MESSAGES.invalidFilters)
      .optional()
      .describe('Only shipments added at or before this time, in the same formats; a date alone means its 00:00 UTC.'),
  })
  .strip();
export type ShipmentFilters = z.infer<typeof shipmentFilters>;

export const searchQuery = z.object({
  query: z
    .string()
    .max(200)
    .default('')
    .describe("The text to look for, up to 200 characters: shipments whose tracking number, order id, customer name or first customer e-mail starts with it, ignoring case. Default: empty."),
});

export const filterOption = z.object({ label: z.string(), value: z.union([z.string(), z.literal(false)]) });
export type FilterOption = z.infer<typeof filterOption>;

const customerDeliveryDateView = z
  .string()
  .nullable()
  .describe("The delivery date customers are shown (`YYYY-MM-DD`, the merchant's time zone): the courier's `expected_delivery` or our `predicted_delivery`, as the tracking page settings choose.");

const tagView = z.object({ tag_id: z.string(), tag_name: z.string(), tag_color: z.string() });

export const checkpointView = z.object({
  tag: z.string(),
  location: z.string().nullable(),
  message: z.string(),
  checkpoint_time: z.string().nullable(),
});

/** One row of the list (part 1 §3 "List columns map to"). */
export const shipmentListItem = z.object({
  _id: z.string(),
  tracking_number: z.string(),
  slug: z.string(),
  courier: z.string(),
  service: z.string().nullable(),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  last_status: z.string().nullable(),
  time: z.string().nullable(),
  assigned_id: z.string().nullable(),
  assigned_to: z.string().nullable(),
  tag: z.array(tagView),
  date: z.string().nullable(),
  transit_day: z.number().int().nullable(),
  status: shipmentStatus,
  order_id: z.string().nullable(),
  created: z.string(),
  predicted_delivery: predictedDeliveryView,
  customer_delivery_date: customerDeliveryDateView,
});
export type ShipmentListItem = z.infer<typeof shipmentListItem>;

export const shipmentList = z.object({ trackings: z.array(shipmentListItem), total_records: z.number().int(), page_info: pageInfoSchema });

/** A shipment with its trackings object (part 1 §3). */
export const shipmentDetail = z.object({
  _id: z.string(),
  tracking_number: z.string(),
  slug: z.string(),
  courier_title: z.string(),
  current_status: shipmentStatus,
  assigned_id: z.string().nullable(),
  assigned_to: z.string().nullable(),
  source: z.string(),
  order_id: z.string().nullable(),
  order_url: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_emails: z.array(z.string()),
  other_emails: z.array(z.string()),
  customer_phone_numbers: z.array(z.string()),
  postal_code: z.string().nullable(),
  tracking_ship_date: z.string().nullable(),
  /** BCP 47, as given by the store, an import, the API or a person; null when none was. */
  language: z.string().nullable(),
  tags: z.array(tagView),
  created: z.string(),
  modified: z.string(),
  trackings: z.object({
    shipment_type: z.string().nullable(),
    address: z.object({
      ship_from: z.object({ country_iso: z.string().nullable(), state: z.string().nullable() }),
      ship_to: z.object({ country_iso: z.string().nullable(), state: z.string().nullable() }),
    }),
    checkpoints: z.array(checkpointView),
    expected_delivery: z.string().nullable(),
    predicted_delivery: predictedDeliveryView,
    customer_delivery_date: customerDeliveryDateView,
    delivery_time: z.number().int().nullable(),
  }),
});
export type ShipmentDetail = z.infer<typeof shipmentDetail>;

export const shipmentFilterOptions = z.object({
  status: z.array(filterOption),
  courier: z.array(filterOption),
  origin: z.array(filterOption),
  destination: z.array(filterOption),
  sub_users: z.array(filterOption),
  transit_days: z.array(z.object({ label: z.string(), value: z.number() })),
});

export const searchSuggestion = z.object({ _id: z.string(), tracking_number: z.string(), slug: z.string() });

/** `GET /couriers/list?search&pageId&limit`: without `limit`, the whole catalogue (what the web app loads once). */
export const courierListQuery = z.object({
  search: z.string().trim().max(100).optional().describe('Part of a courier\'s slug or name, any case.'),
  ...wholeListQuery.shape,
});

export const courierView = z.object({
  slug: z.string(),
  title: z.string(),
  required_fields: z.array(z.string()),
  optional_fields: z.array(z.string()),
  /** Where the courier is based; null for carriers known only from the aggregator's list with no country of their own. */
  country_iso: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  /** 17TRACK's carrier code, sent when registering a number so the aggregator need not guess. */
  seventeen_track_code: z.number().int().nullable(),
});
export type Courier = z.infer<typeof courierView>;

export const countryView = z.object({ name: z.string(), iso: z.string() });
