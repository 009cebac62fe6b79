import pg from 'pg';
import { DASHBOARD_CONCURRENCY, dashboardScenarios, probe } from './dashboard-calls.js';
import { benchDatabaseUrl, DURATION_MS, ensureDataset, writeApiResults } from './dataset.js';
import { measureCall, type LoadResult } from './load.js';
import { merchant, startServer } from './server.js';

/**
 * The six dashboard calls end to end through the API at 1,000,000 shipments for one tenant
 * (plus noise tenants) on PostgreSQL, for Last 30 Days and for All Time. Opening the dashboard
 * fires the six calls at once, so each is measured with that many clients in parallel.
 */
const DATABASE_URL = benchDatabaseUrl();

async function main() {
  const server = await startServer(DATABASE_URL, 3901);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const owner = await merchant(server.baseUrl, 'bench-dashboard@trailpost.test');
    const total = await ensureDataset(client, server.baseUrl, owner.tenantId, { prefix: 'BD', noiseEmail: 'bench-dashboard-noise', noisePrefix: 'DN' });
    const headers = { authorization: `Bearer ${owner.token}` };
    const results: Record<string, LoadResult> = {};
    for (const { name, url, body } of dashboardScenarios(server.baseUrl)) {
      await probe(url, headers, body);
      results[name] = await measureCall(name, { url, headers, method: 'POST', body, concurrency: DASHBOARD_CONCURRENCY }, DURATION_MS);
    }
    writeApiResults('dashboard', 'POST /dashboard/* through the API (PostgreSQL)', total, DASHBOARD_CONCURRENCY, results);
  } finally {
    await client.end();
    await server.stop();
  }
}

await main();
