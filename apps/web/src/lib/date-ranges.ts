import { ALL_TIME_START as ALL_TIME_START_DAY } from '@trailpost/contracts';
import { addDays, type CalendarDay } from './zoned-date';

/** The first day of the "All Time" range (part 1 §9). */
export const ALL_TIME_START: CalendarDay = ALL_TIME_START_DAY;

/** A run of calendar days in the user's zone, both ends included. */
export type DayRange = { from: CalendarDay; to: CalendarDay };

/**
 * The calendar days a named range covers, counted back from today in the user's zone: the
 * list's Date filter presets and the dashboard's range names. Null for Custom or an unknown name.
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
