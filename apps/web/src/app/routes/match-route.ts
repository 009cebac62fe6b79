import { matchRoutes } from 'react-router';
import { drawsShell, ROUTES, TITLE_GROUPS, type AppRoute, type TitleGroup } from './route-table';

const MATCHABLE = ROUTES.map((route) => ({ path: route.path, route }));

/** The table entry for a pathname, ranked like the router ranks routes; null when unknown. */
export function matchAppRoute(pathname: string): AppRoute | null {
  const matches = matchRoutes(MATCHABLE, pathname);
  const last = matches?.[matches.length - 1];
  return last ? last.route.route : null;
}

export function groupForPath(pathname: string): TitleGroup | null {
  return matchAppRoute(pathname)?.group ?? null;
}

/** The top-bar title for a pathname, from its path group. */
export function titleForPath(pathname: string): string {
  const group = groupForPath(pathname);
  return group ? TITLE_GROUPS[group] : '';
}

/** The shell is drawn only on guarded routes that do not hide it. */
export function showsShell(pathname: string): boolean {
  const route = matchAppRoute(pathname);
  return route !== null && drawsShell(route);
}
