/**
 * What the web build writes beside index.html (route-preloads.json) and the server reads to add
 * preload hints to the page it answers for an address: the scripts the address's screen needs
 * beyond the entry's own, so the browser fetches them with the page instead of one after another.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreload {
  /** A route path as the web app's router writes it ("/tracking/:id"). */
  path: string;
  /** The screen's scripts, as addresses ("/assets/TrackingPage-abc123.js"). */
  files: string[];
  /** Whether the signed-in shell is drawn around the screen. */
  shell: boolean;
}

export interface RoutePreloads {
  routes: RoutePreload[];
  /** The shell's scripts, needed beside a shell route's own when the visitor is signed in. */
  shell: string[];
}
