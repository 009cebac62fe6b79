import pg from 'pg';
import { benchDatabaseUrl, DURATION_MS, ensureDataset, writeApiResults } from './dataset.js';
import { measureCall, type LoadResult } from './load.js';
import { merchant, startServer } from './server.js';

/**
 * GET /trackings end to end through the API at 1,000,000 shipments for one tenant (plus noise
 * tenants) on PostgreSQL: page 1 of All, a status tab, two combined filters, a search, a deep
 * page and the filter options call, each at concurrency 10.
 */
const DATABASE_URL = benchDatabaseUrl();
const CONCURRENCY = 10;

const ALL = ['Pending', 'InfoReceived', 'InTransit', 'OutForDelivery', 'Delivered', 'Exception', 'FailedAttempt', 'Expired'];

function listUrl(baseUrl: string, filters: object, options: { pageId?: number; query?: string } = {}) {
  const params = new URLSearchParams({ pageId: String(options.pageId ?? 1), limit: '20', filters: JSON.stringify(filters) });
  if (options.query) params.set('searchQuery', JSON.stringify({ query: options.query }));
  return `${baseUrl}/api/trackings?${params}`;
}

async function main() {
  const server = await startServer(DATABASE_URL, 3900);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const main = await merchant(server.baseUrl, 'bench-main@trailpost.test');
    const total = await ensureDataset(client, server.baseUrl, main.tenantId, { prefix: 'BM', noiseEmail: 'bench-noise', noisePrefix: 'N' });
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
      results[name] = await measureCall(name, { url, headers, concurrency: CONCURRENCY }, DURATION_MS);
    }
    writeApiResults('list', 'GET /trackings through the API (PostgreSQL)', total, CONCURRENCY, results);
  } finally {
    await client.end();
    await server.stop();
  }
}

await main();
