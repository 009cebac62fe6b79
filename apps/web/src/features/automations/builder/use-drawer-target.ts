import { useCallback, useState } from 'react';

/**
 * A drawer's open state and what it works on. The target stays while the drawer slides out, and
 * `session` changes with each opening so the forms inside start afresh.
 */
export function useDrawerTarget<T>() {
  const [state, setState] = useState<{ open: boolean; target: T | null; session: number }>({ open: false, target: null, session: 0 });
  const show = useCallback((target: T) => setState((current) => ({ open: true, target, session: current.session + 1 })), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { ...state, show, close };
}
