import { describe, expect, it } from 'vitest';
import { answerTime, decideStatus, newerDate, newerStated } from './status-rule.js';

const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 10, minute));

describe('the status rule', () => {
  it('takes the newest checkpoint when no status was stated', () => {
    expect(decideStatus({ newestCheckpoint: { tag: 'InTransit', time: at(5) }, stated: null, current: 'Pending' })).toBe('InTransit');
  });

  it('ignores a stated status older than the newest checkpoint (a stale or retried answer)', () => {
    expect(decideStatus({ newestCheckpoint: { tag: 'Delivered', time: at(30) }, stated: { status: 'InTransit', at: at(10) }, current: 'Delivered' })).toBe('Delivered');
  });

  it('takes a stated status at least as new as the newest checkpoint', () => {
    expect(decideStatus({ newestCheckpoint: { tag: 'InTransit', time: at(30) }, stated: { status: 'Exception', at: at(30) }, current: 'InTransit' })).toBe('Exception');
    expect(decideStatus({ newestCheckpoint: { tag: 'InTransit', time: at(30) }, stated: { status: 'Delivered', at: at(31) }, current: 'InTransit' })).toBe('Delivered');
  });

  it('takes a stated status without a time only when no checkpoint has one either', () => {
    expect(decideStatus({ newestCheckpoint: { tag: 'InTransit', time: at(1) }, stated: { status: 'Pending', at: null }, current: 'InTransit' })).toBe('InTransit');
    expect(decideStatus({ newestCheckpoint: null, stated: { status: 'Pending', at: null }, current: 'InfoReceived' })).toBe('Pending');
  });

  it('keeps the current status with nothing to go on', () => {
    expect(decideStatus({ newestCheckpoint: null, stated: null, current: 'Exception' })).toBe('Exception');
  });

  it('reads the courier tag AttemptFail as a failed attempt', () => {
    expect(decideStatus({ newestCheckpoint: { tag: 'AttemptFail', time: at(1) }, stated: null, current: 'InTransit' })).toBe('FailedAttempt');
  });

  it('keeps the newest of two stated statuses, the later stage at equal times, whatever the order', () => {
    const older = { status: 'Delivered' as const, at: at(1) };
    const newer = { status: 'InTransit' as const, at: at(2) };
    expect(newerStated(older, newer)).toBe(newer);
    expect(newerStated(newer, older)).toBe(newer);
    const out = { status: 'OutForDelivery' as const, at: at(3) };
    const done = { status: 'Delivered' as const, at: at(3) };
    expect(newerStated(out, done)).toBe(done);
    expect(newerStated(done, out)).toBe(done);
    expect(newerStated(null, out)).toBe(out);
  });

  it('keeps the newest expected delivery, the later date at equal times', () => {
    const first = { date: at(100), at: at(1) };
    const second = { date: at(50), at: at(2) };
    expect(newerDate(first, second)).toBe(second);
    expect(newerDate(second, first)).toBe(second);
    const later = { date: at(200), at: at(2) };
    expect(newerDate(second, later)).toBe(later);
    expect(newerDate(later, second)).toBe(later);
  });

  it('dates an answer by what the provider says, else by its newest scan', () => {
    expect(answerTime({ asOf: at(9), events: [{ time: at(20) }] })).toEqual(at(9));
    expect(answerTime({ events: [{ time: at(3) }, { time: null }, { time: at(7) }] })).toEqual(at(7));
    expect(answerTime({ events: [] })).toBeNull();
  });
});
