import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router } from 'react-router';
import { LeaveGuardContext } from '@/components/discard-guard/leave-guard';
import { createGuardedHistory } from './guarded-history';

/**
 * `BrowserRouter` whose moves screens with unsaved input can hold back (`useDiscardGuard`): the
 * declarative router has no blockers, and the data router costs every screen 16 KB (decision 0036).
 */
export function GuardedBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createGuardedHistory(window));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <LeaveGuardContext value={history.guard}>
      <Router location={state.location} navigationType={state.action} navigator={history.navigator}>
        {children}
      </Router>
    </LeaveGuardContext>
  );
}
