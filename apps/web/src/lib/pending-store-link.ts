import { SESSION_STORAGE_KEYS } from './storage-keys';

/**
 * A store install that waits for its merchant to sign in or sign up before it is linked (part 1
 * §4). It is kept for this tab only: the platform sent the merchant here, and the sign-in that
 * follows happens in the same tab. Only the install's request id is kept, never a token.
 */
const KEY = SESSION_STORAGE_KEYS.pendingStoreLink;

/** Where a merchant lands once an install is linked, or when the store was linked before. */
export const LINKED_STORES_PATH = '/integrated_list';

export function keepPendingStoreLink(requestId: string): void {
  try {
    window.sessionStorage.setItem(KEY, requestId);
  } catch {
    // Storage disabled: the merchant installs the app again from the store once signed in.
  }
}

export function hasPendingStoreLink(): boolean {
  try {
    return Boolean(window.sessionStorage.getItem(KEY));
  } catch {
    return false;
  }
}

/** The kept request id, removed as it is read so that it is linked once whatever the answer. */
export function takePendingStoreLink(): string | null {
  try {
    const requestId = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return requestId || null;
  } catch {
    return null;
  }
}
