import { describe, expect, it } from 'vitest';
import { addDays, dayInZone, endOfDay, formatZonedDate, formatZonedDateTime, safeDateFormat, safeTimeZone, startOfDay } from './zoned-date';

describe('zoned dates', () => {
  it('finds the start and end of a day across a daylight-saving change', () => {
    expect(startOfDay('2025-03-09', 'America/New_York').toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(endOfDay('2025-03-09', 'America/New_York').toISOString()).toBe('2025-03-10T03:59:59.999Z');
    expect(startOfDay('2025-11-02', 'America/New_York').toISOString()).toBe('2025-11-02T04:00:00.000Z');
  });

  it('tells the calendar day of an instant in a zone', () => {
    const instant = new Date('2025-03-14T02:30:00Z');
    expect(dayInZone(instant, 'UTC')).toBe('2025-03-14');
    expect(dayInZone(instant, 'America/Los_Angeles')).toBe('2025-03-13');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('formats in the user date format and zone, with a dash when missing', () => {
    const instant = '2025-03-14T21:41:00Z';
    expect(formatZonedDate(instant, 'MM-DD-YYYY', 'UTC')).toBe('03-14-2025');
    expect(formatZonedDate(instant, 'DD-MM-YYYY', 'Asia/Tokyo')).toBe('15-03-2025');
    expect(formatZonedDate(instant, 'YYYY-MM-DD', 'UTC')).toBe('2025-03-14');
    expect(formatZonedDateTime(instant, 'MM-DD-YYYY', 'UTC')).toBe('03-14-2025 09:41 PM');
    expect(formatZonedDateTime('2025-03-14T00:05:00Z', 'MM-DD-YYYY', 'UTC')).toBe('03-14-2025 12:05 AM');
    expect(formatZonedDate(null, 'MM-DD-YYYY', 'UTC')).toBe('-');
    expect(formatZonedDateTime('not a date', 'MM-DD-YYYY', 'UTC')).toBe('-');
  });

  it('falls back to UTC and MM-DD-YYYY', () => {
    expect(safeTimeZone('Mars/Olympus')).toBe('UTC');
    expect(safeTimeZone(null)).toBe('UTC');
    expect(safeTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(safeDateFormat('YYYY-MM-DD')).toBe('YYYY-MM-DD');
    expect(safeDateFormat('whatever')).toBe('MM-DD-YYYY');
  });
});

describe('fixed offsets', () => {
  // From 2020 on, Kolkata and São Paulo keep one offset all year, and Etc/UTC is UTC: the IANA
  // engine's answer for them is what the fixed offsets, read without it, must give.
  const instants = Array.from({ length: 200 }, (_, index) => new Date(Date.UTC(2020, 0, 1) + index * 7_919_111_333));
  it.each([
    ['UTC', 'Etc/UTC'],
    ['Z', 'Etc/UTC'],
    ['+05:30', 'Asia/Kolkata'],
    ['+0530', 'Asia/Kolkata'],
    ['-03:00', 'America/Sao_Paulo'],
  ])('%s shows the same wall clock as %s', (fixed, named) => {
    for (const instant of instants) {
      expect(formatZonedDateTime(instant, 'YYYY-MM-DD', fixed)).toBe(formatZonedDateTime(instant, 'YYYY-MM-DD', named));
      expect(dayInZone(instant, fixed)).toBe(dayInZone(instant, named));
    }
  });

  it('counts a day from its midnight at the offset', () => {
    expect(dayInZone(new Date('2025-03-13T18:29:59Z'), '+05:30')).toBe('2025-03-13');
    expect(dayInZone(new Date('2025-03-13T18:30:00Z'), '+05:30')).toBe('2025-03-14');
    expect(formatZonedDateTime('2025-03-14T02:59:00Z', 'MM-DD-YYYY', '-03:00')).toBe('03-13-2025 11:59 PM');
  });
});

describe('days the server counts the same way', () => {
  it('starts a day whose midnight is skipped at the first minute after the gap', () => {
    // America/Santiago moved its clocks from 00:00 to 01:00 on 2024-09-08.
    expect(startOfDay('2024-09-08', 'America/Santiago').toISOString()).toBe('2024-09-08T04:00:00.000Z');
    expect(endOfDay('2024-09-07', 'America/Santiago').toISOString()).toBe('2024-09-08T03:59:59.999Z');
    expect(dayInZone(new Date('2024-09-08T04:00:00Z'), 'America/Santiago')).toBe('2024-09-08');
    expect(dayInZone(new Date('2024-09-08T03:59:59Z'), 'America/Santiago')).toBe('2024-09-07');
  });

  it.each([
    ['Europe/London', '2024-03-31', '2024-03-31T00:00:00.000Z'],
    ['Europe/London', '2024-10-27', '2024-10-26T23:00:00.000Z'],
    ['America/New_York', '2024-03-10', '2024-03-10T05:00:00.000Z'],
    ['Asia/Kolkata', '2024-01-01', '2023-12-31T18:30:00.000Z'],
    ['Asia/Kathmandu', '2024-01-01', '2023-12-31T18:15:00.000Z'],
    ['Pacific/Chatham', '2024-01-01', '2023-12-31T10:15:00.000Z'],
    ['+05:30', '2024-01-01', '2023-12-31T18:30:00.000Z'],
  ])('in %s, %s starts at %s', (zone, day, start) => {
    expect(startOfDay(day, zone).toISOString()).toBe(start);
  });

  it('falls back to UTC for a zone the engine does not know', () => {
    expect(safeTimeZone('Nowhere/Atlantis')).toBe('UTC');
    expect(safeTimeZone('America/Santiago')).toBe('America/Santiago');
  });
});

describe('the time zone a user chose', () => {
  it('is checked once per name and gives the same answer every time after', () => {
    for (let round = 0; round < 3; round += 1) {
      expect(safeTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
      expect(safeTimeZone('+05:30')).toBe('+05:30');
      expect(safeTimeZone('Mars/Olympus_Mons')).toBe(safeTimeZone(undefined));
    }
  });
});
