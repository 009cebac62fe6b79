import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { ScreenSkeleton } from '@/components/ScreenSkeleton';
import { NotFoundRoute } from '@/features/not-found/routes/NotFoundRoute';
import { RouteGate } from '../guard/RouteGate';
import { ROUTES } from './route-table';
import { SCREENS } from './screens';
import { matchAppRoute } from './match-route';

/**
 * Starts fetching the opened address's screen at once, beside the session check, instead of
 * after it (the browser would otherwise wait for one chunk to ask for the next).
 */
export function preloadScreenFor(pathname: string): Promise<unknown> {
  const route = matchAppRoute(pathname);
  return (route && SCREENS[route.path]?.preload()) || Promise.resolve();
}

/** Router configuration derived from the route table; every route passes through the gate. */
export function buildRouteObjects(): RouteObject[] {
  return [
    {
      element: <RouteGate />,
      children: [
        ...ROUTES.map((route): RouteObject => {
          const Screen = SCREENS[route.path];
          return {
            path: route.path,
            element: Screen ? (
              <Suspense fallback={<ScreenSkeleton />}>
                <Screen />
              </Suspense>
            ) : null,
          };
        }),
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ];
}
