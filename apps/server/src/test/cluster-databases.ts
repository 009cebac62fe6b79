import pg from 'pg';
import { adminQuery, withDatabase } from './template.js';

/**
 * Test databases on a Citus cluster (`npm run test:citus`). A database there is one database of
 * the same name on every node: the coordinator holds the metadata, the workers the shards. The
 * template is made and migrated once (distributing its tables), then frozen; each test file's
 * database is a copy of it made on every node at once, so the copies' metadata and shards match.
 */

interface Node {
  url: string;
}

/** The workers the maintenance database knows (citus_add_node was run there, README says how). */
async function workers(url: string): Promise<Node[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nodename: string; nodeport: number }>(`select nodename, nodeport from pg_dist_node where groupid <> 0 order by groupid`);
    return rows.map((row) => {
      const node = new URL(url);
      node.hostname = row.nodename;
      node.port = String(row.nodeport);
      return { url: node.toString() };
    });
  } finally {
    await client.end();
  }
}

const everyNode = async (url: string) => [{ url }, ...(await workers(url))];

/** A new, empty distributed database: created with the extension on every node, the workers added on the coordinator. */
export async function createClusterDatabase(url: string, name: string): Promise<void> {
  for (const node of await everyNode(url)) {
    await adminQuery(node.url, `create database ${name}`);
    await adminQuery(withDatabase(node.url, name), 'create extension citus');
  }
  const coordinator = new URL(url);
  const client = new pg.Client({ connectionString: withDatabase(url, name) });
  await client.connect();
  try {
    await client.query('select citus_set_coordinator_host($1, $2)', [coordinator.hostname, Number(coordinator.port || 5432)]);
    for (const node of await workers(url)) {
      const worker = new URL(node.url);
      await client.query('select citus_add_node($1, $2)', [worker.hostname, Number(worker.port || 5432)]);
    }
  } finally {
    await client.end();
  }
}

/** Closes a migrated template to connections (Citus's own included), so it can be copied. */
export async function freezeTemplate(url: string, name: string): Promise<void> {
  for (const node of await everyNode(url)) {
    await adminQuery(node.url, `alter database ${name} with allow_connections false`);
    await adminQuery(node.url, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`);
  }
}

/** A copy of the template on every node. */
export async function copyClusterDatabase(url: string, name: string, template: string): Promise<void> {
  for (const node of await everyNode(url)) await adminQuery(node.url, `create database ${name} template ${template}`);
  // Some tests plant a row trigger on a distributed table (a crash, a deadlock) to see what follows.
  await adminQuery(url, `alter database ${name} set citus.enable_unsafe_triggers to on`);
}

export async function dropClusterDatabase(url: string, name: string): Promise<void> {
  for (const node of await everyNode(url)) await adminQuery(node.url, `drop database if exists ${name} with (force)`);
}
