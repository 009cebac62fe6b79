/**
 * Error texts shared by the server and the web app. They import no schema, so a screen that only
 * shows them (sign-in, the public page) does not carry zod in its first load.
 */
export const GENERIC_ERROR = 'Something went wrong !! Please contact support.';

/** "1 minute", "15 minutes". */
export const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/** A request limit was reached: how long until the client may try again, in whole minutes. */
export const tooManyRequests = (minutes: number) => `Too many requests. Please try again in ${minutesText(minutes)}.`;

/** Whole minutes, at least one, for a wait given in milliseconds. */
export const minutesToWait = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** A signed-in caller made more calls in a second than its limit allows (part 3, `API_RATE_LIMIT`). */
export const apiRateLimited = (perSecond: number) => `Too many requests: at most ${perSecond} per second. Please try again in a moment.`;
