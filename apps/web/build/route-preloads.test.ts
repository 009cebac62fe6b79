import { describe, expect, it } from 'vitest';
import { APP_SHELL_MODULE, ROUTES } from '../src/app/routes/route-table';
import { preloadsOfBundle, type Bundle, type Chunk } from './route-preloads';

const ROOT = '/app';
const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false): Chunk => ({ type: 'chunk', fileName, imports, facadeModuleId, isEntry, name: isEntry ? 'index' : fileName });

/** A bundle in which every screen module has a chunk importing a shared one, which imports React (the entry's). */
function bundleOf(extra: Chunk[] = []): Bundle {
  const chunks = [
    chunk('assets/index.js', ['assets/react.js'], '/app/src/main.tsx', true),
    chunk('assets/react.js', []),
    chunk('assets/shared.js', ['assets/react.js']),
    chunk('assets/AppShell.js', ['assets/shared.js', 'assets/react.js'], `${ROOT}${APP_SHELL_MODULE}`),
    ...[...new Set(ROUTES.flatMap((route) => route.module ?? []))].map((module) => chunk(`assets/${module.split('/').pop()!.replace('.tsx', '')}.js`, ['assets/shared.js'], `${ROOT}${module}`)),
    ...extra,
  ];
  return Object.fromEntries(chunks.map((item) => [item.fileName, item]));
}

describe('route-preloads.json', () => {
  it("lists a screen's chunk and what it imports, without what the entry already loads", () => {
    const preloads = preloadsOfBundle(bundleOf(), ROOT)!;
    expect(preloads.routes.find((route) => route.path === '/tracking/:id')).toEqual({ path: '/tracking/:id', files: ['/assets/TrackingPage.js', '/assets/shared.js'], shell: true });
    expect(preloads.shell).toEqual(['/assets/AppShell.js', '/assets/shared.js']);
  });

  it('tells the screens drawn without the shell', () => {
    const preloads = preloadsOfBundle(bundleOf(), ROOT)!;
    expect(preloads.routes.find((route) => route.path === '/login')?.shell).toBe(false);
    expect(preloads.routes.find((route) => route.path === '/dashboard')?.shell).toBe(true);
  });

  it('covers every route with a screen', () => {
    expect(preloadsOfBundle(bundleOf(), ROOT)!.routes.map((route) => route.path).sort()).toEqual(ROUTES.filter((route) => route.module).map((route) => route.path).sort());
  });

  it('writes nothing for a bundle without the app (the tracking page has its own entry)', () => {
    expect(preloadsOfBundle({ 'assets/tracking-page.js': chunk('assets/tracking-page.js', [], '/app/src/public/main.ts') }, ROOT)).toBeNull();
  });

  it('stops the build when a screen has no chunk of its own', () => {
    const bundle = bundleOf();
    delete bundle['assets/TrackingPage.js'];
    expect(() => preloadsOfBundle(bundle, ROOT)).toThrow(/no chunk for \/src\/app\/pages\/TrackingPage.tsx/);
  });
});
