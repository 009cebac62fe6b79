import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ScreenSkeleton } from '@/components/ScreenSkeleton';
import { hasPendingStoreLink, LINKED_STORES_PATH } from '@/lib/pending-store-link';
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

// Fetched only when a store install waits to be linked, which few sign-ins have.
const PendingStoreLink = lazy(() =>
  import('@/features/store-install/components/PendingStoreLink').then((module) => ({ default: module.PendingStoreLink })),
);

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
  // A store install kept for after sign-in or sign-up: the merchant lands where the store shows.
  const linkingStore = stored !== null && hasPendingStoreLink();

  const decision = useGuardDecision(
    {
      path: location.pathname,
      session,
      hasSavedAccounts: savedAccounts.length > 0,
      from: linkingStore ? LINKED_STORES_PATH : fromOf(location.state),
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
      {linkingStore ? (
        <Suspense fallback={null}>
          <PendingStoreLink />
        </Suspense>
      ) : null}
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
