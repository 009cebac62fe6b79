import { addCalendarDays, startOfZonedDay, type CalendarDay } from '@trailpost/contracts';

export interface WeekSpan {
  /** The week's Monday. */
  label: CalendarDay;
  from: Date;
  to: Date;
  /** All seven of its days are in the range. */
  whole: boolean;
}

/** Monday = 0 … Sunday = 6 of a calendar day (the day of the week is the same in every zone). */
const weekdayOf = (day: CalendarDay) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The weeks (Monday to Sunday) that hold the local days `from` to `to` in `zone`, each cut to
 * the range: the instants [start of its first day in range, start of the day after its last).
 * Together they cover exactly the dashboard's range for the same days.
 */
export function weekSpans(from: CalendarDay, to: CalendarDay, zone: string): WeekSpan[] {
  const spans: WeekSpan[] = [];
  const end = addCalendarDays(to, 1);
  for (let monday = addCalendarDays(from, -weekdayOf(from)); monday <= to; monday = addCalendarDays(monday, 7)) {
    const first = monday < from ? from : monday;
    const next = addCalendarDays(monday, 7);
    const last = next < end ? next : end;
    spans.push({ label: monday, from: startOfZonedDay(first, zone), to: startOfZonedDay(last, zone), whole: first === monday && last === next });
  }
  return spans;
}
