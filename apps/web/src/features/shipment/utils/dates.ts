import { DATE_FORMATS, DEFAULT_DATE_FORMAT, type DateFormat } from '@trailpost/contracts';
import { readItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** The user's chosen date format; MM-DD-YYYY when unset. */
export function userDateFormat(): DateFormat {
  const stored = readItem(STORAGE_KEYS.dateFormat);
  return DATE_FORMATS.find((format) => format === stored) ?? DEFAULT_DATE_FORMAT;
}

type Parts = { year: string; month: string; day: string; hour: string; minute: string; dayPeriod: string };

function partsOf(date: Date, timeZone: string | undefined): Parts {
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  });
  const parts = Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    dayPeriod: (parts.dayPeriod ?? '').toUpperCase(),
  };
}

function zonedParts(date: Date): Parts {
  const timeZone = readItem(STORAGE_KEYS.timeZone) ?? undefined;
  try {
    return partsOf(date, timeZone);
  } catch {
    return partsOf(date, undefined);
  }
}

/**
 * A date in the user's date format and stored time zone, with the time ("05-14-2025 10:32 AM")
 * unless `withTime` is false. A missing or unreadable value shows a dash.
 */
export function formatUserDate(value: string | null | undefined, withTime = true): string {
  if (!value) return '-';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  const p = zonedParts(date);
  const format = userDateFormat();
  const day =
    format === 'DD-MM-YYYY' ? `${p.day}-${p.month}-${p.year}` : format === 'YYYY-MM-DD' ? `${p.year}-${p.month}-${p.day}` : `${p.month}-${p.day}-${p.year}`;
  return withTime ? `${day} ${p.hour}:${p.minute} ${p.dayPeriod}` : day;
}

/** A date input's value (YYYY-MM-DD) as the API's ship date (MM-DD-YYYY); empty stays empty. */
export function toShipDate(inputValue: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(inputValue.trim());
  return match ? `${match[2]}-${match[3]}-${match[1]}` : '';
}
