import { describe, expect, it } from 'vitest';
import { quietHoursRelease } from './quiet-hours.js';
import { timeZoneOfPlace } from './recipient-time-zone.js';

const NIGHT = { start: '21:00', end: '08:00' };

describe('quietHoursRelease', () => {
  it('holds an evening SMS until the next morning and an early one until the same morning, in the zone given', () => {
    // 23:00 and 06:30 in New York (EST, UTC-5).
    expect(quietHoursRelease(new Date('2026-01-15T04:00:00Z'), 'America/New_York', NIGHT)).toEqual(new Date('2026-01-15T13:00:00Z'));
    expect(quietHoursRelease(new Date('2026-01-15T11:30:00Z'), 'America/New_York', NIGHT)).toEqual(new Date('2026-01-15T13:00:00Z'));
    // 21:00 sharp is quiet; 08:00 sharp and noon are not.
    expect(quietHoursRelease(new Date('2026-01-15T02:00:00Z'), 'America/New_York', NIGHT)).toEqual(new Date('2026-01-15T13:00:00Z'));
    expect(quietHoursRelease(new Date('2026-01-15T13:00:00Z'), 'America/New_York', NIGHT)).toBeNull();
    expect(quietHoursRelease(new Date('2026-01-15T17:00:00Z'), 'America/New_York', NIGHT)).toBeNull();
  });

  it('ends at 08:00 local time across a clock change (New York springs forward on 8 March 2026)', () => {
    // 23:00 EST on 7 March; 08:00 on 8 March is EDT (UTC-4).
    expect(quietHoursRelease(new Date('2026-03-08T04:00:00Z'), 'America/New_York', NIGHT)).toEqual(new Date('2026-03-08T12:00:00Z'));
  });

  it('handles hours within one day, half-hour zones, and none', () => {
    const lunch = { start: '12:00', end: '13:30' };
    expect(quietHoursRelease(new Date('2026-01-15T06:45:00Z'), 'Asia/Kolkata', lunch)).toEqual(new Date('2026-01-15T08:00:00Z'));
    expect(quietHoursRelease(new Date('2026-01-15T08:00:00Z'), 'Asia/Kolkata', lunch)).toBeNull();
    expect(quietHoursRelease(new Date('2026-01-15T04:00:00Z'), 'America/New_York', null)).toBeNull();
  });
});

describe('timeZoneOfPlace', () => {
  it("answers a one-zone country's zone, and a large country's by state or province when given", () => {
    expect(timeZoneOfPlace('DE')).toBe('Europe/Berlin');
    expect(timeZoneOfPlace('in')).toBe('Asia/Kolkata');
    expect(timeZoneOfPlace('US')).toBe('America/New_York');
    expect(timeZoneOfPlace('US', 'California')).toBe('America/Los_Angeles');
    expect(timeZoneOfPlace('US', 'CA')).toBe('America/Los_Angeles');
    expect(timeZoneOfPlace('AU', 'Western Australia')).toBe('Australia/Perth');
    expect(timeZoneOfPlace('CA', 'Québec')).toBe(timeZoneOfPlace('CA', 'quebec'));
    expect(timeZoneOfPlace('AU', 'Nowhere')).toBe('Australia/Sydney');
  });

  it('answers null for no country or an unknown one', () => {
    expect(timeZoneOfPlace(null)).toBeNull();
    expect(timeZoneOfPlace('ZZ')).toBeNull();
  });
});
