import fs from 'node:fs';
import path from 'node:path';
import { TABLE_OWNERS } from './table-owners.js';

/**
 * One owner per table (decision 0049): a server file outside a table's owner (table-owners.js)
 * may read it but never write it. A write is a Drizzle `.insert/.update/.delete(table)` on a
 * table object from db/schema (or a local alias of one), `insert into` / `update` /
 * `delete from` in SQL text, or a claim naming the table (`table: 'shipments'`), which sets
 * its lease columns. Tests plant rows on purpose and are not checked.
 */
const server = path.resolve(import.meta.dirname, '../../apps/server/src');
const schemaDir = path.join(server, 'db/schema');

/** Drizzle export name -> SQL table name, read from the schema files themselves. */
function tablesOfSchema() {
  const byExport = new Map();
  for (const file of fs.readdirSync(schemaDir)) {
    const text = fs.readFileSync(path.join(schemaDir, file), 'utf8');
    for (const match of text.matchAll(/export const (\w+)\s*=\s*pgTable\(\s*'(\w+)'/g)) byExport.set(match[1], match[2]);
  }
  return byExport;
}

const tableOfExport = tablesOfSchema();
export const sqlTables = new Set(tableOfExport.values());
export const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

function ownersOf(table) {
  const owner = TABLE_OWNERS[table];
  return owner === undefined ? [] : [owner].flat();
}

function findVariable(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable) return variable;
  }
  return null;
}

function isSchemaImport(file, source) {
  if (typeof source !== 'string' || !source.startsWith('.')) return false;
  const target = path.resolve(path.dirname(file), source);
  return target === schemaDir || target.startsWith(schemaDir + path.sep);
}

/** The SQL table a Drizzle call's argument stands for, or null when it is no schema table. */
export function tableOfNode(context, node, seen = 0) {
  if (seen > 5) return null;
  const scope = context.sourceCode.getScope(node);
  if (node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.property.type === 'Identifier') {
    const namespace = findVariable(scope, node.object.name)?.defs[0];
    const isNamespace = namespace?.type === 'ImportBinding' && namespace.node.type === 'ImportNamespaceSpecifier';
    return isNamespace && isSchemaImport(context.filename, namespace.parent.source.value) ? (tableOfExport.get(node.property.name) ?? null) : null;
  }
  if (node.type !== 'Identifier') return null;
  const definition = findVariable(scope, node.name)?.defs[0];
  if (!definition) return null;
  if (definition.type === 'ImportBinding' && definition.node.type === 'ImportSpecifier') {
    if (!isSchemaImport(context.filename, definition.parent.source.value)) return null;
    return tableOfExport.get(definition.node.imported.name ?? definition.node.imported.value) ?? null;
  }
  const init = definition.type === 'Variable' ? definition.node.init : null;
  return init && (init.type === 'Identifier' || init.type === 'MemberExpression') ? tableOfNode(context, init, seen + 1) : null;
}

export function isSqlText(node) {
  const parent = node.parent;
  if (parent?.type === 'TaggedTemplateExpression') {
    const tag = parent.tag;
    return (tag.type === 'Identifier' && tag.name === 'sql') || (tag.type === 'MemberExpression' && tag.object.name === 'sql');
  }
  // sql.raw('...'), db.execute('...'), client.query('...')
  if (parent?.type === 'CallExpression' && parent.arguments[0] === node && parent.callee.type === 'MemberExpression') {
    const name = parent.callee.property.name;
    return name === 'raw' || name === 'execute' || name === 'query' || name === 'exec';
  }
  return false;
}

/** The server file's path from apps/server/src, with '/', or null for what these checks leave alone (not server code, a test, the test harness). */
export function checkedServerPath(file) {
  const relative = path.relative(server, file);
  if (relative.startsWith('..') || relative.startsWith(`test${path.sep}`) || file.endsWith('.test.ts')) return null;
  return relative.split(path.sep).join('/');
}

export default {
  rules: {
    'table-owners': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const posix = checkedServerPath(context.filename);
        if (posix === null) return {};

        const check = (node, table) => {
          if (!table) return;
          const owners = ownersOf(table);
          if (owners.length === 0) {
            if (sqlTables.has(table)) context.report({ node, message: `Table ${table} has no owner in tools/eslint/table-owners.js.` });
            return;
          }
          if (owners.some((owner) => posix.startsWith(owner))) return;
          context.report({ node, message: `Only ${owners.join(' and ')} ${owners.length > 1 ? 'write' : 'writes'} ${table}: call its public function (one owner per table, decision 0049).` });
        };

        const checkText = (node, text) => {
          for (const match of text.matchAll(SQL_WRITE)) {
            const table = match[1].toLowerCase();
            if (sqlTables.has(table)) check(node, table);
          }
        };

        return {
          CallExpression(node) {
            const callee = node.callee;
            if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
            if (!['insert', 'update', 'delete'].includes(callee.property.name) || node.arguments.length !== 1) return;
            check(node, tableOfNode(context, node.arguments[0]));
          },
          TemplateLiteral(node) {
            if (isSqlText(node)) checkText(node, node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' ? '));
          },
          Literal(node) {
            if (typeof node.value === 'string' && isSqlText(node)) checkText(node, node.value);
          },
          // claimWithLease({ table: 'shipments', set: ... }) writes the lease columns of that table.
          Property(node) {
            const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
            if (key === 'table' && node.value.type === 'Literal' && sqlTables.has(node.value.value)) check(node, node.value.value);
          },
        };
      },
    },
  },
};
