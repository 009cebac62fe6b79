import { normaliseStatusTag, STATUS_LABELS, type PlaceholderName, type ShipmentStatus } from '@trailpost/contracts';
import type { checkpoints, shipments } from '../../db/schema/index.js';
import { dateStyleOf, formatLocalDateTime, formatTemplateDateTime, type DateStyle, type TemplateProfile } from './dates.js';
import { deliveryWindowText, expectedDeliveryText } from './delivery-dates.js';
import type { TimelineLabels } from './timeline.js';

/** One row of `[Tracking Timeline]`, its time already in the merchant's format and zone. */
export interface TimelineEntry {
  status: string;
  message: string;
  location: string | null;
  time: string;
}

/** The timeline's rows, newest first; with its own words when they are not English. */
export type TimelineRows = readonly TimelineEntry[] & { readonly labels?: TimelineLabels };

/**
 * How placeholders speak to a customer in another language (the public page's `lang`): status
 * names, the timeline's words, and dates written the language's way through Intl in the
 * merchant's zone. Without it: English, in the merchant's date format.
 */
export interface TemplateWording {
  status: (status: ShipmentStatus) => string;
  timeline: TimelineLabels;
  /** A BCP 47 tag for Intl's dates; null keeps the merchant's date format. */
  dateLocale: string | null;
}

/**
 * What every placeholder stands for: text for most, image addresses (or null) for the logos,
 * the rows of the timeline for `[Tracking Timeline]`. The renderer turns them into markup or text.
 */
export type TemplateValues = {
  [Name in PlaceholderName]: Name extends 'Tracking Timeline' ? TimelineRows : Name extends 'Logo' | 'Courier Logo' ? string | null : string;
};

type ShipmentRow = typeof shipments.$inferSelect;
type CheckpointRow = typeof checkpoints.$inferSelect;

export type TemplateShipment = Pick<
  ShipmentRow,
  | 'trackingNumber'
  | 'currentStatus'
  | 'expectedDelivery'
  | 'customerDeliveryDate'
  | 'predictedDelivery'
  | 'predictedEarliest'
  | 'predictedLatest'
  | 'lastCheckpointMessage'
  | 'lastCheckpointLocation'
  | 'orderId'
  | 'orderUrl'
  | 'customerName'
> & { checkpoints: readonly Pick<CheckpointRow, 'checkpointTime' | 'tag' | 'message' | 'location'>[] };

export interface TemplateCourier {
  name: string;
  phone: string | null;
  logoUrl: string | null;
}

/** The organization settings customers see (part 2 §3). */
export interface TemplateOrganization {
  companyName: string;
  contactNumber: string | null;
  website: string | null;
  logoUrl: string | null;
}

export interface TemplateValuesInput {
  shipment: TemplateShipment;
  courier: TemplateCourier;
  organization: TemplateOrganization;
  profile: TemplateProfile;
  trackingPageLink: string;
  wording?: TemplateWording;
}

const englishStatus = (status: ShipmentStatus) => STATUS_LABELS[status];

const statusLabelOf = (name: (status: ShipmentStatus) => string) => (tag: string) => {
  const status = normaliseStatusTag(tag);
  return status ? name(status) : tag;
};

/** A date as the wording writes it: Intl in its language, else the merchant's format. */
const dateWriter = (style: DateStyle, wording: TemplateWording | undefined) => (instant: Date, withSeconds = false) =>
  wording?.dateLocale ? formatLocalDateTime(instant, style.zone, wording.dateLocale) : formatTemplateDateTime(instant, style, withSeconds);

const describe = (message: string, location: string | null) => (location ? `${message}, ${location}` : message);

/** Every placeholder filled from a shipment and its merchant; dates in the merchant's format and zone. */
export function buildTemplateValues({ shipment, courier, organization, profile, trackingPageLink, wording }: TemplateValuesInput): TemplateValues {
  const style = dateStyleOf(profile);
  const statusLabel = statusLabelOf(wording?.status ?? englishStatus);
  const writeDate = dateWriter(style, wording);
  // Newest first, as the tracking page shows it; scans without a time last.
  const ordered = [...shipment.checkpoints].sort((a, b) => (b.checkpointTime?.getTime() ?? -Infinity) - (a.checkpointTime?.getTime() ?? -Infinity));
  const timeline = ordered.map((checkpoint) => ({
    status: statusLabel(checkpoint.tag),
    message: checkpoint.message,
    location: checkpoint.location || null,
    time: checkpoint.checkpointTime ? writeDate(checkpoint.checkpointTime) : '',
  }));
  const newest = ordered[0];
  const lastCheckpoint = shipment.lastCheckpointMessage
    ? describe(shipment.lastCheckpointMessage, shipment.lastCheckpointLocation)
    : newest
      ? describe(newest.message, newest.location)
      : '';
  return {
    Logo: organization.logoUrl,
    'Company Name': organization.companyName,
    'Contact Number': organization.contactNumber ?? '',
    Website: organization.website ?? '',
    'Tracking Number': shipment.trackingNumber,
    'Tracking Status': statusLabel(shipment.currentStatus),
    'Tracking Timeline': wording ? Object.assign(timeline, { labels: wording.timeline }) : timeline,
    'Courier Name': courier.name,
    'Courier Phone': courier.phone ?? '',
    'Courier Logo': courier.logoUrl,
    'Expected Delivery': expectedDeliveryText(shipment, style, wording?.dateLocale ?? null, (instant) => writeDate(instant, true)),
    'Delivery Window': deliveryWindowText(shipment, style, wording?.dateLocale ?? null),
    'Last Checkpoint': lastCheckpoint,
    'Tracking Page Link': trackingPageLink,
    'Order ID': shipment.orderId ?? '',
    'Order URL': shipment.orderUrl ?? '',
    'Customer Name': shipment.customerName ?? '',
  };
}
