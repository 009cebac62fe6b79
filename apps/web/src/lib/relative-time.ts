const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// English like the rest of the app's texts, which these phrases sit inside.
const FORMAT = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * How long ago (or in how long) an instant is, in the largest whole unit: "just now",
 * "5 minutes ago", "yesterday". An unreadable value gives a dash.
 */
export function formatRelativeTime(value: string | Date, now: number = Date.now()): string {
  const at = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(at)) return '-';
  const seconds = (at - now) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return FORMAT.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
