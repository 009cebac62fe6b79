import { describe, expect, it } from 'vitest';
import { bucketPlan, isoMicros, nextLabel, rangePlan, type Plan } from './plan.js';
import { startOfZonedDay } from '@trailpost/contracts';
import { zoneFor } from './zone.js';

const US = 1000;

function periodBounds(grain: number, period: string): [number, number] {
  const start = Date.parse(`${period}T00:00:00Z`);
  const date = new Date(start);
  const end =
    grain === 10
      ? start + 86_400_000
      : grain === 7
        ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)
        : Date.UTC(date.getUTCFullYear() + 1, 0, 1);
  return [start * US, end * US];
}

/** How many times the plan counts an instant (µs) under `label`: signs of the pieces holding it. */
function weightAt(plan: Plan, t: number, label = ''): number {
  let weight = 0;
  for (const piece of plan.rollups) {
    const [start, end] = periodBounds(piece.grain, piece.period);
    if (piece.label === label && t >= start && t < end) weight += piece.sign;
  }
  for (const piece of plan.raw) if (piece.label === label && t >= piece.from && t < piece.to) weight += piece.sign;
  return weight;
}

describe('range plan', () => {
  // The property every figure relies on: inside the range each instant counts once, outside never.
  it('counts every instant of an inclusive range exactly once, at any edge', () => {
    const ranges: [string, string][] = [
      ['2014-01-01T00:00:00.000Z', '2026-11-22T23:59:59.999Z'],
      ['2026-10-24T00:00:00.000Z', '2026-11-22T23:59:59.999Z'],
      ['2025-03-01T05:00:00.000Z', '2025-04-01T03:59:59.999Z'],
      ['2024-02-29T18:30:00.000Z', '2025-03-01T18:29:59.999Z'],
      ['2025-06-15T12:00:00.000Z', '2025-06-15T12:00:00.000Z'],
    ];
    for (const [from, to] of ranges) {
      const plan = rangePlan(new Date(from), new Date(to));
      const a = Date.parse(from) * US;
      const b = Date.parse(to) * US;
      const probes = [a - 1, a, a + 1, b - 1, b, b + 1, b + 999];
      for (let i = 0; i < 400; i += 1) probes.push(Math.floor(a - 86_400_000 * US + Math.random() * (b - a + 2 * 86_400_000 * US)));
      for (const t of probes) expect(weightAt(plan, t), `${from}..${to} at ${isoMicros(t)}`).toBe(t >= a && t <= b ? 1 : 0);
    }
  });

  it('reads whole periods from the rollups and only partial days from the shipments', () => {
    const plan = rangePlan(new Date('2014-01-01T00:00:00.000Z'), new Date('2026-11-22T23:59:59.999Z'));
    const rawSpan = plan.raw.reduce((sum, piece) => sum + (piece.to - piece.from), 0);
    expect(rawSpan).toBeLessThanOrEqual(86_400_000 * US);
    expect(plan.rollups.filter((piece) => piece.grain === 4 && piece.sign === 1).map((piece) => piece.period)).toContain('2020-01-01');
  });
});

describe('summary buckets', () => {
  const newYork = zoneFor('America/New_York', '-05:00');

  it('cuts each bucket at the local midnight of the stored zone, summer time included', () => {
    // 2025-03-09 is the first day of summer time in New York: the day is 23 hours long.
    expect(startOfZonedDay('2025-03-09', newYork).toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(startOfZonedDay('2025-03-10', newYork).toISOString()).toBe('2025-03-10T04:00:00.000Z');
    const plan = bucketPlan(new Date('2025-03-08T05:00:00.000Z'), new Date('2025-03-11T03:59:59.999Z'), ['2025-03-08', '2025-03-09', '2025-03-10'], 10, newYork);
    const at = (iso: string) => Date.parse(iso) * US;
    expect(weightAt(plan, at('2025-03-10T03:59:59.999Z'), '2025-03-09')).toBe(1);
    expect(weightAt(plan, at('2025-03-10T04:00:00.000Z'), '2025-03-10')).toBe(1);
    expect(weightAt(plan, at('2025-03-10T04:00:00.000Z'), '2025-03-09')).toBe(0);
  });

  it('starts a day at the first instant it exists when the clocks skip midnight', () => {
    // Chile moves from 00:00 to 01:00 on 2025-09-07: that day begins at 04:00 UTC.
    expect(startOfZonedDay('2025-09-07', zoneFor('America/Santiago', '-04:00')).toISOString()).toBe('2025-09-07T04:00:00.000Z');
    expect(startOfZonedDay('2024-09-08', 'America/Santiago').toISOString()).toBe('2024-09-08T04:00:00.000Z');
  });

  it('falls back to the sent offset when the stored zone is no zone name', () => {
    const fixed = zoneFor('not/a-zone', '+05:30');
    expect(startOfZonedDay('2025-03-10', fixed).toISOString()).toBe('2025-03-09T18:30:00.000Z');
  });

  it('ignores labels of another length or that are no calendar date, and steps labels', () => {
    const plan = bucketPlan(new Date('2025-01-01T00:00:00Z'), new Date('2025-12-31T23:59:59.999Z'), ['2025-03-01', '2025-13', '2025'], 7, newYork);
    expect(plan.rollups).toEqual([]);
    expect(plan.raw).toEqual([]);
    expect([nextLabel('2024-02-28'), nextLabel('2024-12'), nextLabel('2025')]).toEqual(['2024-02-29', '2025-01', '2026']);
  });
});
