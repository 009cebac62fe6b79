import { DATE_FORMATS, DEFAULT_DATE_FORMAT, DEFAULT_TIME_ZONE, formatDay, isTimeZone, wallClockAt, type DateFormat } from '@trailpost/contracts';

/** The merchant's stored choices; an unknown format or zone falls back to the product's defaults. */
export interface TemplateProfile {
  dateFormat: string;
  timeZone: string;
}

export interface DateStyle {
  format: DateFormat;
  zone: string;
}

/** Checking a zone builds an Intl formatter (about 0.25 ms): each stored zone is checked once. */
const knownZones = new Map<string, boolean>();
const ZONES_REMEMBERED = 1_000;

function isKnownZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    if (knownZones.size >= ZONES_REMEMBERED) knownZones.clear();
    known = isTimeZone(zone);
    knownZones.set(zone, known);
  }
  return known;
}

export function dateStyleOf(profile: TemplateProfile): DateStyle {
  return {
    format: DATE_FORMATS.find((format) => format === profile.dateFormat) ?? DEFAULT_DATE_FORMAT,
    zone: isKnownZone(profile.timeZone) ? profile.timeZone : DEFAULT_TIME_ZONE,
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * An instant in the merchant's date format and zone with a 12-hour clock: "28-11-2026 02:05 PM",
 * or with seconds ("hh:mm:ss A", as part 2 asks for Expected Delivery).
 */
export function formatTemplateDateTime(instant: Date, style: DateStyle, withSeconds = false): string {
  // One look-up of the zone per date (the costly part of a message's values): day and clock come from it.
  const wall = wallClockAt(instant, style.zone);
  const day = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
  const hour = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
  const clock = `${pad(hour)}:${pad(wall.minute)}${withSeconds ? `:${pad(wall.second)}` : ''} ${wall.hour < 12 ? 'AM' : 'PM'}`;
  return `${formatDay(day, style.format)} ${clock}`;
}

/** Intl formatters by language and zone: building one is the costly part. */
const localFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant written the way a language writes dates (its digits, order and words), in the merchant's zone. */
export function formatLocalDateTime(instant: Date, zone: string, locale: string): string {
  const key = `${locale}|${zone}`;
  let format = localFormats.get(key);
  if (!format) {
    if (localFormats.size >= ZONES_REMEMBERED) localFormats.clear();
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
    localFormats.set(key, format);
  }
  return format.format(instant);
}
