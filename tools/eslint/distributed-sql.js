import fs from 'node:fs';
import path from 'node:path';
import { checkedServerPath, isSqlText, SQL_WRITE, sqlTables, tableOfNode } from './table-writes.js';

/**
 * SQL a distributed database (Citus) runs on tenant tables (decision 0054):
 * - `volatile-in-writes`: it refuses a volatile function (now(), random() …) in an upsert's DO
 *   UPDATE SET and inside CASE or COALESCE of a write, so those writes take the time as a
 *   parameter. The coordinator's own tables (COORDINATOR_TABLES in apps/server/src/db/global-tables.ts) are plain tables.
 * - `row-locks`: it runs FOR UPDATE / FOR SHARE only on one shard, so a row lock names its
 *   tenant (`tenantId` in a Drizzle lock's where, `tenant_id` in SQL text; the tenants table by
 *   its id). A claim across tenants (FOR UPDATE SKIP LOCKED) lives in platform/claim.ts alone.
 */
const server = path.resolve(import.meta.dirname, '../../apps/server/src');
// Reference tables are distributed too (a copy on every node) and share the rules; only the
// coordinator's own tables are plain PostgreSQL tables.
const COORDINATOR_TABLES = new Set(
  [...(/COORDINATOR_TABLES = \[([^\]]*)\]/.exec(fs.readFileSync(path.join(server, 'db/global-tables.ts'), 'utf8'))?.[1] ?? '').matchAll(/'([a-z_]+)'/g)].map((match) => match[1]),
);
const VOLATILE = /\b(?:now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|random|gen_random_uuid)\s*\(\s*\)|\bcurrent_timestamp\b|\blocaltimestamp\b/gi;
const CLAIM_HELPER = 'platform/claim.ts';
const SQL_LOCK = /\bfor\s+(?:no\s+key\s+)?update\b|\bfor\s+(?:key\s+)?share\b/i;
const LOCK_MESSAGE = 'A row lock names its tenant (tenant_id in its where), so a distributed database runs it on one shard; a claim across tenants goes through platform/claim.ts (decision 0054).';
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

/** The source text of a where condition, following a variable to what it was set to. */
function conditionText(context, node) {
  if (node.type === 'Identifier') {
    for (let scope = context.sourceCode.getScope(node); scope; scope = scope.upper) {
      const definition = scope.set.get(node.name)?.defs[0];
      if (definition?.type === 'Variable' && definition.node.init) return context.sourceCode.getText(definition.node.init);
    }
  }
  return context.sourceCode.getText(node);
}

export default {
  rules: {
    'row-locks': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = checkedServerPath(context.filename);
        if (file === null) return {};
        const isClaimHelper = file === CLAIM_HELPER;
        const checkText = (node, text) => {
          if (isClaimHelper || !SQL_LOCK.test(text)) return;
          if (/skip\s+locked/i.test(text) || !/\bwhere\b[\s\S]*\btenant_id\b/i.test(text)) context.report({ node, message: LOCK_MESSAGE });
        };
        return {
          // db.select()…where(…).for('update')
          CallExpression(node) {
            const callee = node.callee;
            if (callee.type !== 'MemberExpression' || callee.property.name !== 'for' || isClaimHelper) return;
            let where = null;
            let table = null;
            for (let chain = callee.object; chain?.type === 'CallExpression' && chain.callee.type === 'MemberExpression'; chain = chain.callee.object) {
              if (chain.callee.property.name === 'where' && !where) where = chain.arguments[0];
              if (chain.callee.property.name === 'from') table = tableOfNode(context, chain.arguments[0]);
            }
            const text = where ? conditionText(context, where) : '';
            const named = /\btenantId\b/.test(text) || (table === 'tenants' && /\btenants\.id\b/.test(text));
            if (!named) context.report({ node, message: LOCK_MESSAGE });
          },
          TemplateLiteral(node) {
            if (isSqlText(node)) checkText(node, node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' ? '));
          },
          Literal(node) {
            if (typeof node.value === 'string' && isSqlText(node)) checkText(node, node.value);
          },
        };
      },
    },
    'volatile-in-writes': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        if (checkedServerPath(context.filename) === null) return {};

        const check = (node, text) => {
          const written = [...text.matchAll(SQL_WRITE)].map((match) => match[1].toLowerCase()).filter((table) => sqlTables.has(table));
          const drizzle = written.length ? null : drizzleWriteOf(context, node);
          if (!written.length && !drizzle) return;
          const tables = written.length ? written : [drizzle.table];
          if (tables.every((table) => table && COORDINATOR_TABLES.has(table))) return;
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
