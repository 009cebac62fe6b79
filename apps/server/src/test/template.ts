import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Suites started together (two checkouts, two terminals) each get their own templates. */
// Lowercase, as PostgreSQL folds the unquoted database names built from it.
const RUN_ID = (process.env.TEST_RUN_ID ?? 'default').replace(/\W/g, '').toLowerCase();

/** Where the migrated PGlite template is dumped for the test files to clone. */
export const PGLITE_TEMPLATE = path.resolve(import.meta.dirname, `../../.tmp/pglite-template-${RUN_ID}.tar`);

export const PG_TEMPLATE_DB = `trailpost_test_template_${RUN_ID}`;

/** TEST_DATABASE_URL names a Citus coordinator (`npm run test:citus`): each database is made on every node. */
export const ON_CLUSTER = process.env.TEST_CLUSTER === '1';

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export function ensureDir(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
}
