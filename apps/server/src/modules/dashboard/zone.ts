import { isTimeZone } from '@trailpost/contracts';

/**
 * The zone the summary chart's days are counted in: the user's stored IANA zone, so every day
 * gets its own offset (summer time included), or, when the stored value is no zone name, the
 * fixed offset the client sent ("+05:30"). Days themselves come from the shared engine.
 */
export function zoneFor(storedZone: string, utcOffset: string): string {
  return isTimeZone(storedZone) ? storedZone : utcOffset;
}
