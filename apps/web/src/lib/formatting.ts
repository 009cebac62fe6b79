import { readItem } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/** A date and time in the user's stored time zone (falls back to the browser's). */
export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  const timeZone = readItem(STORAGE_KEYS.timeZone) ?? undefined;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };
  try {
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(date);
  }
}

/** First letter for an avatar. */
export function initialOf(name: string | null | undefined): string {
  return (name ?? '').trim().charAt(0).toUpperCase() || '?';
}

/** A key or secret with only its first characters shown, e.g. tp_live_AbCd•••. */
export function maskSecret(value: string, shown = 12): string {
  return `${value.slice(0, shown)}${'•'.repeat(value.length > shown ? 8 : 0)}`;
}

/**
 * A whole number with its thousands grouped, as en-US writes it: 1,000,000. By hand because the
 * list's first paint would otherwise build an `Intl.NumberFormat` (decision 0036).
 */
export function groupThousands(value: number): string {
  const whole = String(Math.trunc(value));
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
