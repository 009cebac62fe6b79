import { presetDays, type DayRange } from '@/lib/date-ranges';
import { endOfDay, formatDay, startOfDay, type CalendarDay } from '@/lib/zoned-date';
import type { DateFormat } from '@trailpost/contracts';

/**
 * The range choices of the cards (part 1 §2.5). The notes disagree on which card offers which, so
 * both readings are kept: the summary card's list and the list of every other card. All Time is
 * offered by both.
 */
export const SUMMARY_RANGES = ['Last 7 Days', 'Last 14 Days', 'Last 30 Days', 'This Month', 'Last Month', 'All Time', 'Custom'] as const;
export const CARD_RANGES = ['Today', 'Yesterday', 'Last 7 Days', 'Last 14 Days', 'Last 30 Days', 'All Time', 'Custom'] as const;

export type RangeName = (typeof SUMMARY_RANGES)[number] | (typeof CARD_RANGES)[number];

export const CUSTOM_RANGE = 'Custom' satisfies RangeName;

/** A named range, or Custom with the days the user picked. */
export type RangeChoice = { name: RangeName; custom: DayRange | null };

export const DEFAULT_RANGE: RangeChoice = { name: 'Last 30 Days', custom: null };

/** The calendar days a choice covers today; a custom choice covers its own days. */
export function daysOf(choice: RangeChoice, today: CalendarDay): DayRange {
  if (choice.name === CUSTOM_RANGE && choice.custom) return choice.custom;
  return presetDays(choice.name, today) ?? { from: today, to: today };
}

/** The instants sent for a run of days: the start of the first and the last millisecond of the last, in the zone. */
export function instantRange(days: DayRange, timeZone: string): { from_date: string; to_date: string } {
  return {
    from_date: startOfDay(days.from, timeZone).toISOString(),
    to_date: endOfDay(days.to, timeZone).toISOString(),
  };
}

/** What the range button shows: the name, or a custom range's days in the user's date format. */
export function rangeLabel(choice: RangeChoice, format: DateFormat): string {
  if (choice.name !== CUSTOM_RANGE || !choice.custom) return choice.name;
  const { from, to } = choice.custom;
  return from === to ? formatDay(from, format) : `${formatDay(from, format)} – ${formatDay(to, format)}`;
}
