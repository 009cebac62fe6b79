import {
  addCalendarDays, dayInZone, DATE_FORMATS, DEFAULT_DATE_FORMAT, DEFAULT_TIME_ZONE, formatDay, isTimeZone, startOfZonedDay,
  wallClockAt, type CalendarDay, type DateFormat,
} from '@trailpost/contracts';

/**
 * Calendar days and wall-clock times in the user's time zone (TIMEZONE), on the time-zone
 * engine the server uses too (contracts), so both count the same days. A "day" is a
 * YYYY-MM-DD string; instants are Date objects or ISO strings.
 */
export type { CalendarDay };

/** The stored zone when it is one the engine knows, otherwise UTC. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  return timeZone && isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

/** One of the product's date formats; MM-DD-YYYY when unset or unknown. */
export function safeDateFormat(value: string | null | undefined): DateFormat {
  return DATE_FORMATS.find((format) => format === value) ?? DEFAULT_DATE_FORMAT;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export { dayInZone };
/** The calendar day `amount` days after (or before) another. */
export const addDays = addCalendarDays;
/** The instant a calendar day starts in the zone (daylight-saving changes and skipped midnights included). */
export const startOfDay = startOfZonedDay;

/** The last millisecond of a calendar day in the zone. */
export function endOfDay(day: CalendarDay, timeZone: string): Date {
  return new Date(startOfDay(addDays(day, 1), timeZone).getTime() - 1);
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export { formatDay };

/** An instant as a date in the zone, e.g. 03-14-2025; a dash when missing. */
export function formatZonedDate(value: string | Date | null | undefined, format: DateFormat, timeZone: string): string {
  const date = toDate(value);
  return date ? formatDay(dayInZone(date, timeZone), format) : '-';
}

/** An instant as date and time in the zone, e.g. 03-14-2025 09:41 PM; a dash when missing. */
export function formatZonedDateTime(value: string | Date | null | undefined, format: DateFormat, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '-';
  const wall = wallClockAt(date, timeZone);
  const hour12 = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
  const meridiem = wall.hour < 12 ? 'AM' : 'PM';
  return `${formatDay(dayInZone(date, timeZone), format)} ${pad(hour12)}:${pad(wall.minute)} ${meridiem}`;
}
