import type { QueryClient } from '@tanstack/react-query';
import type { GuardSession } from '../guard/access';
import { decideAccess } from '../guard/decide-access';
import { shipmentIdOf } from '../pages/tracking-paths';

/**
 * The data an opened address's screen asks for first, requested while the app starts (beside
 * its code) instead of after the screen's first render. The two screens merchants open most do
 * this: the shipment list (with a shipment's drawer on its own address) and the dashboard. Only for a screen the guard will show: one the
 * role cannot open, or that sends the user elsewhere, asks for nothing.
 */
export async function prefetchDataFor(location: { pathname: string; search: string }, queryClient: QueryClient, session: GuardSession | null): Promise<void> {
  if (decideAccess({ path: location.pathname, session, hasSavedAccounts: false }).kind !== 'allow') return;
  const shipmentId = location.pathname.startsWith('/tracking/') ? shipmentIdOf(location.pathname) : null;
  if (shipmentId) {
    // The drawer is what the address asks for: its code and the shipment first, then the list under it.
    const [{ shipmentQueryOptions }, { prefetchOpeningList }] = await Promise.all([
      import('@/features/shipment/api/get-shipment'),
      import('@/features/tracking/api/prefetch-opening-list'),
    ]);
    await Promise.all([import('@/features/shipment'), queryClient.prefetchQuery(shipmentQueryOptions(shipmentId)), prefetchOpeningList(queryClient, location.search)]);
  } else if (location.pathname === '/tracking') {
    // The request's own module, not the feature's index: that one evaluates the whole list
    // screen first, and the request would leave about 350 ms later (with a 4x slower CPU).
    const { prefetchOpeningList } = await import('@/features/tracking/api/prefetch-opening-list');
    await prefetchOpeningList(queryClient, location.search);
  } else if (location.pathname === '/dashboard' || location.pathname === '/') {
    const dashboard = await import('@/features/dashboard');
    await dashboard.prefetchDashboard(queryClient);
  }
}
