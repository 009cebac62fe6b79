import { lazy, useState, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * `React.lazy` that does not suspend when its chunk is already here. Plain `lazy` suspends on its
 * first render even for a chunk fetched while the app started, so the screen would show its
 * skeleton and wait for React to try again (nested boundaries reveal at most every 300 ms).
 * Which component a mount uses is decided once, so a mounted screen is never swapped.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function PreloadableScreen(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(PreloadableScreen, { preload });
}
