import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The title bars of the drawers open now, the last opened last, so a toast can keep clear of
 * them: a toast over "Edit Webhook" hides the title and the close button.
 */
const headers: HTMLElement[] = [];
const listeners = new Set<() => void>();
let topmost: HTMLElement | null = null;

function changed() {
  topmost = headers.at(-1) ?? null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A drawer's title bar, known while the drawer is open: give the returned ref to the title bar. */
export function useOpenDrawerHeaderRef(open: boolean): (element: HTMLElement | null) => void {
  const [header, setHeader] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!open || !header) return;
    headers.push(header);
    changed();
    return () => {
      headers.splice(headers.indexOf(header), 1);
      changed();
    };
  }, [open, header]);
  return setHeader;
}

/** The title bar of the drawer opened last, while one is open. */
export function useOpenDrawerHeader(): HTMLElement | null {
  return useSyncExternalStore(subscribe, () => topmost, () => null);
}
