import { z } from 'zod';

/**
 * Predicted delivery (part 3): our date beside the courier's, and which one customers see.
 * `courier_first`: the courier's date when it sends one, else ours (new accounts); `predicted`:
 * ours when we have one, else the courier's; `courier`: the courier's only, as before predictions.
 */
export const DELIVERY_DATE_SOURCES = ['courier_first', 'predicted', 'courier'] as const;
export type DeliveryDateSource = (typeof DELIVERY_DATE_SOURCES)[number];
export const DEFAULT_DELIVERY_DATE_SOURCE: DeliveryDateSource = 'courier_first';

export const DELIVERY_DATE_TEXTS = {
  sourceLabel: 'Delivery date customers see',
  sourceInvalid: 'Please choose which delivery date customers see.',
  sources: {
    courier_first: "The courier's date when it sends one, else ours",
    predicted: "Ours, learned from your deliveries, else the courier's",
    courier: "The courier's date only",
  } satisfies Record<DeliveryDateSource, string>,
  customerDate: 'Date customers see',
  ourPrediction: 'Our prediction',
  courierDate: "Courier's date",
  mostLikely: (day: string) => `most likely ${day}`,
  noPrediction: 'Not enough delivered shipments like this one yet.',
  columnLabel: 'Delivery Date',
  filterLabel: 'Delivery',
  sourceHelp:
    'Ours is learned from your delivered shipments of the same courier and lane (and, where you have too few, from all merchants\u2019 deliveries of that lane, as totals only). It is shown on the tracking page, in [Expected Delivery] and [Delivery Window], and decides when "Expected delivery date passed" fires.',
} as const;

/** The date customers are shown, from the merchant's choice: `YYYY-MM-DD` dates or null. */
export function customerDeliveryDate(source: DeliveryDateSource, courier: string | null, predicted: string | null): string | null {
  if (source === 'courier') return courier;
  if (source === 'predicted') return predicted ?? courier;
  return courier ?? predicted;
}

/** The list's delivery filter: shipments on their way due today, or past the date their customers were shown. */
export const DELIVERY_DATE_FILTERS = ['due_today', 'late'] as const;
export type DeliveryDateFilter = (typeof DELIVERY_DATE_FILTERS)[number];
export const DELIVERY_DATE_FILTER_LABELS: Record<DeliveryDateFilter, string> = { due_today: 'Due today', late: 'Late' };

export const deliveryDateSourceSchema = z.enum(DELIVERY_DATE_SOURCES, { error: DELIVERY_DATE_TEXTS.sourceInvalid });

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** What a prediction was based on: the level that answered and how many deliveries it held. */
export const predictionBasisView = z.object({
  level: z.enum(['state', 'lane', 'platform', 'courier']).describe(
    "`state`: the merchant's deliveries of this courier between these states or regions; `lane`: between these countries; `platform`: every merchant's deliveries between these countries, as totals (used where the merchant has too few); `courier`: the merchant's deliveries of this courier anywhere.",
  ),
  courier: z.string(),
  origin: z.string().nullable().describe('`AU-NSW` at the state level, `AU` at the lane and platform levels, null for the courier level.'),
  destination: z.string().nullable(),
  deliveries: z.number().int(),
  days: z.number().int().describe('The history window in days.'),
});
export type PredictionBasisView = z.infer<typeof predictionBasisView>;

export const predictedDeliveryView = z
  .object({
    date: isoDate.describe('The most likely delivery date, `YYYY-MM-DD` in the merchant’s time zone.'),
    earliest: isoDate.describe('The early end of a range that holds about 80 % of deliveries like this one.'),
    latest: isoDate.describe('The late end of that range.'),
    basis: predictionBasisView,
  })
  .nullable()
  .describe('Our predicted delivery date, refreshed with every check of the shipment; null until its courier has delivered enough shipments like it.');
export type PredictedDeliveryView = z.infer<typeof predictedDeliveryView>;

const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormatOf(locale: string): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format;
}

/** English in the order of the merchant's date format: "Thu, Mar 5" for MM-DD-YYYY, "Thu 5 Mar" otherwise. */
export const englishLocaleFor = (dateFormat: string) => (dateFormat === 'MM-DD-YYYY' ? 'en-US' : 'en-GB');

/** A calendar day (`YYYY-MM-DD`) with its weekday: "Thu 5 Mar", in the locale's words. */
export const weekdayDateText = (day: string, locale: string) => dayFormatOf(locale).format(noonOf(day));

/** Two calendar days as a range with weekdays ("Thu 5 Mar – Mon 9 Mar"); one day when they are the same. */
export function dayRangeText(earliest: string, latest: string, locale: string): string {
  return earliest === latest ? weekdayDateText(earliest, locale) : dayFormatOf(locale).formatRange(noonOf(earliest), noonOf(latest));
}

/** What a prediction was based on, in a sentence: "Based on 312 deliveries of USPS from US-CA to US-NY in the last 180 days." */
export function predictionBasisText(basis: PredictionBasisView, courierTitle: string): string {
  const count = `${basis.deliveries.toLocaleString('en')} ${basis.deliveries === 1 ? 'delivery' : 'deliveries'}`;
  const route = basis.origin && basis.destination ? ` from ${basis.origin} to ${basis.destination}` : '';
  const whose = basis.level === 'platform' ? ' by all merchants' : '';
  return `Based on ${count} of ${courierTitle}${route}${whose} in the last ${basis.days} days.`;
}
