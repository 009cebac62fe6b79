import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './tools/eslint/boundaries.js';
import tableWrites from './tools/eslint/table-writes.js';
import distributedSql from './tools/eslint/distributed-sql.js';


export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.tmp/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Layering of DESIGN §3, checked on resolved import paths (tools/eslint/boundaries.js).
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { trailpost: boundaries },
    rules: { 'trailpost/boundaries': 'error' },
  },
  {
    // One owner per table (decision 0049): the map is tools/eslint/table-owners.js.
    files: ['apps/server/src/**/*.ts'],
    plugins: { tables: tableWrites },
    rules: { 'tables/table-owners': 'error' },
  },
  {
    // SQL a distributed database runs on tenant tables (decision 0054): no now() in an upsert's SET or in
    // CASE/COALESCE of a write; every row lock names its tenant, claims across tenants live in platform/claim.ts.
    files: ['apps/server/src/**/*.ts'],
    plugins: { distributed: distributedSql },
    rules: { 'distributed/volatile-in-writes': 'error', 'distributed/row-locks': 'error' },
  },
  {
    // Events are written by one builder (decision 0046): no other server file takes the table
    // object or writes SQL that inserts into it. Tests plant old and malformed rows on purpose.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/platform/event-log.ts', 'apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/db/schema', '**/db/schema/*'], importNames: ['events'], message: 'Write events with platform/event-log.ts (recordEvents, recordEventsFrom).' }] },
      ],
      'no-restricted-syntax': [
        'error',
        ...['TemplateElement', 'Literal'].map((node) => ({
          selector: `${node}[value${node === 'Literal' ? '' : '.raw'}=/insert\\s+into\\s+"?events"?[\\s(]/i]`,
          message: 'Write events with platform/event-log.ts (recordEvents, recordEventsFrom).',
        })),
        { selector: "CallExpression[callee.property.name='insert'] > MemberExpression.arguments[property.name='events']", message: 'Write events with platform/event-log.ts (recordEvents, recordEventsFrom).' },
      ],
    },
  },
  // ---- web ----
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['packages/contracts/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', 'fastify*', 'react*', 'drizzle-orm*'], message: 'contracts is shared by server and web and depends on neither.' }] }],
    },
  },
);
