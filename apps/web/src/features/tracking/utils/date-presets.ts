import { addDays, endOfDay, isCalendarDay, startOfDay, type CalendarDay } from '@/lib/zoned-date';
import type { DateSelection } from './list-url';

/** The choices of the list's Date filter. */
export const DATE_PRESETS = ['Today', 'Yesterday', 'Last 7 Days', 'Last 30 Days', 'Custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export const CUSTOM_PRESET: DatePreset = 'Custom';

/** The earliest day of the "All Time" range that links from the dashboard may carry. */
export const ALL_TIME_START: CalendarDay = '2014-01-01';

export type DayRange = { from: CalendarDay; to: CalendarDay };

/**
 * The calendar days a preset covers, counted back from today in the user's zone. Besides the
 * filter's own presets, the dashboard's range names are understood so that its links work.
 */
export function presetDays(preset: string, today: CalendarDay): DayRange | null {
  switch (preset) {
    case 'Today':
      return { from: today, to: today };
    case 'Yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'Last 7 Days':
      return { from: addDays(today, -6), to: today };
    case 'Last 14 Days':
      return { from: addDays(today, -13), to: today };
    case 'Last 30 Days':
      return { from: addDays(today, -29), to: today };
    case 'This Month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'Last Month': {
      const lastOfPrevious = addDays(`${today.slice(0, 8)}01`, -1);
      return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious };
    }
    case 'All Time':
      return { from: ALL_TIME_START, to: today };
    default:
      return null;
  }
}

/** The date selection a preset gives today; Custom takes the chosen days. */
export function dateSelectionFor(preset: DatePreset, today: CalendarDay, custom?: Partial<DayRange>): DateSelection | null {
  if (preset === CUSTOM_PRESET) {
    if (!custom?.from || !custom.to) return null;
    return { preset, from: custom.from, to: custom.to };
  }
  const days = presetDays(preset, today);
  return days ? { preset, from: days.from, to: days.to } : null;
}

function bound(value: string, timeZone: string, edge: 'start' | 'end'): string | undefined {
  if (isCalendarDay(value)) return (edge === 'start' ? startOfDay(value, timeZone) : endOfDay(value, timeZone)).toISOString();
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}

/**
 * from_date / to_date of the list call: a calendar day runs from its start to its last
 * millisecond in the user's zone; an ISO instant is sent as it is. A preset without days in
 * the link is counted from today.
 */
export function dateBounds(
  selection: DateSelection | null,
  timeZone: string,
  today: CalendarDay,
): { from_date?: string; to_date?: string } {
  if (!selection) return {};
  const fallback = presetDays(selection.preset, today);
  const from = selection.from ?? (selection.to ? null : (fallback?.from ?? null));
  const to = selection.to ?? (selection.from ? null : (fallback?.to ?? null));
  const result: { from_date?: string; to_date?: string } = {};
  const fromDate = from ? bound(from, timeZone, 'start') : undefined;
  const toDate = to ? bound(to, timeZone, 'end') : undefined;
  if (fromDate) result.from_date = fromDate;
  if (toDate) result.to_date = toDate;
  return result;
}
