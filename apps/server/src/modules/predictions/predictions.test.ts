import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addWorkdays, dayOf, isoDateOf, localDayOf, MONDAY_TO_FRIDAY, weekdayOf, workdaysBetween } from './calendar.js';
import { TransitHistogram } from './histogram.js';
import { predictDelivery, trainModel, type Delivery } from './model.js';

const day = (iso: string) => dayOf(iso);
const workdaysArbitrary = fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }).filter((days) => days.some(Boolean));

describe('delivery days', () => {
  it('reads the local date an instant was written in, and refuses one without an offset', () => {
    expect(isoDateOf(localDayOf('2026-03-06T23:30:00+10:00'))).toBe('2026-03-06');
    expect(isoDateOf(localDayOf('2026-03-06T00:30:00-08:00'))).toBe('2026-03-06');
    expect(() => localDayOf('2026-03-06T10:00:00')).toThrow(RangeError);
    expect(weekdayOf(day('2026-11-29'))).toBe(0);
  });

  it('counts and adds delivery days as inverses, landing on a delivery day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 19_000, max: 22_000 }), fc.integer({ min: 0, max: 40 }), workdaysArbitrary, (from, count, workdays) => {
        const arrival = addWorkdays(from, count, workdays);
        expect(workdaysBetween(from, arrival, workdays)).toBe(count);
        if (count > 0) expect(workdays[weekdayOf(arrival)]).toBe(true);
      }),
    );
  });

  it('skips the weekend for a courier that rests on it: one day after a Friday is the Monday', () => {
    expect(isoDateOf(addWorkdays(day('2026-11-27'), 1, MONDAY_TO_FRIDAY))).toBe('2026-11-30');
    expect(workdaysBetween(day('2026-11-27'), day('2026-11-30'), MONDAY_TO_FRIDAY)).toBe(1);
  });
});

describe('transit histograms', () => {
  it('answers weighted quantiles and a range near its share around the median', () => {
    const histogram = new TransitHistogram();
    for (const [days, weight] of [[1, 0.1], [2, 0.6], [3, 0.2], [6, 0.1]] as const) histogram.add(days, weight);
    expect(histogram.quantile(0.5)).toBe(2);
    expect(histogram.quantile(0.95)).toBe(6);
    expect(histogram.range(0.8)).toEqual([2, 3]);
    expect(histogram.range(0.9)).toEqual([1, 3]);
  });

  it('widens a range over days nothing arrived on to the next that holds weight, never to the end', () => {
    const histogram = new TransitHistogram();
    histogram.add(1, 0.3);
    histogram.add(3, 0.7);
    // 70 % is nearer 80 % than 100 %; before, the empty days after 3 stretched the range to 90 days.
    expect(histogram.range(0.8)).toEqual([3, 3]);
    expect(histogram.range(0.9)).toEqual([1, 3]);
    const late = new TransitHistogram();
    late.add(2, 0.75);
    late.add(9, 0.25);
    expect(late.range(0.8)).toEqual([2, 2]);
  });

  it('takes the lighter side when the heavier one would overshoot the share more than it falls short', () => {
    const histogram = new TransitHistogram();
    for (const [days, weight] of [[1, 0.05], [2, 0.4], [3, 0.3], [4, 0.25]] as const) histogram.add(days, weight);
    expect(histogram.range(0.8)).toEqual([1, 3]);
  });
});

/** A weekday courier's lane: `count` deliveries of `days` delivery days, the last one `endDaysAgo` before `asOf`. */
function lane(options: { courier?: string; from?: string; to?: string; days: number; count: number; asOf: number; endDaysAgo?: number }): Delivery[] {
  const { courier = 'australia-post', from = 'NSW', to = 'VIC', days, count, asOf, endDaysAgo = 0 } = options;
  const history: Delivery[] = [];
  for (let index = 0; history.length < count; index++) {
    const pickedUp = asOf - endDaysAgo - days * 2 - index;
    if (!MONDAY_TO_FRIDAY[weekdayOf(pickedUp)]) continue;
    const delivered = addWorkdays(pickedUp, days, MONDAY_TO_FRIDAY);
    history.push({ courier, origin: { country: 'AU', state: from }, destination: { country: 'AU', state: to }, pickedUp, delivered });
  }
  return history;
}

describe('the delivery model', () => {
  const asOf = day('2026-11-20');
  const route = { courier: 'australia-post', origin: { country: 'AU', state: 'NSW' }, destination: { country: 'AU', state: 'VIC' } };

  it('predicts in the courier’s delivery days, with the basis it learned from', () => {
    const model = trainModel(lane({ days: 2, count: 60, asOf }), asOf);
    // Picked up on a Thursday: two delivery days later is the Monday.
    const prediction = predictDelivery(model, route, day('2026-11-26'));
    expect(prediction).toMatchObject({ date: '2026-11-30', earliest: '2026-11-30', latest: '2026-11-30' });
    expect(prediction!.basis).toEqual({ level: 'state', courier: 'australia-post', origin: 'AU-NSW', destination: 'AU-VIC', deliveries: 60, days: 180 });
  });

  it('learns that a courier delivers on Saturdays from the days its parcels arrived', () => {
    const saturdays = [false, true, true, true, true, true, true];
    const history: Delivery[] = [];
    for (let pickedUp = asOf - 120; pickedUp < asOf - 5; pickedUp++) {
      history.push({ courier: 'usps', origin: { country: 'US' }, destination: { country: 'US' }, pickedUp, delivered: addWorkdays(pickedUp, 1, saturdays) });
    }
    const prediction = predictDelivery(trainModel(history, asOf), { courier: 'usps', origin: { country: 'US' }, destination: { country: 'US' } }, day('2026-11-27'));
    expect(prediction?.date).toBe('2026-11-28');
  });

  it('follows a lane that slowed down lately rather than its long-run median', () => {
    const before = lane({ days: 2, count: 200, asOf, endDaysAgo: 40 });
    const lately = lane({ days: 4, count: 60, asOf });
    const prediction = predictDelivery(trainModel([...before, ...lately], asOf), route, day('2026-11-23'));
    expect(prediction?.date).toBe(isoDateOf(addWorkdays(day('2026-11-23'), 4, MONDAY_TO_FRIDAY)));
  });

  it('falls back from a sparse state lane to its countries, then to the courier, and knows nothing of an unknown courier', () => {
    const history = [...lane({ days: 2, count: 5, asOf }), ...lane({ to: 'QLD', days: 3, count: 40, asOf })];
    const model = trainModel(history, asOf);
    expect(predictDelivery(model, route, asOf)?.basis).toMatchObject({ level: 'lane', origin: 'AU', destination: 'AU', deliveries: 45 });
    expect(predictDelivery(model, { ...route, destination: { country: 'NZ' } }, asOf)?.basis).toMatchObject({ level: 'courier', origin: null, destination: null });
    expect(predictDelivery(model, { ...route, courier: 'dhl' }, asOf)).toBeNull();
  });

  it('leaves out deliveries after asOf and before its window', () => {
    const model = trainModel([...lane({ days: 2, count: 30, asOf: asOf + 60 }), ...lane({ days: 2, count: 30, asOf: asOf - 200 })], asOf);
    expect(predictDelivery(model, route, asOf)).toBeNull();
  });
});
