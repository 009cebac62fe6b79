import { useSyncExternalStore } from 'react';
import { readSavedAccounts, readSession, type SavedAccount, type StoredSession } from './session';
import { readItem, storageVersion, subscribeStorage } from './storage';
import type { StorageKey } from './storage-keys';

/** Re-renders the caller whenever a stored value changes. */
export function useStorageVersion(): number {
  return useSyncExternalStore(subscribeStorage, storageVersion, storageVersion);
}

export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribeStorage, readSession, readSession);
}

export function useStoredItem(key: StorageKey): string | null {
  useStorageVersion();
  return readItem(key);
}

export function useSavedAccounts(): SavedAccount[] {
  useStorageVersion();
  return readSavedAccounts();
}
