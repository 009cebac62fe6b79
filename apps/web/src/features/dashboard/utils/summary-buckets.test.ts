import { describe, expect, it } from 'vitest';
import { addDays, dayInZone } from '@/lib/zoned-date';
import { daysOf } from './ranges';
import { dateTypeFor, spanInDays, summaryBody, timeArray, utcOffset } from './summary-buckets';

const from = '2024-01-01';
const ending = (span: number) => ({ from, to: addDays(from, span) });

describe('summary buckets (part 1 §9)', () => {
  it('counts the span from the first to the last day', () => {
    expect(spanInDays({ from, to: from })).toBe(0);
    expect(spanInDays({ from: '2025-02-13', to: '2025-03-14' })).toBe(29);
  });

  it('goes by day under 31 days, by month under 366 days, otherwise by year', () => {
    expect(dateTypeFor(ending(0))).toBe(10);
    expect(dateTypeFor(ending(30))).toBe(10);
    expect(dateTypeFor(ending(31))).toBe(7);
    expect(dateTypeFor(ending(365))).toBe(7);
    expect(dateTypeFor(ending(366))).toBe(4);
  });

  it('draws any calendar month by day and a whole (leap) year by month', () => {
    expect(dateTypeFor({ from: '2025-01-01', to: '2025-01-31' })).toBe(10);
    expect(dateTypeFor({ from: '2024-01-01', to: '2024-12-31' })).toBe(7);
  });

  it('labels every day of a day range, both ends included', () => {
    const labels = timeArray(ending(30), 10);
    expect(labels).toHaveLength(31);
    expect(labels[0]).toBe('2024-01-01');
    expect(labels.at(-1)).toBe('2024-01-31');
    expect(timeArray({ from: '2024-02-27', to: '2024-03-01' }, 10)).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
  });

  it('labels every month a month range touches, across a new year', () => {
    expect(timeArray(ending(31), 7)).toEqual(['2024-01', '2024-02']);
    expect(timeArray({ from: '2024-11-15', to: '2025-02-03' }, 7)).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(timeArray(ending(365), 7)).toHaveLength(12);
    expect(timeArray({ from: '2025-03-15', to: addDays('2025-03-15', 365) }, 7)).toHaveLength(13);
  });

  it('labels every year of a year range', () => {
    expect(timeArray(ending(366), 4)).toEqual(['2024', '2025']);
    expect(timeArray({ from: '2014-01-01', to: '2025-03-14' }, 4)).toHaveLength(12);
  });

  it('writes the zone offset now as +HH:MM, daylight saving included', () => {
    expect(utcOffset('UTC', new Date('2025-03-14T12:00:00Z'))).toBe('+00:00');
    expect(utcOffset('Asia/Kolkata', new Date('2025-03-14T12:00:00Z'))).toBe('+05:30');
    expect(utcOffset('America/New_York', new Date('2025-01-14T12:00:00Z'))).toBe('-05:00');
    expect(utcOffset('America/New_York', new Date('2025-07-14T12:00:00Z'))).toBe('-04:00');
    expect(utcOffset('Asia/Kathmandu', new Date('2025-07-14T12:00:00Z'))).toBe('+05:45');
  });

  it('builds the summary body of Last 30 Days in the user zone', () => {
    const now = new Date('2025-03-14T12:00:00Z');
    const body = summaryBody(daysOf({ name: 'Last 30 Days', custom: null }, '2025-03-14'), 'Asia/Kolkata', now, 'fedex');
    expect(body).toMatchObject({
      from_date: '2025-02-12T18:30:00.000Z',
      to_date: '2025-03-14T18:29:59.999Z',
      utc_offset: '+05:30',
      date_type: 10,
      courier: 'fedex',
    });
    expect(body.time_array).toHaveLength(30);
    expect(body.time_array[0]).toBe('2025-02-13');
    expect(body.time_array.at(-1)).toBe('2025-03-14');
  });

  it('counts from the day it already is in the user zone, not in UTC', () => {
    const lateEvening = new Date('2025-03-31T20:00:00Z');
    // Already 1 April in Kolkata: This Month is a single day there, all of March in UTC.
    const kolkata = daysOf({ name: 'This Month', custom: null }, dayInZone(lateEvening, 'Asia/Kolkata'));
    const utc = daysOf({ name: 'This Month', custom: null }, dayInZone(lateEvening, 'UTC'));
    expect(kolkata).toEqual({ from: '2025-04-01', to: '2025-04-01' });
    expect(utc).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(summaryBody(kolkata, 'Asia/Kolkata', lateEvening)).toMatchObject({
      from_date: '2025-03-31T18:30:00.000Z',
      to_date: '2025-04-01T18:29:59.999Z',
      date_type: 10,
      time_array: ['2025-04-01'],
    });
    expect(summaryBody(kolkata, 'Asia/Kolkata', lateEvening)).not.toHaveProperty('courier');
  });

  it('sends All Time by year from 2014', () => {
    const body = summaryBody(daysOf({ name: 'All Time', custom: null }, '2025-03-14'), 'UTC', new Date('2025-03-14T12:00:00Z'));
    expect(body.from_date).toBe('2014-01-01T00:00:00.000Z');
    expect(body.date_type).toBe(4);
    expect(body.time_array[0]).toBe('2014');
    expect(body.time_array.at(-1)).toBe('2025');
  });
});
