import { tzOffset } from '@date-fns/tz';
import { timeZonesNames } from '@vvo/tzdb';
import type { TimeZoneView } from '@trailpost/contracts';

/**
 * UTC and every canonical IANA zone. The list comes from tzdb, not Intl.supportedValuesOf,
 * which still names zones by ICU's old aliases (Asia/Calcutta for Asia/Kolkata).
 */
const ZONES: readonly string[] = ['UTC', ...timeZonesNames];

const pad = (value: number) => String(value).padStart(2, '0');

/** "+05:30" for 330 minutes. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** A zone as the profile shows it, with its offset at `at` (offsets move with daylight saving). */
export function describeTimeZone(zone: string, at: Date = new Date()): TimeZoneView {
  const offset = offsetText(tzOffset(zone, at));
  return { id: zone, name: `(UTC${offset}) ${zone}`, timezone: zone, offset };
}

/** Every zone, west to east, then by name: the order a picker reads best in. */
export function listTimeZones(at: Date = new Date()): TimeZoneView[] {
  return ZONES.map((zone) => ({ view: describeTimeZone(zone, at), minutes: tzOffset(zone, at) }))
    .sort((a, b) => a.minutes - b.minutes || a.view.timezone.localeCompare(b.view.timezone))
    .map(({ view }) => view);
}
