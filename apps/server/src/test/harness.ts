import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, PGLITE_EXTENSIONS, type Database } from '../db/client.js';
import { configuredProviders } from '../tracking/configured-providers.js';
import type { FetchLike } from '../tracking/providers/provider-support.js';
import { copyClusterDatabase, dropClusterDatabase } from './cluster-databases.js';
import { adminQuery, ON_CLUSTER, PG_TEMPLATE_DB, PGLITE_TEMPLATE, withDatabase } from './template.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** A private database cloned from the migrated template: PostgreSQL when TEST_DATABASE_URL is set. */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `trailpost_test_${randomBytes(6).toString('hex')}`;
    if (ON_CLUSTER) await copyClusterDatabase(url, name, PG_TEMPLATE_DB);
    else await adminQuery(url, `create database ${name} template ${PG_TEMPLATE_DB}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 5 });
    return {
      database,
      drop: async () => {
        await database.close();
        if (ON_CLUSTER) await dropClusterDatabase(url, name);
        else await adminQuery(url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const pglite = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(PGLITE_TEMPLATE)]), extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ databaseUrl: null, pglite });
  return { database, drop: () => database.close() };
}

export const TEST_PUBLIC_URL = 'http://trailpost.test';
/** Nobody listens here: a DNS question gets "connection refused" at once. */
export const CLOSED_DNS_PORT = '127.0.0.1:9';

/** Courier hosts are never called from tests: a keys check answers "unreachable" at once. */
export const NO_COURIERS: FetchLike = async () => {
  throw new TypeError('couriers are not reachable from tests');
};

export interface TestAppOptions {
  /** How the courier adapters reach their hosts: a test routes them to local stand-ins. */
  courierFetch?: FetchLike;
}

export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  // Files a test stores (logos, uploads) go to a folder of its own, removed with the app.
  const ownDataDir = overrides.dataDir ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'trailpost-data-'));
  const config: Config = {
    ...loadConfig({}, []),
    ...(ownDataDir ? { dataDir: ownDataDir } : {}),
    publicUrl: TEST_PUBLIC_URL,
    subDomainSuffix: '.trailpost.app',
    webDist: null,
    smtpUrl: null,
    // DNS checks never leave the machine: a test that needs answers starts its own server.
    dnsServers: [CLOSED_DNS_PORT],
    // Tests call as fast as they can with one account; the limits' own tests turn them on.
    apiRateLimit: 0,
    webRateLimit: 0,
    ...overrides,
  };
  const app = await buildApp({ config, database, providers: configuredProviders(config, { fetch: options.courierFetch ?? NO_COURIERS }) });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test file's app: created before its tests, closed after them. The returned object is
 * filled in by beforeAll, so use it inside tests and hooks only.
 */
export function useTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(overrides, options));
  });
  afterAll(async () => holder.close());
  return holder;
}
