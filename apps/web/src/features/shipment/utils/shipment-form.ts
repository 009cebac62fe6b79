import {
  createShipmentBody,
  emailList,
  FORBIDDEN_CHARACTERS,
  isHttpUrl,
  parseShipDate,
  SHIPMENT_MESSAGES,
  splitEmails,
  splitPhones,
  trackingNumber,
  type Courier,
  type CreateShipmentBody,
  type ShipmentDetail,
  type UpdateShipmentBody,
} from '@trailpost/contracts';
import { z } from 'zod';
import { toShipDate } from './dates';

/** A tag as a shipment carries it. */
export type TagRef = { tag_id: string; tag_name: string; tag_color: string };

/** The value of the assignee picker that removes the current assignment. */
export const UNASSIGN = '__unassign__';

/** E-mail text as the user leaves the field: lowercased, whitespace removed. */
export function normaliseEmailText(value: string): string {
  return value.toLowerCase().replace(/\s+/g, '');
}

/** Comma- or semicolon-separated addresses, each a valid e-mail (shared list rule). */
const emailsText = z.string().refine((value) => emailList.safeParse(splitEmails(value)).success, SHIPMENT_MESSAGES.emailInvalid);

const customerNameText = z.string().refine((value) => !FORBIDDEN_CHARACTERS.test(value), SHIPMENT_MESSAGES.customerNameInvalid);

const orderUrlText = z.string().refine((value) => value.trim() === '' || isHttpUrl(value.trim()), SHIPMENT_MESSAGES.urlInvalid);

const tagRefs = z.array(z.object({ tag_id: z.string(), tag_name: z.string(), tag_color: z.string() }));

/** The customer and order fields shared by the add form and the detail drawer. */
const detailFields = {
  order_id: z.string(),
  order_url: orderUrlText,
  customer_name: customerNameText,
  customer_emails: emailsText,
  other_emails: emailsText,
  customer_phone_numbers: z.string(),
  /** The customer's language tag; '' is Automatic (the destination country's language). */
  language: z.string(),
  tags: tagRefs,
};

const blankToNull = (value: string): string | null => value.trim() || null;

/** `language` when the choice differs from the stored one (left out, the stored one stays); null is Automatic. */
function languageChange(chosen: string, stored: string | null): { language?: string | null } {
  const language = chosen || null;
  return language === stored ? {} : { language };
}

// ---- Detail drawer ----

export const editShipmentSchema = z.object({ ...detailFields, assigned_id: z.string() });
export type EditShipmentValues = z.infer<typeof editShipmentSchema>;

export function editValuesOf(detail: ShipmentDetail): EditShipmentValues {
  return {
    order_id: detail.order_id ?? '',
    order_url: detail.order_url ?? '',
    customer_name: detail.customer_name ?? '',
    customer_emails: detail.customer_emails.join(','),
    other_emails: detail.other_emails.join(','),
    customer_phone_numbers: detail.customer_phone_numbers.join(', '),
    language: detail.language ?? '',
    tags: detail.tags.map(({ tag_id, tag_name, tag_color }) => ({ tag_id, tag_name, tag_color })),
    assigned_id: detail.assigned_id ?? '',
  };
}

type CustomerFieldValues = Pick<EditShipmentValues, 'customer_name' | 'customer_emails' | 'other_emails' | 'customer_phone_numbers' | 'order_id' | 'order_url'>;

/** The customer and order fields, as both the add and the edit payloads carry them. */
function customerFieldsBody(values: CustomerFieldValues) {
  return {
    customer_name: blankToNull(values.customer_name),
    customer_emails: splitEmails(values.customer_emails),
    other_emails: splitEmails(values.other_emails),
    customer_phone_numbers: splitPhones(values.customer_phone_numbers),
    order_id: blankToNull(values.order_id),
    order_url: blankToNull(values.order_url),
  };
}

/**
 * PUT /trackings/{id} body. assigned_id is sent only when the user picked a different assignee
 * (null unassigns), and never by a sub-user; language only when another was chosen (null for
 * Automatic), so a tag a store set stays as it was.
 */
export function toUpdateBody(values: EditShipmentValues, currentAssignee: string | null, canAssign: boolean, currentLanguage: string | null = null): UpdateShipmentBody {
  const chosen = values.assigned_id === UNASSIGN || values.assigned_id === '' ? null : values.assigned_id;
  return {
    ...customerFieldsBody(values),
    tags: values.tags,
    ...(canAssign && chosen !== currentAssignee ? { assigned_id: chosen } : {}),
    ...languageChange(values.language, currentLanguage),
  };
}

// ---- Add drawer ----

/** Which optional inputs a courier asks for, and which of them it requires. */
export function courierFields(courier: Courier | null) {
  const required = courier?.required_fields ?? [];
  const optional = courier?.optional_fields ?? [];
  return {
    postalCode: required.includes('postal_code') || optional.includes('postal_code'),
    postalCodeRequired: required.includes('postal_code'),
    shipDate: required.includes('tracking_ship_date') || optional.includes('tracking_ship_date'),
    shipDateRequired: required.includes('tracking_ship_date'),
    originCountry: required.includes('origin_country') || optional.includes('origin_country'),
  };
}

export const addShipmentSchema = z
  .object({
    courier: z.custom<Courier | null>().refine((courier) => courier !== null && courier !== undefined, SHIPMENT_MESSAGES.courierRequired),
    tracking_number: trackingNumber,
    postal_code: z.string(),
    /** The date input's value, YYYY-MM-DD. */
    ship_date: z.string(),
    origin_country: z.string(),
    assigned_id: z.string(),
    ...detailFields,
  })
  .superRefine(
    (values, ctx) => {
      const fields = courierFields(values.courier ?? null);
      if (fields.postalCodeRequired && !values.postal_code?.trim()) {
        ctx.addIssue({ code: 'custom', path: ['postal_code'], message: SHIPMENT_MESSAGES.postalCodeRequired });
      }
      const shipDate = toShipDate(values.ship_date ?? '');
      const invalidDate = values.ship_date ? parseShipDate(shipDate) === null : fields.shipDateRequired;
      if (fields.shipDate && invalidDate) {
        ctx.addIssue({ code: 'custom', path: ['ship_date'], message: SHIPMENT_MESSAGES.shipDateInvalid });
      }
    },
    // Courier-dependent checks show together with the other fields' messages.
    { when: () => true },
  );

export type AddShipmentInput = z.input<typeof addShipmentSchema>;
export type AddShipmentValues = z.output<typeof addShipmentSchema>;

export const EMPTY_ADD_VALUES: AddShipmentInput = {
  courier: null,
  tracking_number: '',
  postal_code: '',
  ship_date: '',
  origin_country: '',
  assigned_id: '',
  order_id: '',
  order_url: '',
  customer_name: '',
  customer_emails: '',
  other_emails: '',
  customer_phone_numbers: '',
  language: '',
  tags: [],
};

/** POST /trackings body; inputs the chosen courier does not ask for are left out, and so is Automatic (no language). */
export function toCreateBody(values: AddShipmentValues): CreateShipmentBody {
  const fields = courierFields(values.courier);
  return {
    slug: values.courier?.slug ?? '',
    tracking_number: values.tracking_number,
    postal_code: fields.postalCode ? blankToNull(values.postal_code) : null,
    tracking_ship_date: fields.shipDate ? toShipDate(values.ship_date) || null : null,
    source: 'Web',
    ...customerFieldsBody(values),
    assigned_id: values.assigned_id || null,
    tag: values.tags,
    origin_country: fields.originCountry ? values.origin_country || null : null,
    ...languageChange(values.language, null),
  };
}

/** Checks a body against the API's own schema; returns the first message when it does not pass. */
export function createBodyProblem(body: CreateShipmentBody): string | null {
  const parsed = createShipmentBody.safeParse(body);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
