import { normaliseStatusTag, type ShipmentStatus } from '@trailpost/contracts';

/**
 * The status rule (decision 0015): a shipment's status is a function of what it knows, never of
 * the order in which it learnt it.
 * - Checkpoints count by their own times; the newest meaningful one (not informational) wins.
 * - A stated status (a provider's overall status, or a person's change) counts as of its own
 *   time and wins when it is at least as new as that checkpoint.
 * - Of several stated statuses the newest is kept; equal times fall back to TIE_ORDER.
 */

/** At equal times the later stage wins: "out for delivery" and "delivered" in the same minute is delivered. */
export const TIE_ORDER: readonly ShipmentStatus[] = [
  'Pending',
  'InfoReceived',
  'InTransit',
  'OutForDelivery',
  'FailedAttempt',
  'Exception',
  'Expired',
  'Delivered',
];

export function tieRank(tag: string): number {
  const status = normaliseStatusTag(tag);
  return status ? TIE_ORDER.indexOf(status) : -1;
}

/** A time that may be unknown: unknown counts as older than any known time. */
const timeOf = (time: Date | null | undefined) => time?.getTime() ?? -Infinity;

/** A status stated as of a time (null: the time is unknown). */
export interface StatedStatus {
  status: ShipmentStatus;
  at: Date | null;
}

/** An expected delivery as of when it was said. */
export interface StatedDate {
  date: Date;
  at: Date | null;
}

/** The newer of two statements; at equal times, the one `wins` prefers. Commutative and idempotent. */
function newer<T extends { at: Date | null }>(a: T | null, b: T | null, wins: (x: T, y: T) => boolean): T | null {
  if (!a || !b) return a ?? b;
  const byTime = timeOf(a.at) - timeOf(b.at);
  if (byTime !== 0 && !Number.isNaN(byTime)) return byTime > 0 ? a : b;
  return wins(a, b) ? a : b;
}

/** The newer of two stated statuses; equal times keep the later stage. */
export const newerStated = (a: StatedStatus | null, b: StatedStatus | null) =>
  newer(a, b, (x, y) => TIE_ORDER.indexOf(x.status) >= TIE_ORDER.indexOf(y.status));

/** The newer of two expected deliveries; equal times keep the later date. */
export const newerDate = (a: StatedDate | null, b: StatedDate | null) => newer(a, b, (x, y) => x.date.getTime() >= y.date.getTime());

/**
 * The status from the newest meaningful checkpoint and the newest stated status. Without
 * either, the shipment keeps the status it has (Pending for a new one).
 */
export function decideStatus(input: {
  newestCheckpoint: { tag: string; time: Date | null } | null;
  stated: StatedStatus | null;
  current: ShipmentStatus;
}): ShipmentStatus {
  const { newestCheckpoint, stated } = input;
  const fromCheckpoint = newestCheckpoint ? normaliseStatusTag(newestCheckpoint.tag) : null;
  if (stated && (!fromCheckpoint || timeOf(stated.at) >= timeOf(newestCheckpoint!.time))) return stated.status;
  return fromCheckpoint ?? input.current;
}

/** How new an answer's overall status is: what the provider says, else its newest event. */
export function answerTime(result: { asOf?: Date | null; events: { time: Date | null }[] }): Date | null {
  if (result.asOf) return result.asOf;
  let newest: Date | null = null;
  for (const event of result.events) if (event.time && (!newest || event.time > newest)) newest = event.time;
  return newest;
}
