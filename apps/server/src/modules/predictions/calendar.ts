/**
 * Calendar dates as whole days since 1970-01-01: transit arithmetic stays integer and free of
 * zones. A day's local date is the one its own offset gives (`2026-03-06T23:30:00+10:00` is the
 * 6th), which is the date the customer saw.
 */
export type Day = number;

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/;

export function dayOf(isoDate: string): Day {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO 8601 date: ${isoDate}`);
  return Math.floor(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / MS_PER_DAY);
}

export function isoDateOf(day: Day): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The local date of an instant written with its offset (ISO 8601); one without an offset is refused. */
export function localDayOf(instant: string): Day {
  if (!OFFSET.test(instant.trim()) || Number.isNaN(Date.parse(instant))) throw new RangeError(`Not an ISO 8601 time with an offset: ${instant}`);
  return dayOf(instant.trim());
}

/** 0 for Sunday … 6 for Saturday. */
export const weekdayOf = (day: Day): number => (((day + 4) % 7) + 7) % 7;

/** The weekdays a courier delivers on, Sunday first. */
export type Workdays = readonly boolean[];
export const MONDAY_TO_FRIDAY: Workdays = [false, true, true, true, true, true, false];

/** Delivery days after `from` up to and including `to` (0 for a delivery the day of pickup). */
export function workdaysBetween(from: Day, to: Day, workdays: Workdays): number {
  if (to <= from) return 0;
  const span = to - from;
  const perWeek = workdays.filter(Boolean).length;
  let count = Math.floor(span / 7) * perWeek;
  for (let day = from + Math.floor(span / 7) * 7 + 1; day <= to; day++) if (workdays[weekdayOf(day)]) count++;
  return count;
}

/** The `count`-th delivery day after `from`; 0 is `from` itself. */
export function addWorkdays(from: Day, count: number, workdays: Workdays): Day {
  if (count <= 0) return from;
  const perWeek = workdays.filter(Boolean).length;
  if (perWeek === 0) return from + count;
  let day = from + Math.floor((count - 1) / perWeek) * 7;
  let left = count - Math.floor((count - 1) / perWeek) * perWeek;
  while (left > 0) {
    day++;
    if (workdays[weekdayOf(day)]) left--;
  }
  return day;
}
