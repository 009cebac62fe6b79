import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './query-client';
import { buildRouteObjects } from './routes/route-objects';

/** `queryClient` is given when the start-up already asked for data (main.tsx). */
export function App({ queryClient: given }: { queryClient?: QueryClient } = {}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [router] = useState(() => createBrowserRouter(buildRouteObjects()));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
