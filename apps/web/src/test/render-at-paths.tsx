import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ToastProvider } from '@/components/toast/ToastProvider';
import { testQueryClient } from '@/test/render';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Renders a screen under several paths (an editor's new, edit and copy addresses), showing where it is. */
export function renderAtPaths(element: ReactElement, paths: string[], url: string) {
  const router = createMemoryRouter(
    [
      ...paths.map((path) => ({
        path,
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      })),
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const queryClient = testQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
