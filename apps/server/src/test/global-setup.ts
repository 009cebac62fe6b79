import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, PGLITE_EXTENSIONS } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { createClusterDatabase, dropClusterDatabase, freezeTemplate } from './cluster-databases.js';
import { adminQuery, ensureDir, ON_CLUSTER, PG_TEMPLATE_DB, PGLITE_TEMPLATE, withDatabase } from './template.js';

/** Migrates one template per run; every test file starts from a copy of it. */
export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url && ON_CLUSTER) {
    await dropClusterDatabase(url, PG_TEMPLATE_DB);
    await createClusterDatabase(url, PG_TEMPLATE_DB);
    const database = await openDatabase({ databaseUrl: withDatabase(url, PG_TEMPLATE_DB), poolSize: 1 });
    await migrate(database);
    await database.close();
    await freezeTemplate(url, PG_TEMPLATE_DB);
    return async () => dropClusterDatabase(url, PG_TEMPLATE_DB);
  }
  if (url) {
    await adminQuery(url, `drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await adminQuery(url, `create database ${PG_TEMPLATE_DB}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, PG_TEMPLATE_DB), poolSize: 1 });
    await migrate(database);
    await database.close();
    return async () => adminQuery(url, `drop database if exists ${PG_TEMPLATE_DB} with (force)`);
  }
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ databaseUrl: null, pglite });
  await migrate(database);
  // Uncompressed: every test file loads it, and gunzipping 5 MB back into 43 MB cost each
  // of them a quarter of a second of processor (decision 0041).
  const dump = await pglite.dumpDataDir('none');
  ensureDir(PGLITE_TEMPLATE);
  fs.writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return async () => fs.rmSync(PGLITE_TEMPLATE, { force: true });
}
