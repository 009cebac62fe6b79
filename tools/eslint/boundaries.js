import path from 'node:path';

/**
 * Import boundaries of the architecture (DESIGN §3), checked on resolved paths so that a
 * relative import cannot slip past them:
 *  web:    app -> features -> components/lib; a feature never imports another feature.
 *  server: routes -> service -> repository -> db; platform/ and db/ never import a module;
 *          a module never imports another module's repository; a repository imports no service;
 *          from outside a module (or tracking/), only its index.ts, its public API, is imported.
 *          jobs/ may lazily import() a handler's own file: the index would load the whole module
 *          at start and defeat the laziness. Tests may reach internals to plant and inspect rows.
 */
const root = path.resolve(import.meta.dirname, '../..');
const web = path.join(root, 'apps/web/src');
const server = path.join(root, 'apps/server/src');

function resolveImport(file, source) {
  if (source.startsWith('@/')) return path.join(web, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  return null;
}

/** The first folder below `base`, or null when `target` is outside it. */
function segmentsUnder(base, target) {
  const relative = path.relative(base, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep);
}

/** `modules/<name>` or `tracking`: the unit whose index.ts is its public API; null for others. */
function publicUnit(segments) {
  if (segments[0] === 'modules' && segments.length > 2) return { name: segments.slice(0, 2).join('/'), inside: segments.slice(2) };
  if (segments[0] === 'tracking' && segments.length > 1) return { name: 'tracking', inside: segments.slice(1) };
  return null;
}

function internalsViolation(fromS, toS, lazy) {
  const to = publicUnit(toS);
  if (!to || publicUnit(fromS)?.name === to.name) return null;
  if (to.inside.length === 1 && /^index\.(js|ts)$/.test(to.inside[0])) return null;
  if (lazy && fromS[0] === 'jobs') return null;
  return `Import ${to.name} through its index.ts, its public API, not its internals.`;
}

function violation(file, target, lazy) {
  const from = segmentsUnder(web, file);
  const to = segmentsUnder(web, target);
  if (from && to) {
    if (from[0] === 'features' && to[0] === 'app') return 'Features do not import the app layer.';
    if (from[0] === 'features' && to[0] === 'features' && to[1] && to[1] !== from[1])
      return 'A feature never imports another feature; compose them in a page.';
    if ((from[0] === 'components' || from[0] === 'lib') && (to[0] === 'features' || to[0] === 'app'))
      return 'components/ and lib/ are shared: they import neither features nor app.';
    return null;
  }
  const fromS = segmentsUnder(server, file);
  const toS = segmentsUnder(server, target);
  if (!fromS || !toS || fromS[0] === 'test' || file.endsWith('.test.ts')) return null;
  const name = path.basename(target).replace(/\.(js|ts)$/, '');
  if ((fromS[0] === 'platform' || fromS[0] === 'db') && (toS[0] === 'modules' || toS[0] === 'tracking'))
    return 'platform/ and db/ are below the modules: they never import one.';
  if (fromS[0] === 'modules' && toS[0] === 'modules' && toS[1] !== fromS[1] && /repository$/.test(name))
    return "Call the other module's service, not its repository.";
  if (fromS[0] === 'modules' && /repository$/.test(path.basename(file).replace(/\.ts$/, '')) && /(service|routes)$/.test(name))
    return 'A repository only queries: it imports no service or route.';
  return internalsViolation(fromS, toS, lazy);
}

export default {
  rules: {
    boundaries: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string') return;
          const target = resolveImport(context.filename, source);
          const message = target && violation(context.filename, target, node.type === 'ImportExpression');
          if (message) context.report({ node, message });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};
