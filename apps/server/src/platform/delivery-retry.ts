/**
 * When a failed delivery is tried again. SMTP answers 4xx for "try later" and 5xx for "never"
 * (RFC 5321 §4.2.1); a connection that fails or times out is worth another try too. The SMS
 * provider says the same with its HTTP status (429 and 5xx later, other 4xx never).
 */
export const RETRY_DELAYS_S = [60, 300, 900, 3600, 3 * 3600, 6 * 3600, 12 * 3600];
/** The first attempt and one per delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;

export interface DeliveryFailure {
  retryable: boolean;
  message: string;
}

/** Reads a nodemailer error: `responseCode` is the SMTP reply code when the server answered. */
export function smtpFailure(error: unknown): DeliveryFailure {
  const { responseCode, response, message } = (error ?? {}) as { responseCode?: number; response?: string; message?: string };
  const text = response || message || String(error);
  if (typeof responseCode === 'number') return { retryable: responseCode < 500, message: text };
  return { retryable: true, message: text };
}

/** When attempt `attempts` (1-based, just failed) is followed by the next, with ±10 % jitter so a burst spreads out. */
export function nextAttemptAt(attempts: number, now = Date.now(), random = Math.random): Date | null {
  const delay = RETRY_DELAYS_S[attempts - 1];
  if (delay === undefined) return null;
  return new Date(now + delay * 1000 * (0.9 + random() * 0.2));
}
