// First: zod is configured before any module builds a schema.
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadAppShell } from './app/guard/RouteGate';
import { toGuardSession } from './app/guard/guard-session';
import { createQueryClient } from './app/query-client';
import { prefetchDataFor } from './app/routes/data-prefetch';
import { preloadScreenFor } from './app/routes/route-objects';
import { readSession } from './lib/session';

/** How long the first render waits for the opened screen's code and data before drawing its skeleton. */
const FIRST_SCREEN_WAIT_MS = 1_000;

// The opened screen's chunk, the shell's and the screen's first data are requested while the app
// starts, not one after the other, and the first render waits for them (a while) so it draws the
// screen itself instead of a skeleton that React would replace a pass later.
const session = readSession();
const queryClient = createQueryClient();
const firstScreen = Promise.allSettled([
  preloadScreenFor(window.location.pathname),
  session ? preloadAppShell() : null,
  // Asks only for what the guard lets this user see (not a screen the role cannot open).
  prefetchDataFor(window.location, queryClient, toGuardSession(session)),
]);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The first render is a transition: React draws the app in slices of a few milliseconds, so a
// phone's slower processor still answers a tap while it works, instead of one long task.
void Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  ),
);
