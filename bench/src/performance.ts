import pg from 'pg';
import { benchDatabaseUrl, DATASET, DURATION_MS, log, writeApiResults } from './dataset.js';
import { measureCall, type LoadResult } from './load.js';
import { seedPerformanceShipments } from './performance-seed.js';
import { shipmentCount } from './seed.js';
import { merchant, startServer } from './server.js';

/**
 * GET /performance/couriers and /performance/lanes end to end through the API at 1,000,000
 * shipments of one merchant (plus noise merchants) on PostgreSQL, for the last 30 days, the
 * last 90 days and the longest range (366 days), unfiltered and filtered. The merchant's zone is
 * New York, so every range and week has partial UTC days at its edges, counted from the
 * shipments. The screen makes one call at a time: one client.
 */
const DATABASE_URL = benchDatabaseUrl();
const ZONE = 'America/New_York';
const CONCURRENCY = 1;

const day = (date: Date) => date.toISOString().slice(0, 10);
function range(days: number): { from: string; to: string } {
  const today = new Date();
  return { from: day(new Date(today.getTime() - (days - 1) * 86_400_000)), to: day(today) };
}

async function ensurePerformanceDataset(client: pg.Client, baseUrl: string, tenantId: string): Promise<number> {
  if ((await shipmentCount(client, tenantId)) < DATASET.size) {
    // The account's zone first: on-time is counted in it.
    await client.query('update users set time_zone = $2 where tenant_id = $1', [tenantId, ZONE]);
    log(`Seeding ${DATASET.size.toLocaleString('en')} shipments for the measured merchant`);
    await seedPerformanceShipments(client, tenantId, 'BP', DATASET.size, log);
    for (let i = 1; i <= DATASET.noiseTenants; i += 1) {
      const noise = await merchant(baseUrl, `bench-performance-noise-${i}@trailpost.test`);
      log(`Seeding ${DATASET.noiseSize.toLocaleString('en')} shipments for noise merchant ${i}`);
      await seedPerformanceShipments(client, noise.tenantId, `PN${i}`, DATASET.noiseSize, log);
    }
    log('vacuum analyze');
    await client.query('vacuum analyze');
  }
  return shipmentCount(client, tenantId);
}

async function main() {
  const server = await startServer(DATABASE_URL, 3902);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const owner = await merchant(server.baseUrl, 'bench-performance@trailpost.test');
    const total = await ensurePerformanceDataset(client, server.baseUrl, owner.tenantId);
    const headers = { authorization: `Bearer ${owner.token}` };
    const scenarios: Record<string, Record<string, string>> = {
      last_30_days: range(30),
      last_90_days: range(90),
      last_366_days: range(366),
      last_90_days_ups_to_gb: { ...range(90), courier_id: 'ups', destination_country: 'GB' },
    };
    const results: Record<string, LoadResult> = {};
    for (const [name, query] of Object.entries(scenarios)) {
      for (const view of ['couriers', 'lanes']) {
        const url = `${server.baseUrl}/api/performance/${view}?${new URLSearchParams(query)}`;
        const probe = await fetch(url, { headers });
        if (probe.status !== 200) throw new Error(`${url} answered ${probe.status}: ${await probe.text()}`);
        results[`${name}.${view}`] = await measureCall(`${name}.${view}`, { url, headers, concurrency: CONCURRENCY }, DURATION_MS);
      }
    }
    writeApiResults('performance', `GET /performance/couriers and /lanes through the API (PostgreSQL, merchant zone ${ZONE})`, total, CONCURRENCY, results);
  } finally {
    await client.end();
    await server.stop();
  }
}

await main();
