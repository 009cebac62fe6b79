import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { ScreenSkeleton } from '@/components/ScreenSkeleton';
import { NotFoundRoute } from '@/features/not-found/routes/NotFoundRoute';
import { RouteGate } from '../guard/RouteGate';
import { ROUTES } from './route-table';
import { SCREENS } from './screens';

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
