import { NavigationType, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type Path, type To } from 'react-router';
import type { LeaveCheck, LeaveGuard } from '@/components/discard-guard/leave-guard';

type Page = Pick<Path, 'pathname' | 'search'>;
type Update = { action: NavigationType; location: Location };

/**
 * The browser history of the declarative router, with the hold that react-router's data router
 * offers as `useBlocker`: a move to another page first asks the registered checks, the latest
 * first. A link or `navigate` waits before it happens; browser back and forward have already moved
 * the address, so it is moved back, and forward again once the user agrees.
 */
export function createGuardedHistory(window: Window) {
  const history = createBrowserHistory({ window, v5Compat: true });
  const checks: LeaveCheck[] = [];
  // Set while the history settles a move of its own, which the next pop reports.
  let settling: 'revert' | 'proceed' | null = null;
  let passing = false;

  const held = (from: Page, to: Page, proceed: () => void) =>
    !passing &&
    (from.pathname !== to.pathname || from.search !== to.search) && [...checks].reverse().some((check) => check(proceed));

  const move = (go: () => void, to: To) => {
    if (!held(history.location, history.encodeLocation(to), go)) go();
  };

  const guard: LeaveGuard = {
    register(check) {
      checks.push(check);
      return () => checks.splice(checks.indexOf(check), 1);
    },
    pass(moves) {
      passing = true;
      try {
        moves();
      } finally {
        passing = false;
      }
    },
  };

  return {
    guard,
    navigator: {
      createHref: history.createHref,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: (to: To, state?: unknown) => move(() => history.push(to, state), to),
      replace: (to: To, state?: unknown) => move(() => history.replace(to, state), to),
    },
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    listen(listener: (update: Update) => void) {
      let shown: Page = history.location;
      return history.listen(({ action, location, delta }) => {
        const settled = settling;
        settling = null;
        if (settled === 'revert') return;
        const proceed = () => {
          settling = 'proceed';
          history.go(delta ?? 0);
        };
        if (action === NavigationType.Pop && delta && settled !== 'proceed' && held(shown, location, proceed)) {
          settling = 'revert';
          history.go(-delta);
          return;
        }
        shown = location;
        listener({ action, location });
      });
    },
  };
}
