import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { DiscardScope } from '@/components/discard-guard/DiscardScope';
import { AppProviders } from './AppProviders';
import { GuardedBrowserRouter } from './GuardedBrowserRouter';
import { createQueryClient } from './query-client';
import { buildRouteObjects } from './routes/route-objects';

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * `queryClient` is given when the start-up already asked for data (main.tsx). The declarative
 * router: the app uses no loaders, actions or fetchers, and the data router's code was 16 KB of
 * gzipped script on every screen, the sign-in page's included. Its history holds moves away from
 * unsaved input, which the pages' forms report to one scope.
 */
export function App({ queryClient: given }: { queryClient?: QueryClient } = {}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [routes] = useState(buildRouteObjects);
  return (
    <AppProviders queryClient={queryClient}>
      <GuardedBrowserRouter>
        <DiscardScope>
          <AppRoutes routes={routes} />
        </DiscardScope>
      </GuardedBrowserRouter>
    </AppProviders>
  );
}
