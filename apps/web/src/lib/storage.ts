import type { StorageKey } from './storage-keys';

/**
 * Thin wrapper over localStorage that tells subscribers when a value changes,
 * so screens and guards re-render after login, logout or a refresh of the session.
 */
const listeners = new Set<() => void>();
let version = 0;

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function onOtherTabChange(): void {
  notify();
}

export function subscribeStorage(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('storage', onOtherTabChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onOtherTabChange);
    }
  };
}

/** Changes whenever a key is written or removed; a stable snapshot for useSyncExternalStore. */
export function storageVersion(): number {
  return version;
}

export function readItem(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working for this page view.
  }
  notify();
}

export function removeItems(keys: readonly StorageKey[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing to remove.
  }
  notify();
}

export function removeItem(key: StorageKey): void {
  removeItems([key]);
}

/** A stored JSON value read through `parse`, which returns null for a value it cannot use. */
export function readJson<T>(key: StorageKey, parse: (value: unknown) => T | null): T | null {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeItem(key, JSON.stringify(value));
}
