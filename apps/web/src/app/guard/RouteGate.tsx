import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ScreenSkeleton } from '@/components/ScreenSkeleton';
import { fromOf } from '@/lib/redirect-state';
import { sessionEndReason } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useSavedAccounts, useSession, useStoredItem } from '@/lib/use-stored';
import { matchAppRoute, showsShell } from '../routes/match-route';
import { preloadableLazy } from '../routes/preloadable-lazy';
import { NoAccess } from '../shell/NoAccess';
import { SessionRefresher } from '../shell/SessionRefresher';
import { toGuardSession } from './guard-session';
import { useGuardDecision } from './use-guard-decision';

// The signed-in frame (menu, top bar, bell) is fetched only once someone is signed in, so the
// sign-in screens download none of it.
const AppShell = preloadableLazy(() => import('../shell/AppShell').then((module) => module.AppShell));

/** The shell's chunk, asked for as soon as a stored session says it will be drawn. */
export function preloadAppShell(): Promise<unknown> {
  return AppShell.preload();
}

/** Applies the access rules to every route and draws the shell where it belongs. */
export function RouteGate() {
  const location = useLocation();
  const stored = useSession();
  const savedAccounts = useSavedAccounts();
  const profileName = useStoredItem(STORAGE_KEYS.profileName);
  const session = toGuardSession(stored);

  const decision = useGuardDecision(
    {
      path: location.pathname,
      session,
      hasSavedAccounts: savedAccounts.length > 0,
      from: fromOf(location.state),
    },
    `${location.key}|${location.pathname}`,
  );

  if (decision.kind === 'redirect') {
    const remember = decision.rememberFrom && sessionEndReason() !== 'logout';
    const state = remember ? { from: `${location.pathname}${location.search}` } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }

  const content = decision.kind === 'no-access' ? <NoAccess /> : <Outlet />;
  const guardedRoute = matchAppRoute(location.pathname)?.kind === 'guarded';

  return (
    <>
      {stored && guardedRoute ? <SessionRefresher /> : null}
      {stored && session && showsShell(location.pathname) ? (
        <Suspense fallback={<ScreenSkeleton />}>
          <AppShell
            session={session}
            userId={stored.record._id ?? null}
            profileName={profileName ?? stored.record.name ?? ''}
            organization={stored.record.organization_details ?? null}
          >
            {content}
          </AppShell>
        </Suspense>
      ) : (
        content
      )}
    </>
  );
}
