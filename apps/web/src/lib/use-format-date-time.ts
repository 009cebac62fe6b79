import { STORAGE_KEYS } from './storage-keys';
import { useStoredItem } from './use-stored';
import { formatZonedDateTime, safeDateFormat, safeTimeZone } from './zoned-date';

/** Formats instants in the user's time zone and date format (a dash when missing); follows changes to both. */
export function useFormatDateTime(): (value: string | Date | null | undefined) => string {
  const timeZone = safeTimeZone(useStoredItem(STORAGE_KEYS.timeZone));
  const dateFormat = safeDateFormat(useStoredItem(STORAGE_KEYS.dateFormat));
  return (value) => formatZonedDateTime(value, dateFormat, timeZone);
}
