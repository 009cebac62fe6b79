import type { QueryClient } from '@tanstack/react-query';
import type { GuardSession } from '../guard/access';
import { decideAccess } from '../guard/decide-access';

/**
 * The data an opened address's screen asks for first, requested while the app starts (beside
 * its code) instead of after the screen's first render. The two screens merchants open most do
 * this: the shipment list and the dashboard. Only for a screen the guard will show: one the
 * role cannot open, or that sends the user elsewhere, asks for nothing.
 */
export async function prefetchDataFor(location: { pathname: string; search: string }, queryClient: QueryClient, session: GuardSession | null): Promise<void> {
  if (decideAccess({ path: location.pathname, session, hasSavedAccounts: false }).kind !== 'allow') return;
  if (location.pathname === '/tracking') {
    // The request's own module, not the feature's index: that one evaluates the whole list
    // screen first, and the request would leave about 350 ms later (with a 4x slower CPU).
    const { prefetchOpeningList } = await import('@/features/tracking/api/prefetch-opening-list');
    await prefetchOpeningList(queryClient, location.search);
  } else if (location.pathname === '/dashboard' || location.pathname === '/') {
    const dashboard = await import('@/features/dashboard');
    await dashboard.prefetchDashboard(queryClient);
  }
}
