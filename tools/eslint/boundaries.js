import path from 'node:path';

/**
 * Import boundaries of the architecture (DESIGN §3), checked on resolved paths so that a
 * relative import cannot slip past them:
 *  web:    app -> features -> components/lib; a feature never imports another feature.
 *  server: routes -> service -> repository -> db; platform/ and db/ never import a module;
 *          a module never imports another module's repository; a repository imports no service.
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

function violation(file, target) {
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
  return null;
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
          const message = target && violation(context.filename, target);
          if (message) context.report({ node, message });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};
