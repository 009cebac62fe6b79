import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DiscardScopeContext } from './discard-scope-context';
import { useDiscardGuard } from './use-discard-guard';

/**
 * Guards the forms inside it (they report through `useUnsavedChanges`): a drawer while it is open,
 * or the app's pages. `active` false (a closed drawer) guards nothing.
 */
export function DiscardScope({ active = true, children }: { active?: boolean; children: ReactNode }) {
  const [dirtyForms, setDirtyForms] = useState(0);
  const { confirmDiscard, release, dialog } = useDiscardGuard(active && dirtyForms > 0);
  const markDirty = useCallback(() => {
    setDirtyForms((count) => count + 1);
    return () => setDirtyForms((count) => count - 1);
  }, []);
  const value = useMemo(() => ({ markDirty, confirmDiscard, release }), [markDirty, confirmDiscard, release]);
  return (
    <DiscardScopeContext value={value}>
      {children}
      {dialog}
    </DiscardScopeContext>
  );
}
