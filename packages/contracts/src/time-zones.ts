import { TZDate, tzOffset } from '@date-fns/tz';
import type { DateFormat } from './limits.js';

/**
 * The one time-zone engine of server and web (@date-fns/tz over the platform's IANA data):
 * no hand-written offset arithmetic anywhere else.
 */

/** A wall-clock time, months 1-12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
  millisecond?: number;
}

/**
 * The instant a wall clock shows in a zone: an IANA name ("Asia/Kolkata") or a fixed offset
 * ("+05:30", "-0300", "Z"). A time the clocks skipped resolves to the instant just after the gap.
 */
export function zonedToUtc(clock: WallClock, zone: string): Date {
  const date = new TZDate(clock.year, clock.month - 1, clock.day, clock.hour ?? 0, clock.minute ?? 0, clock.second ?? 0, clock.millisecond ?? 0, normaliseZone(zone));
  return new Date(date.getTime());
}

/** "Z" is UTC; "+0530" is "+05:30"; names pass as they are. */
function normaliseZone(zone: string): string {
  if (zone.toUpperCase() === 'Z') return 'UTC';
  const compact = /^([+-])(\d{2})(\d{2})$/.exec(zone);
  return compact ? `${compact[1]}${compact[2]}:${compact[3]}` : zone;
}

/** A calendar day, "YYYY-MM-DD". */
export type CalendarDay = string;

/** Zone names already asked about: building a formatter to find out costs more than a list row's other work. */
const knownZones = new Map<string, boolean>();
/** Unknown names are not kept beyond this many, so made-up input cannot grow the map without end. */
const KNOWN_ZONES_MAX = 1_000;

/**
 * Minutes east of UTC of a zone that never changes its offset: "UTC", "Z", "+05:30", "-0300".
 * Null for a named zone, whose offset only the IANA data knows.
 */
function fixedOffsetMinutes(zone: string): number | null {
  if (zone === 'UTC' || zone.toUpperCase() === 'Z') return 0;
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (!match) return null;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** Whether this is a fixed offset ("+05:30") or an IANA zone name the platform knows. */
export function isTimeZone(zone: string): boolean {
  if (fixedOffsetMinutes(zone) !== null) return true;
  const known = knownZones.get(zone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    valid = true;
  } catch {
    valid = false;
  }
  if (knownZones.size < KNOWN_ZONES_MAX) knownZones.set(zone, valid);
  return valid;
}

/**
 * The wall clock an instant shows in a zone: the instant moved by the zone's offset at that
 * moment, read in UTC. A fixed offset (UTC, the default, among them) needs no `Intl`; a named
 * zone asks it once, where a TZDate asked it several times per date, most of the date work in
 * the shipment list's first render (decision 0036).
 */
export function wallClockAt(instant: Date, zone: string): Required<WallClock> {
  const offset = fixedOffsetMinutes(zone) ?? tzOffset(normaliseZone(zone), instant);
  const shifted = new Date(instant.getTime() + offset * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    millisecond: shifted.getUTCMilliseconds(),
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The calendar day an instant falls on in a zone. */
export function dayInZone(instant: Date, zone: string): CalendarDay {
  const wall = wallClockAt(instant, zone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/**
 * The first instant of a calendar day in a zone: its midnight, or, where the clocks skip
 * midnight (America/Santiago on 2024-09-08), the first minute after the gap.
 */
export function startOfZonedDay(day: CalendarDay, zone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return zonedToUtc({ year: year ?? 1970, month: month ?? 1, day: date ?? 1 }, zone);
}

/** The calendar day `amount` days after (or before) another. */
export function addCalendarDays(day: CalendarDay, amount: number): CalendarDay {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + amount)).toISOString().slice(0, 10);
}

/** A calendar day written in one of the product's date formats. */
export function formatDay(day: CalendarDay, format: DateFormat): string {
  const [year = '', month = '', date = ''] = day.split('-');
  if (format === 'DD-MM-YYYY') return `${date}-${month}-${year}`;
  if (format === 'YYYY-MM-DD') return `${year}-${month}-${date}`;
  return `${month}-${date}-${year}`;
}
