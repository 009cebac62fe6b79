import { DATE_FORMATS, DEFAULT_DATE_FORMAT, DEFAULT_TIME_ZONE, type DateFormat } from '@trailpost/contracts';

/**
 * Calendar days and wall-clock times in the user's time zone (TIMEZONE), without a date library.
 * A "day" is a YYYY-MM-DD string; instants are Date objects or ISO strings.
 */
export type CalendarDay = string;

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The stored zone when the browser knows it, otherwise UTC. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  try {
    formatterFor(timeZone);
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** One of the product's date formats; MM-DD-YYYY when unset or unknown. */
export function safeDateFormat(value: string | null | undefined): DateFormat {
  return DATE_FORMATS.find((format) => format === value) ?? DEFAULT_DATE_FORMAT;
}

function wallClock(date: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Milliseconds the zone is ahead of UTC at that instant. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClock(new Date(instant), timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The calendar day an instant falls on in the zone. */
export function dayInZone(instant: Date, timeZone: string): CalendarDay {
  const wall = wallClock(instant, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

export function addDays(day: CalendarDay, amount: number): CalendarDay {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + amount)).toISOString().slice(0, 10);
}

/** The instant a calendar day starts in the zone (daylight-saving changes included). */
export function startOfDay(day: CalendarDay, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const wallMidnight = Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1);
  let instant = wallMidnight - offsetAt(wallMidnight, timeZone);
  const corrected = wallMidnight - offsetAt(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** The last millisecond of a calendar day in the zone. */
export function endOfDay(day: CalendarDay, timeZone: string): Date {
  return new Date(startOfDay(addDays(day, 1), timeZone).getTime() - 1);
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar day written in one of the product's date formats. */
export function formatDay(day: CalendarDay, format: DateFormat): string {
  const [year = '', month = '', date = ''] = day.split('-');
  if (format === 'DD-MM-YYYY') return `${date}-${month}-${year}`;
  if (format === 'YYYY-MM-DD') return `${year}-${month}-${date}`;
  return `${month}-${date}-${year}`;
}

/** An instant as a date in the zone, e.g. 03-14-2025; a dash when missing. */
export function formatZonedDate(value: string | Date | null | undefined, format: DateFormat, timeZone: string): string {
  const date = toDate(value);
  return date ? formatDay(dayInZone(date, timeZone), format) : '-';
}

/** An instant as date and time in the zone, e.g. 03-14-2025 09:41 PM; a dash when missing. */
export function formatZonedDateTime(value: string | Date | null | undefined, format: DateFormat, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '-';
  const wall = wallClock(date, timeZone);
  const hour12 = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
  const meridiem = wall.hour < 12 ? 'AM' : 'PM';
  return `${formatDay(dayInZone(date, timeZone), format)} ${pad(hour12)}:${pad(wall.minute)} ${meridiem}`;
}
