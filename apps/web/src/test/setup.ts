import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { sessionEndReason, storeSession } from '@/lib/session';
import { sessionFixture } from './fixtures';

// Screens are lazily loaded modules: the first visit of one in a test run transforms its module
// graph, which on a busy 2-core machine takes longer than find*'s default second.
configure({ asyncUtilTimeout: 5000 });

// Test files share a worker's window and modules (isolate: false in vite.config.ts), so each
// test leaves them as it found them: nothing it rendered, stored, stubbed or spied stays behind.
const ownNavigatorProperties = new Set(Object.getOwnPropertyNames(navigator));

afterEach(() => {
  cleanup();
  // A session that ended (logout, expiry) is remembered by the app for the page's life; the
  // next test starts in a new page as far as the app can tell.
  if (sessionEndReason() !== null) storeSession(sessionFixture());
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  // Stand-ins a test defines on navigator (a clipboard) go with it.
  for (const name of Object.getOwnPropertyNames(navigator)) {
    if (!ownNavigatorProperties.has(name)) Reflect.deleteProperty(navigator, name);
  }
});
