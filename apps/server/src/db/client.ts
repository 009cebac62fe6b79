import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockEmbeddedDatabase } from './embedded-lock.js';
import * as schema from './schema/index.js';
import { detectDistribution } from './distributed.js';

/** Extensions the migrations create (pg_trgm, from the first shipments migration); PGlite needs them loaded when it opens. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** One type for both drivers: repositories never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a transaction callback receives: the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pg pool, for what needs a dedicated connection (migration lock, LISTEN). */
  pool: pg.Pool | null;
  /** The embedded database itself, for its in-process LISTEN. */
  pglite: PGlite | null;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** Folder of the embedded database, used when databaseUrl is null. */
  dataDir?: string;
  /** An existing PGlite (tests hand in a clone of the migrated template). */
  pglite?: PGlite;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server ends (restart, failover, a dropped test database) is thrown
    // away by the pool and replaced on the next query; unheard, its error would end the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await detectDistribution(pool);
    return { db, kind: 'postgres', pool, pglite: null, close: () => pool.end() };
  }
  let client = options.pglite;
  let release: () => Promise<void> = async () => undefined;
  if (!client) {
    if (!options.dataDir) throw new Error('dataDir is required for the embedded database');
    const dir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    release = await lockEmbeddedDatabase(dir);
    try {
      client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    } catch (error) {
      await release();
      throw error;
    }
  }
  const owned = client;
  const db = drizzlePglite(owned, { schema }) as unknown as Db;
  const close = async () => {
    await owned.close();
    await release();
  };
  return { db, kind: 'pglite', pool: null, pglite: owned, close };
}

/** The rows of a raw `db.execute(sql…)`, which both drivers return as `{ rows }`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A text[] column: an array from both drivers, or its '{a,b}' text from some paths (plain values only). */
export function textArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.replace(/^\{|\}$/g, '').split(',').filter(Boolean) : [];
}

/** Timestamps arrive as Date from both drivers, as text from some paths: accept both. */
export function dateOf(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(String(value));
}

/** count(*) and bigint arrive as strings from pg and as numbers from PGlite. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') return Number(value);
  return 0;
}
