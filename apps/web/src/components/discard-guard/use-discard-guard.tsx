import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { DiscardDialog } from './DiscardDialog';
import { LeaveGuardContext } from './leave-guard';

/**
 * While `isDirty`, every way out asks "Discard changes?" first: the screen's own exits go through
 * `confirmDiscard`, moves to another address are held by the router, and closing the tab gets the
 * browser's own question. `release` lets a save leave without asking; render `dialog`.
 */
export function useDiscardGuard(isDirty: boolean) {
  const leaveGuard = useContext(LeaveGuardContext);
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  // A ref, not state: a save or a discard leaves in the same tick, before any re-render.
  const released = useRef(false);

  useEffect(() => {
    if (!isDirty) return undefined;
    released.current = false;
    const unregister = leaveGuard.register((proceed) => {
      if (released.current) return false;
      setPendingLeave(() => proceed);
      return true;
    });
    const warnOnUnload = (event: BeforeUnloadEvent) => {
      if (!released.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warnOnUnload);
    return () => {
      unregister();
      window.removeEventListener('beforeunload', warnOnUnload);
    };
  }, [isDirty, leaveGuard]);

  const confirmDiscard = useCallback(
    (leave: () => void) => {
      if (isDirty && !released.current) setPendingLeave(() => leave);
      else leave();
    },
    [isDirty],
  );
  const release = useCallback(() => {
    released.current = true;
  }, []);

  const discard = () => {
    released.current = true;
    setPendingLeave(null);
    pendingLeave?.();
  };
  const dialog = <DiscardDialog open={pendingLeave !== null} onKeep={() => setPendingLeave(null)} onDiscard={discard} />;
  return { confirmDiscard, release, dialog };
}
