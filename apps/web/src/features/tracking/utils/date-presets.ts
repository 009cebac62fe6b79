import { presetDays, type DayRange } from '@/lib/date-ranges';
import { endOfDay, isCalendarDay, startOfDay, type CalendarDay } from '@/lib/zoned-date';
import type { DateSelection } from './list-url';

/** The choices of the list's Date filter. */
export const DATE_PRESETS = ['Today', 'Yesterday', 'Last 7 Days', 'Last 30 Days', 'Custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export const CUSTOM_PRESET: DatePreset = 'Custom';

/** Re-exported: the list's tests read the presets from this module. */
export { presetDays } from '@/lib/date-ranges';

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
