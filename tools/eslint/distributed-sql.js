import fs from 'node:fs';
import path from 'node:path';
import { isSqlText, SQL_WRITE, sqlTables, tableOfNode } from './table-writes.js';

/**
 * SQL a distributed database (Citus) runs on tenant tables (decision 0054): it refuses a
 * volatile function (now(), random() …) in an upsert's DO UPDATE SET and inside CASE or
 * COALESCE of a write, so those writes take the time as a parameter. Tables listed in
 * apps/server/src/db/global-tables.ts are not distributed and are left alone.
 */
const server = path.resolve(import.meta.dirname, '../../apps/server/src');
const GLOBAL_TABLES = new Set(
  [...fs.readFileSync(path.join(server, 'db/global-tables.ts'), 'utf8').matchAll(/'([a-z_]+)'/g)].map((match) => match[1]),
);
const VOLATILE = /\b(?:now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|random|gen_random_uuid)\s*\(\s*\)|\bcurrent_timestamp\b|\blocaltimestamp\b/gi;
const MESSAGE = 'A distributed database refuses a volatile function (now(), random()) in an upsert\'s SET or in CASE/COALESCE of a write on a tenant table: pass the value in as a parameter (decision 0054).';

/** The spans of `text` that are an upsert's DO UPDATE SET clause: up to the parenthesis that closes its CTE, or the end. */
function upsertSpans(text) {
  const spans = [];
  for (const match of text.matchAll(/do\s+update\s+set/gi)) {
    let depth = 0;
    let end = text.length;
    for (let i = match.index; i < text.length; i += 1) {
      depth += text[i] === '(' ? 1 : text[i] === ')' ? -1 : 0;
      if (depth < 0) {
        end = i;
        break;
      }
    }
    spans.push([match.index, end]);
  }
  return spans;
}

/** Whether position `at` of `text` lies inside a CASE … END or a COALESCE( … ). */
function insideCaseOrCoalesce(text, at) {
  const before = text.slice(0, at).toLowerCase();
  const cases = (before.match(/\bcase\b/g) ?? []).length;
  const ends = (before.match(/\bend\b/g) ?? []).length;
  if (cases > ends) return true;
  const open = before.lastIndexOf('coalesce(');
  if (open < 0) return false;
  let depth = 0;
  for (const char of before.slice(open + 'coalesce'.length)) depth += char === '(' ? 1 : char === ')' ? -1 : 0;
  return depth > 0;
}

/** The Drizzle write a fragment is passed to (`.set(…)`, `.onConflictDoUpdate(…)`), with the table of its chain. */
function drizzleWriteOf(context, node) {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type !== 'CallExpression' || current.callee.type !== 'MemberExpression') continue;
    const method = current.callee.property.name;
    if (method !== 'set' && method !== 'onConflictDoUpdate') continue;
    // Walk down the chain to .insert(table) / .update(table).
    for (let chain = current.callee.object; chain?.type === 'CallExpression' && chain.callee.type === 'MemberExpression'; chain = chain.callee.object) {
      if (['insert', 'update'].includes(chain.callee.property.name)) return { upsert: method === 'onConflictDoUpdate', table: tableOfNode(context, chain.arguments[0]) };
    }
    return { upsert: method === 'onConflictDoUpdate', table: null };
  }
  return null;
}

export default {
  rules: {
    'volatile-in-writes': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const relative = path.relative(server, file);
        if (relative.startsWith('..') || relative.startsWith(`test${path.sep}`) || file.endsWith('.test.ts')) return {};

        const check = (node, text) => {
          const written = [...text.matchAll(SQL_WRITE)].map((match) => match[1].toLowerCase()).filter((table) => sqlTables.has(table));
          const drizzle = written.length ? null : drizzleWriteOf(context, node);
          if (!written.length && !drizzle) return;
          const tables = written.length ? written : [drizzle.table];
          if (tables.every((table) => table && GLOBAL_TABLES.has(table))) return;
          const upserts = upsertSpans(text);
          for (const match of text.matchAll(VOLATILE)) {
            const inUpsert = drizzle?.upsert || upserts.some(([start, end]) => match.index > start && match.index < end);
            if (inUpsert || insideCaseOrCoalesce(text, match.index)) {
              context.report({ node, message: MESSAGE });
              return;
            }
          }
        };

        return {
          TemplateLiteral(node) {
            if (isSqlText(node)) check(node, node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' ? '));
          },
          Literal(node) {
            if (typeof node.value === 'string' && isSqlText(node)) check(node, node.value);
          },
        };
      },
    },
  },
};
