import { TZDate } from '@date-fns/tz';

/**
 * The one time-zone engine of server and web (@date-fns/tz over the platform's IANA data):
 * no hand-written offset arithmetic anywhere else.
 */

/** A wall-clock time, months 1-12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
  millisecond?: number;
}

/**
 * The instant a wall clock shows in a zone: an IANA name ("Asia/Kolkata") or a fixed offset
 * ("+05:30", "-0300", "Z"). A time the clocks skipped resolves to the instant just after the gap.
 */
export function zonedToUtc(clock: WallClock, zone: string): Date {
  const date = new TZDate(clock.year, clock.month - 1, clock.day, clock.hour ?? 0, clock.minute ?? 0, clock.second ?? 0, clock.millisecond ?? 0, normaliseZone(zone));
  return new Date(date.getTime());
}

/** "Z" is UTC; "+0530" is "+05:30"; names pass as they are. */
function normaliseZone(zone: string): string {
  if (zone.toUpperCase() === 'Z') return 'UTC';
  const compact = /^([+-])(\d{2})(\d{2})$/.exec(zone);
  return compact ? `${compact[1]}${compact[2]}:${compact[3]}` : zone;
}
