/**
 * When attempt `attempts` (1-based, just failed) is followed by the next, per
 * WEBHOOK_RETRY_SCHEDULE with ±10 % jitter so that an endpoint's backlog does not come back
 * all at once; null after the last.
 */
export function nextWebhookAttemptAt(schedule: readonly number[], attempts: number, now = Date.now(), random = Math.random): Date | null {
  const delay = schedule[attempts - 1];
  if (delay === undefined) return null;
  return new Date(now + delay * 1000 * (0.9 + random() * 0.2));
}
