/** Business constants shared by server and web (part 1 §9, part 2 §9). */
export const PASSWORD_MIN_LENGTH = 6;
/** Longer passwords only cost hashing time (argon2 reads all of it). */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const URL_MAX_LENGTH = 2048;
export const SOURCE_MAX_LENGTH = 50;
export const TRACKING_NUMBER_MIN = 4;
export const TRACKING_NUMBER_MAX = 100;
export const PAGE_SIZES = [20, 30, 40, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const SEARCH_MIN_CHARS = 3;
export const DATE_FORMATS = ['DD-MM-YYYY', 'MM-DD-YYYY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'MM-DD-YYYY';
export const DEFAULT_TIME_ZONE = 'UTC';
export const SUB_DOMAIN_CHECK_DELAY_MS = 1000;
/**
 * Password guesses allowed per account inside the window from browsers that never signed in to
 * it (and per such browser that did), before its sign-in from elsewhere pauses.
 */
export const LOGIN_MAX_FAILURES = 10;
/** Failed sign-ins allowed per client address across all accounts (a spray) inside the window. */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 50;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** A session ends after this many days without use, and after SESSION_MAX_DAYS whatever the use. */
export const SESSION_IDLE_DAYS = 14;
export const SESSION_MAX_DAYS = 90;
export const RESET_TOKEN_TTL_MINUTES = 60;

/**
 * Dates a request may name: from 2000-01-01 to 2100-12-31 (UTC). Anything outside is a typo or a
 * probe, and far dates would make day-by-day work (dashboard buckets) unbounded.
 */
export const EARLIEST_DATE_MS = Date.UTC(2000, 0, 1);
export const LATEST_DATE_MS = Date.UTC(2101, 0, 1) - 1;

/** Whether a date (or a string Date.parse reads) falls within the dates a request may name. */
export function isDateInRange(value: string | Date): boolean {
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return Number.isFinite(time) && time >= EARLIEST_DATE_MS && time <= LATEST_DATE_MS;
}
