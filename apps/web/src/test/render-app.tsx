import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { buildRouteObjects } from '@/app/routes/route-objects';
import { testQueryClient } from './render';

/** The whole app (providers, gate, shell, screens) at a path, in memory. */
export function renderApp(url: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [url] });
  const queryClient = testQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
