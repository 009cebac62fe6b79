import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = Date.parse('2025-03-14T12:00:00.000Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [10, 'just now'],
    [60, '1 minute ago'],
    [5 * 60 + 40, '5 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [26 * 3600, 'yesterday'],
    [3 * 24 * 3600, '3 days ago'],
    [-2 * 3600, 'in 2 hours'],
  ])('%i seconds before now reads "%s"', (seconds, text) => {
    expect(formatRelativeTime(before(seconds), NOW)).toBe(text);
  });

  it('gives a dash for an unreadable value', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('-');
  });
});
