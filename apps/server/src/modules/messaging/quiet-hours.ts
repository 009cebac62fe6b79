import { addCalendarDays, dayInZone, wallClockAt, zonedToUtc, type SmsQuietHours } from '@trailpost/contracts';

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * When an SMS due at `now` may go out, for a recipient in `zone` under these quiet hours: null
 * when `now` is outside them (send now), else the instant they end there. Hours that wrap past
 * midnight (21:00 to 08:00) end the next morning when `now` is in the evening.
 */
export function quietHoursRelease(now: Date, zone: string, hours: SmsQuietHours | null): Date | null {
  if (!hours) return null;
  const wall = wallClockAt(now, zone);
  const minute = wall.hour * 60 + wall.minute;
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  const wraps = start > end;
  const inside = wraps ? minute >= start || minute < end : minute >= start && minute < end;
  if (!inside) return null;
  const today = dayInZone(now, zone);
  const day = wraps && minute >= start ? addCalendarDays(today, 1) : today;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zonedToUtc({ year, month, day: date, hour: Math.floor(end / 60), minute: end % 60 }, zone);
}
