import { STORE_MESSAGES } from '@trailpost/contracts';
import type { CredentialCheck } from '../../../tracking/index.js';
import { StoreApiError } from './store-http.js';

/** The longest a merchant waits on SAVE for the store to answer; a slower store is asked again later. */
export const STORE_CHECK_TIMEOUT_MS = 10_000;

/** The store's answer within the time allowed, or 'late'. */
async function withinTime(reading: Promise<unknown>, timeoutMs: number): Promise<'answered' | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  try {
    return await Promise.race([reading.then(() => 'answered' as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A store's answer to one authenticated read, as the save check reports it. */
export async function checkOf(read: () => Promise<unknown>, timeoutMs = STORE_CHECK_TIMEOUT_MS): Promise<CredentialCheck> {
  const reading = read();
  // A read still going when the time is up ends on its own (the outbound client's own limits); its outcome is not wanted.
  reading.catch(() => undefined);
  try {
    if ((await withinTime(reading, timeoutMs)) === 'late') return { status: 'unreachable', reason: STORE_MESSAGES.storeTimedOut };
    return { status: 'ok' };
  } catch (error) {
    if (!(error instanceof StoreApiError)) throw error;
    if (error.kind === 'unreachable') return { status: 'unreachable', reason: error.reason };
    return error.about === 'address' ? { status: 'rejected', reason: error.reason, about: 'address' } : { status: 'rejected', reason: error.reason };
  }
}
