import type { ComponentType } from 'react';
import { preloadableLazy, type Preloadable } from './preloadable-lazy';
import { ROUTES } from './route-table';

/*
 * Each screen is its own chunk, fetched when its route is first opened (the sign-in page does
 * not download the dashboard's charts). Several paths share a screen and so its chunk.
 */
type LazyScreen = Preloadable<object>;

type ScreenModule = Record<string, ComponentType>;

// The not-found screen is drawn by every unknown address and so comes with the app itself.
const LOADERS = import.meta.glob<ScreenModule>(['/src/features/*/routes/*Route.tsx', '/src/app/pages/*Page.tsx', '!**/*.test.tsx', '!/src/features/not-found/**']);

const screenOf = new Map<string, LazyScreen>();

/** One lazy screen per module, so that paths sharing a module share its screen. */
function lazyScreen(modulePath: string): LazyScreen {
  const known = screenOf.get(modulePath);
  if (known) return known;
  const load = LOADERS[modulePath];
  if (!load) throw new Error(`No screen module at ${modulePath}`);
  const name = modulePath.slice(modulePath.lastIndexOf('/') + 1).replace(/\.tsx$/, '');
  const screen = preloadableLazy(async () => {
    const component = (await load())[name];
    if (!component) throw new Error(`${modulePath} does not export ${name}`);
    return component;
  });
  screenOf.set(modulePath, screen);
  return screen;
}

/** Screens built so far, by route path. Other routes show the shell with an empty content area. */
export const SCREENS: Partial<Record<string, LazyScreen>> = Object.fromEntries(ROUTES.flatMap((route) => (route.module ? [[route.path, lazyScreen(route.module)]] : [])));
