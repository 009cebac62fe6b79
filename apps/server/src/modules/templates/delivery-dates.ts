import { dayRangeText, englishLocaleFor, formatDay, weekdayDateText } from '@trailpost/contracts';
import { localDateIn } from '../predictions/index.js';
import type { DateStyle } from './dates.js';

/** The dates a message can tell of a shipment's delivery, as stored (`YYYY-MM-DD` in the merchant's zone). */
export interface DeliveryDateFacts {
  /** The courier's expected time. */
  expectedDelivery: Date | null;
  /** The date customers are shown: the courier's or ours, as the merchant chose; null on rows not checked since predictions began. */
  customerDeliveryDate: string | null;
  predictedDelivery: string | null;
  predictedEarliest: string | null;
  predictedLatest: string | null;
}

const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);
const mediumDates = new Map<string, Intl.DateTimeFormat>();
function mediumDateOf(locale: string): Intl.DateTimeFormat {
  let format = mediumDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    mediumDates.set(locale, format);
  }
  return format;
}

/** Whether the date shown is the courier's: the same local date as its expected time, or no choice made yet. */
function showsCourierDate(facts: DeliveryDateFacts, style: DateStyle): boolean {
  if (!facts.expectedDelivery) return false;
  return facts.customerDeliveryDate === null || localDateIn(facts.expectedDelivery, style.zone) === facts.customerDeliveryDate;
}

/**
 * `[Expected Delivery]`: the date customers see. The courier's keeps its time as before
 * (`writeTime`); ours is a date, in the merchant's format or the message's language.
 */
export function expectedDeliveryText(facts: DeliveryDateFacts, style: DateStyle, dateLocale: string | null, writeTime: (instant: Date) => string): string {
  if (showsCourierDate(facts, style)) return writeTime(facts.expectedDelivery!);
  if (!facts.customerDeliveryDate) return '';
  return dateLocale ? mediumDateOf(dateLocale).format(noonOf(facts.customerDeliveryDate)) : formatDay(facts.customerDeliveryDate, style.format);
}

/**
 * `[Delivery Window]`: the date customers see with its weekday, as a range when it is ours
 * ("Tue 3 Dec – Thu 5 Dec", in the message's language; English in the order of the merchant's
 * date format), a single day when it is the courier's.
 */
export function deliveryWindowText(facts: DeliveryDateFacts, style: DateStyle, dateLocale: string | null): string {
  const courierShown = showsCourierDate(facts, style);
  const shown = courierShown ? localDateIn(facts.expectedDelivery!, style.zone) : facts.customerDeliveryDate;
  if (!shown) return '';
  const locale = dateLocale ?? englishLocaleFor(style.format);
  const ours = !courierShown && shown === facts.predictedDelivery && facts.predictedEarliest && facts.predictedLatest;
  return ours ? dayRangeText(facts.predictedEarliest!, facts.predictedLatest!, locale) : weekdayDateText(shown, locale);
}
