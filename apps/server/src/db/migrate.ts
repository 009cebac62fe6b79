import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.js';
import { allowRowTriggers, distributeTables } from './distribute.js';

/** The SQL files live beside the source; the built server reads the same folder. */
export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../src/db/migrations');

/** Arbitrary constant: serialises migrations when several processes start at once. */
const MIGRATION_LOCK = 727_001;

export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (!database.pool) {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  // One connection holds the lock and runs the migrations, so a second starter waits
  // and then finds every migration recorded as applied.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await allowRowTriggers(client);
    await migratePg(drizzlePg(client), config);
    await distributeTables(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
