import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './query-client';
import { buildRouteObjects } from './routes/route-objects';

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * `queryClient` is given when the start-up already asked for data (main.tsx). The declarative
 * router: the app uses no loaders, actions or blockers, and the data router's code was 16 KB of
 * gzipped script on every screen, the sign-in page's included.
 */
export function App({ queryClient: given }: { queryClient?: QueryClient } = {}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [routes] = useState(buildRouteObjects);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppProviders>
  );
}
