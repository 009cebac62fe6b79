import path from 'node:path';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '@trailpost/contracts';
import type { Plugin } from 'vite';
import { APP_SHELL_MODULE, drawsShell, ROUTES } from '../src/app/routes/route-table';

export type Chunk = { type: 'chunk'; fileName: string; imports: string[]; facadeModuleId: string | null; isEntry: boolean; name: string };
export type Bundle = Record<string, Chunk | { type: 'asset' }>;

/** A chunk and every chunk it imports statically, as file names. */
function closureOf(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) closureOf(bundle, imported, into);
  return into;
}

/**
 * For each route of the app's table, the scripts its screen needs beyond those index.html already
 * loads (the entry's); null for a bundle without the app's entry.
 */
export function preloadsOfBundle(bundle: Bundle, root: string): RoutePreloads | null {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
  if (!entry) return null;
  const loaded = closureOf(bundle, entry.fileName);
  const fileOfModule = new Map(chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk.fileName] as const] : [])));
  const filesOf = (modulePath: string) => {
    const fileName = fileOfModule.get(path.join(root, modulePath));
    if (!fileName) throw new Error(`route-preloads: no chunk for ${modulePath}`);
    return [...closureOf(bundle, fileName)].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
  };
  return {
    routes: ROUTES.flatMap((route) => (route.module ? [{ path: route.path, files: filesOf(route.module), shell: drawsShell(route) }] : [])),
    shell: filesOf(APP_SHELL_MODULE),
  };
}

/**
 * Writes route-preloads.json (preloadsOfBundle). The browser would otherwise learn of a screen's
 * scripts only once the entry had run and asked for the screen, and of their imports only once
 * those had arrived: a chain of round trips before the first screen can be drawn.
 */
export function routePreloads(root: string): Plugin {
  return {
    name: 'trailpost:route-preloads',
    apply: 'build',
    generateBundle(_options, output) {
      const preloads = preloadsOfBundle(output as unknown as Bundle, root);
      if (preloads) this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
