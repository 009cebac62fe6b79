import { createContext, useContext, useEffect } from 'react';
import { LeaveGuardContext } from './leave-guard';

type DiscardScopeValue = {
  /** Counts one form of the scope as changed until the returned function is called. */
  markDirty: () => () => void;
  confirmDiscard: (leave: () => void) => void;
  /** Lets the next move go without asking: the input has just been saved. */
  release: () => void;
};

/** Outside any scope (a screen tested alone) nothing is guarded and exits leave at once. */
export const DiscardScopeContext = createContext<DiscardScopeValue>({
  markDirty: () => () => undefined,
  confirmDiscard: (leave) => leave(),
  release: () => undefined,
});

/** A form tells the drawer or page around it that it holds unsaved input. */
export function useUnsavedChanges(isDirty: boolean) {
  const { markDirty } = useContext(DiscardScopeContext);
  useEffect(() => (isDirty ? markDirty() : undefined), [isDirty, markDirty]);
}

/** Runs `leave` at once when nothing changed, else once the user chooses Discard. */
export function useConfirmDiscard() {
  return useContext(DiscardScopeContext).confirmDiscard;
}

/**
 * Leaves right after a save: the saved input is not lost, so nothing asks, neither this scope nor
 * a drawer's inside it whose form has not re-rendered yet.
 */
export function useLeaveAfterSave() {
  const { release } = useContext(DiscardScopeContext);
  const leaveGuard = useContext(LeaveGuardContext);
  return (leave: () => void) => {
    release();
    leaveGuard.pass(leave);
  };
}
