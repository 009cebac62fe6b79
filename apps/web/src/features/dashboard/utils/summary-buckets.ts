import { DATE_TYPES, type DateType, type TrackingSummaryBody } from '@trailpost/contracts';
import type { DayRange } from '@/lib/date-ranges';
import { addDays, type CalendarDay } from '@/lib/zoned-date';
import { instantRange } from './ranges';

const DAY_MS = 86_400_000;

/** Whole days from the first to the last day of a range: 0 for a single day, 29 for Last 30 Days. */
export function spanInDays(days: DayRange): number {
  return Math.round((Date.parse(`${days.to}T00:00:00Z`) - Date.parse(`${days.from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The bucket of the summary chart (part 1 §9): by day under 31 days, by month under 366 days,
 * otherwise by year. The span is counted like the instants sent (start of the first day to the
 * end of the last), so any calendar month is drawn by day and any calendar year by month.
 */
export function dateTypeFor(days: DayRange): DateType {
  const span = spanInDays(days);
  if (span < 31) return DATE_TYPES.day;
  if (span < 366) return DATE_TYPES.month;
  return DATE_TYPES.year;
}

function nextMonth(month: string): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}

/** The labels of every bucket the range touches, in order ("YYYY-MM-DD", "YYYY-MM" or "YYYY"). */
export function timeArray(days: DayRange, dateType: DateType): string[] {
  const labels: string[] = [];
  if (dateType === DATE_TYPES.day) {
    for (let day: CalendarDay = days.from; day <= days.to; day = addDays(day, 1)) labels.push(day);
  } else if (dateType === DATE_TYPES.month) {
    const last = days.to.slice(0, 7);
    for (let month = days.from.slice(0, 7); month <= last; month = nextMonth(month)) labels.push(month);
  } else {
    for (let year = Number(days.from.slice(0, 4)); year <= Number(days.to.slice(0, 4)); year += 1) labels.push(String(year));
  }
  return labels;
}

/** The zone's offset from UTC at an instant, as "+HH:MM" (UTC is "+00:00"). */
export function utcOffset(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  return match ? `${match[1]}${match[2]}:${match[3] ?? '00'}` : '+00:00';
}

/** The body of POST /dashboard/tracking_summary for a run of days. */
export function summaryBody(days: DayRange, timeZone: string, now: Date, courier?: string): TrackingSummaryBody {
  const dateType = dateTypeFor(days);
  return {
    ...instantRange(days, timeZone),
    utc_offset: utcOffset(timeZone, now),
    date_type: dateType,
    time_array: timeArray(days, dateType),
    ...(courier ? { courier } : {}),
  };
}
