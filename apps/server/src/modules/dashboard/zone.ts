/**
 * Local calendar days of a time zone, for bucketing the summary chart. The zone is the user's
 * stored IANA zone, so every day gets its own offset (summer time included); a stored value
 * that is no zone name falls back to the fixed offset the client sent.
 */
export interface Zone {
  /** The local calendar day ("YYYY-MM-DD") of an instant (ms since the epoch). */
  dayOf(instant: number): string;
  /** The local wall-clock time of an instant, as if it were UTC (ms). */
  wallTime(instant: number): number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function isTimeZoneName(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function namedZone(name: string): Zone {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: name,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const partsOf = (instant: number) => Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    dayOf(instant) {
      const parts = partsOf(instant);
      return `${parts.year}-${parts.month}-${parts.day}`;
    },
    wallTime(instant) {
      const p = partsOf(instant);
      return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
    },
  };
}

/** "+05:30" -> minutes east of UTC. The contract has already checked the shape. */
export function offsetMinutes(utcOffset: string): number {
  const sign = utcOffset.startsWith('-') ? -1 : 1;
  const [hours, minutes] = utcOffset.slice(1).split(':').map(Number);
  return sign * (hours! * 60 + minutes!);
}

function fixedZone(minutes: number): Zone {
  return {
    dayOf: (instant) => new Date(instant + minutes * MINUTE).toISOString().slice(0, 10),
    wallTime: (instant) => Math.floor(instant / MINUTE) * MINUTE + minutes * MINUTE,
  };
}

export function zoneFor(storedZone: string, utcOffset: string): Zone {
  return isTimeZoneName(storedZone) ? namedZone(storedZone) : fixedZone(offsetMinutes(utcOffset));
}

/**
 * The first instant whose local day is `day` or later. Usually that is UTC midnight shifted by
 * the offset the zone has there, which two look-ups confirm. Otherwise (the clocks skipped
 * midnight, so the day starts at 01:00) a binary search over whole minutes finds it: offsets
 * lie within -12h..+14h, so it is within 15 hours of UTC midnight, and zone changes since long
 * before 2014 happen on whole minutes.
 */
export function startOfLocalDay(zone: Zone, day: string): number {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const isStart = (t: number) => zone.dayOf(t) >= day && zone.dayOf(t - MINUTE) < day;
  const guess = midnight - localShift(zone, midnight);
  if (isStart(guess)) return guess;
  let before = (midnight - 15 * HOUR) / MINUTE;
  let atOrAfter = (midnight + 13 * HOUR) / MINUTE;
  while (atOrAfter - before > 1) {
    const middle = Math.floor((before + atOrAfter) / 2);
    if (zone.dayOf(middle * MINUTE) >= day) atOrAfter = middle;
    else before = middle;
  }
  return atOrAfter * MINUTE;
}

/** How far local time is ahead of UTC at an instant, in ms, read from the local day and hour. */
function localShift(zone: Zone, instant: number): number {
  return zone.wallTime(instant) - instant;
}
