import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import pg from 'pg';
import { runLoad, type LoadResult } from './load.js';
import { merchant, startServer } from './server.js';
import { seedShipments, shipmentCount } from './seed.js';

/**
 * GET /trackings end to end through the API at 1,000,000 shipments for one tenant (plus noise
 * tenants) on PostgreSQL: page 1 of All, a status tab, two combined filters, a search, a deep
 * page and the filter options call, each at concurrency 10.
 */
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) throw new Error('Set DATABASE_URL to the PostgreSQL database to benchmark (it will be filled with shipments).');
const SIZE = Number(process.env.BENCH_SHIPMENTS ?? 1_000_000);
const NOISE_TENANTS = 3;
const NOISE_SIZE = Number(process.env.BENCH_NOISE_SHIPMENTS ?? 100_000);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const CONCURRENCY = 10;
const log = (line: string) => console.log(line);

const ALL = ['Pending', 'InfoReceived', 'InTransit', 'OutForDelivery', 'Delivered', 'Exception', 'FailedAttempt', 'Expired'];

function listUrl(baseUrl: string, filters: object, options: { pageId?: number; query?: string } = {}) {
  const params = new URLSearchParams({ pageId: String(options.pageId ?? 1), limit: '20', filters: JSON.stringify(filters) });
  if (options.query) params.set('searchQuery', JSON.stringify({ query: options.query }));
  return `${baseUrl}/api/trackings?${params}`;
}

async function main() {
  const server = await startServer(DATABASE_URL!, 3900);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const main = await merchant(server.baseUrl, 'bench-main@trailpost.test');
    if ((await shipmentCount(client, main.tenantId)) < SIZE) {
      log(`Seeding ${SIZE.toLocaleString('en')} shipments for the measured tenant`);
      await seedShipments(client, main.tenantId, 'BM', SIZE, log);
      for (let i = 1; i <= NOISE_TENANTS; i += 1) {
        const noise = await merchant(server.baseUrl, `bench-noise-${i}@trailpost.test`);
        log(`Seeding ${NOISE_SIZE.toLocaleString('en')} shipments for noise tenant ${i}`);
        await seedShipments(client, noise.tenantId, `N${i}`, NOISE_SIZE, log);
      }
      log('vacuum analyze');
      await client.query('vacuum analyze shipments');
    }
    const total = await shipmentCount(client, main.tenantId);
    const headers = { authorization: `Bearer ${main.token}` };
    const scenarios: [string, string][] = [
      ['page1_all', listUrl(server.baseUrl, { status: ALL })],
      ['status_tab_in_transit', listUrl(server.baseUrl, { status: ['InTransit'] })],
      ['two_filters_courier_destination', listUrl(server.baseUrl, { status: ALL, courier: ['fedex'], destination: ['GB'] })],
      ['search_order_id', listUrl(server.baseUrl, { status: ALL }, { query: 'ord-12345' })],
      ['deep_page_500', listUrl(server.baseUrl, { status: ALL }, { pageId: 500 })],
      ['filter_options', `${server.baseUrl}/api/trackings/filters`],
    ];
    const results: Record<string, LoadResult> = {};
    for (const [name, url] of scenarios) {
      await runLoad({ url, headers, concurrency: CONCURRENCY, durationMs: 2000 });
      results[name] = await runLoad({ url, headers, concurrency: CONCURRENCY, durationMs: DURATION_MS });
      log(`${name.padEnd(34)} p50 ${results[name].p50_ms} ms  p95 ${results[name].p95_ms} ms  ${results[name].req_s} req/s  errors ${results[name].errors}`);
    }
    const file = path.resolve(import.meta.dirname, '../results/list.json');
    fs.writeFileSync(
      file,
      `${JSON.stringify(
        {
          benchmark: 'GET /trackings through the API (PostgreSQL)',
          measured_at: new Date().toISOString(),
          machine: { cpus: os.cpus().length, memory_gb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
          dataset: { tenant_shipments: total, noise_tenants: NOISE_TENANTS, noise_shipments_each: NOISE_SIZE },
          concurrency: CONCURRENCY,
          seconds_per_call: DURATION_MS / 1000,
          results,
        },
        null,
        2,
      )}\n`,
    );
    log(`wrote ${file}`);
  } finally {
    await client.end();
    await server.stop();
  }
}

await main();
