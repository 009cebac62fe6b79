import { describe, expect, it } from 'vitest';
import { addCalendarDays, dayInZone, formatDay, isTimeZone, startOfZonedDay, zonedToUtc } from './time-zones.js';

describe('time zones', () => {
  it('accepts IANA names and fixed offsets, and refuses made-up names', () => {
    for (const zone of ['Asia/Kolkata', 'UTC', 'Z', '+05:30', '-0300']) expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['Mars/Olympus', '+5:30', '']) expect(isTimeZone(zone)).toBe(false);
  });

  it('turns a wall clock into its instant, by name or by offset', () => {
    expect(zonedToUtc({ year: 2026, month: 1, day: 15, hour: 9 }, 'Asia/Kolkata').toISOString()).toBe('2026-01-15T03:30:00.000Z');
    expect(zonedToUtc({ year: 2026, month: 1, day: 15, hour: 9 }, '-0300').toISOString()).toBe('2026-01-15T12:00:00.000Z');
  });

  it('finds the calendar day an instant falls on in a zone', () => {
    const instant = new Date('2026-03-01T22:00:00Z');
    expect(dayInZone(instant, 'UTC')).toBe('2026-03-01');
    expect(dayInZone(instant, 'Asia/Tokyo')).toBe('2026-03-02');
  });

  it('starts a day whose midnight the clocks skip at the first minute after the gap', () => {
    expect(startOfZonedDay('2024-09-08', 'America/Santiago').toISOString()).toBe('2024-09-08T04:00:00.000Z');
  });

  it('adds days across month ends and writes a day in each format', () => {
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(formatDay('2026-07-04', 'DD-MM-YYYY')).toBe('04-07-2026');
    expect(formatDay('2026-07-04', 'MM-DD-YYYY')).toBe('07-04-2026');
    expect(formatDay('2026-07-04', 'YYYY-MM-DD')).toBe('2026-07-04');
  });
});
