import { WEBHOOK_DELIVERY_RETENTION_DAYS, wallClockAt, zonedToUtc } from '@trailpost/contracts';

const HOUR_MS = 3_600_000;

/** The quick choices of "Replay failed…": a period ending now. */
export const REPLAY_PRESETS = [
  { value: '1h', label: 'Last hour', hours: 1 },
  { value: '24h', label: 'Last 24 hours', hours: 24 },
  { value: '7d', label: 'Last 7 days', hours: 24 * 7 },
  { value: 'all', label: `Last ${WEBHOOK_DELIVERY_RETENTION_DAYS} days (everything kept)`, hours: 24 * WEBHOOK_DELIVERY_RETENTION_DAYS },
] as const;
export type ReplayPreset = (typeof REPLAY_PRESETS)[number]['value'] | 'custom';

export function presetPeriod(preset: Exclude<ReplayPreset, 'custom'>, now: Date): { from: Date; to: Date } {
  const { hours } = REPLAY_PRESETS.find((candidate) => candidate.value === preset)!;
  return { from: new Date(now.getTime() - hours * HOUR_MS), to: now };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local input shows it in the user's zone: 2025-03-14T09:41. */
export function toInputValue(instant: Date, timeZone: string): string {
  const wall = wallClockAt(instant, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** What a datetime-local input holds, read in the user's zone; null when empty or malformed. */
export function fromInputValue(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return zonedToUtc({ year, month, day, hour, minute }, timeZone);
}
