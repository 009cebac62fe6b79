import { matchRoutes } from 'react-router';
import { drawsShell, ROUTES, TITLE_GROUPS, type AppRoute, type TitleGroup } from './route-table';

const MATCHABLE = ROUTES.map((route) => ({ path: route.path, route }));

/** Pathnames already matched: the router flattens and ranks the whole table on every match, and the shell asks several times a render. */
const matched = new Map<string, AppRoute | null>();
const MATCHED_MAX = 200;

/** The table entry for a pathname, ranked like the router ranks routes; null when unknown. */
export function matchAppRoute(pathname: string): AppRoute | null {
  const known = matched.get(pathname);
  if (known !== undefined) return known;
  const matches = matchRoutes(MATCHABLE, pathname);
  const route = matches?.[matches.length - 1]?.route.route ?? null;
  // Addresses with ids are many; the first ones seen are enough to spare most matches.
  if (matched.size < MATCHED_MAX) matched.set(pathname, route);
  return route;
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
