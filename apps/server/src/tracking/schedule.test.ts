import { describe, expect, it } from 'vitest';
import { CHECK_INTERVAL_MS, nextCheckAt } from './schedule.js';

const now = new Date('2026-06-01T12:00:00Z');
const delay = (date: Date | null) => (date ? date.getTime() - now.getTime() : null);

describe('next check time', () => {
  it('is sooner when out for delivery than while pending, and never after delivery or expiry', () => {
    const fixed = () => 0.5;
    expect(delay(nextCheckAt('OutForDelivery', now, { random: fixed }))).toBe(CHECK_INTERVAL_MS.OutForDelivery);
    expect(delay(nextCheckAt('Pending', now, { random: fixed }))).toBe(CHECK_INTERVAL_MS.Pending);
    expect(CHECK_INTERVAL_MS.OutForDelivery!).toBeLessThan(CHECK_INTERVAL_MS.InTransit!);
    expect(nextCheckAt('Delivered', now)).toBeNull();
    expect(nextCheckAt('Expired', now)).toBeNull();
  });

  it('adds at most 10 % jitter either way', () => {
    const base = CHECK_INTERVAL_MS.InTransit!;
    expect(delay(nextCheckAt('InTransit', now, { random: () => 0 }))).toBe(Math.round(base * 0.9));
    expect(delay(nextCheckAt('InTransit', now, { random: () => 0.999999 }))).toBeCloseTo(base * 1.1, -3);
  });

  it('backs off exponentially after failures, up to a day, and honours retry-after', () => {
    const fixed = () => 0.5;
    expect(delay(nextCheckAt('InTransit', now, { failures: 1, random: fixed }))).toBe(5 * 60_000);
    expect(delay(nextCheckAt('InTransit', now, { failures: 3, random: fixed }))).toBe(20 * 60_000);
    expect(delay(nextCheckAt('InTransit', now, { failures: 20, random: fixed }))).toBe(24 * 3_600_000);
    expect(delay(nextCheckAt('InTransit', now, { failures: 1, retryAfterSeconds: 3600, random: fixed }))).toBe(3_600_000);
  });
});
