import type { ShipmentStatus } from '@trailpost/contracts';

const MINUTE = 60_000;

/** How soon to look again, by status: sooner when a delivery is imminent, slower while pending. */
export const CHECK_INTERVAL_MS: Record<ShipmentStatus, number | null> = {
  OutForDelivery: 30 * MINUTE,
  FailedAttempt: 60 * MINUTE,
  Exception: 60 * MINUTE,
  InTransit: 2 * 60 * MINUTE,
  InfoReceived: 4 * 60 * MINUTE,
  Pending: 6 * 60 * MINUTE,
  Delivered: null,
  Expired: null,
};

const MAX_BACKOFF_MS = 24 * 60 * MINUTE;

/**
 * The next check time: the status's interval with ±10 % jitter (so a batch added together
 * spreads out), or an exponential back-off after failures, or the provider's own retry-after.
 */
export function nextCheckAt(
  status: ShipmentStatus,
  now: Date,
  options: { failures?: number; retryAfterSeconds?: number | null; random?: () => number } = {},
): Date | null {
  const base = CHECK_INTERVAL_MS[status];
  if (base === null) return null;
  const random = options.random ?? Math.random;
  const failures = options.failures ?? 0;
  let delay = failures > 0 ? Math.min(MAX_BACKOFF_MS, 5 * MINUTE * 2 ** (failures - 1)) : base;
  if (options.retryAfterSeconds) delay = Math.max(delay, options.retryAfterSeconds * 1000);
  const jitter = 1 + (random() * 0.2 - 0.1);
  return new Date(now.getTime() + Math.round(delay * jitter));
}

/** A shipment with no news for this long becomes Expired. */
export const EXPIRE_AFTER_DAYS = 30;
