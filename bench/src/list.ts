import pg from 'pg';
import { benchDatabaseUrl, DURATION_MS, ensureDataset, writeApiResults } from './dataset.js';
import { LIST_CONCURRENCY, listScenarios } from './list-scenarios.js';
import { measureCall, type LoadResult } from './load.js';
import { merchant, startServer } from './server.js';

/**
 * GET /trackings end to end through the API at 1,000,000 shipments for one tenant (plus noise
 * tenants) on PostgreSQL: page 1 of All, a status tab, two combined filters, a search, a deep
 * page and the filter options call, each at concurrency 10.
 */
const DATABASE_URL = benchDatabaseUrl();

async function main() {
  const server = await startServer(DATABASE_URL, 3900);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const main = await merchant(server.baseUrl, 'bench-main@trailpost.test');
    const total = await ensureDataset(client, server.baseUrl, main.tenantId, { prefix: 'BM', noiseEmail: 'bench-noise', noisePrefix: 'N' });
    const headers = { authorization: `Bearer ${main.token}` };
    const results: Record<string, LoadResult> = {};
    for (const [name, url] of listScenarios(server.baseUrl)) {
      results[name] = await measureCall(name, { url, headers, concurrency: LIST_CONCURRENCY }, DURATION_MS);
    }
    writeApiResults('list', 'GET /trackings through the API (PostgreSQL)', total, LIST_CONCURRENCY, results);
  } finally {
    await client.end();
    await server.stop();
  }
}

await main();
