import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { merchant, startServer } from './server.js';
import { api, peakRssMb } from './api.js';

/**
 * A WooCommerce store's 50,000 completed orders synced into shipments, end to end on PostgreSQL:
 * the API saves the store (its keys checked with the store), the worker process claims its first
 * sync and reads the orders through the safe client, 100 a page as WooCommerce serves them, from
 * a local server speaking the REST API v3 format. Timed from the worker's claim to the sync's end;
 * then "Sync now" again, and a sync that reads every order again, must create nothing.
 */
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) throw new Error('Set DATABASE_URL to the PostgreSQL database to benchmark (shipments are added to it).');
const ORDERS = Number(process.env.BENCH_SYNC_ORDERS ?? 50_000);
const PORT = 3920;
const SERVER = path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');
const PROVIDERS = ['ups', 'usps', 'fedex', 'dhl'];
const log = (line: string) => console.log(line);

/** The i-th completed order, as WooCommerce answers it with the Shipment Tracking extension's items. */
function order(run: string, i: number) {
  return {
    id: i + 1,
    number: String(10_000 + i),
    status: 'completed',
    date_modified_gmt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString().slice(0, 19),
    billing: { first_name: 'Customer', last_name: String(i), email: `customer${i}@example.com`, phone: '+1 555 0100', postcode: '10001' },
    shipping: { first_name: 'Customer', last_name: String(i), postcode: '10001' },
    meta_data: [{ key: '_wc_shipment_tracking_items', value: [{ tracking_provider: PROVIDERS[i % 4], tracking_number: `BS${run}${String(i).padStart(8, '0')}` }] }],
  };
}

async function startStore(run: string): Promise<{ url: string; pages: () => number; close(): void }> {
  let pages = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://store');
    if (url.pathname !== '/wp-json/wc/v3/orders') return void res.writeHead(404).end();
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    const page = Number(url.searchParams.get('page') ?? 1);
    const after = url.searchParams.get('modified_after');
    const first = after ? Math.max(0, Math.floor((Date.parse(`${after}Z`) - Date.UTC(2026, 0, 1)) / 1000) + 1) : 0;
    const total = Math.max(0, ORDERS - first);
    const start = first + (page - 1) * perPage;
    const body = [];
    for (let i = start; i < Math.min(ORDERS, start + perPage); i++) body.push(order(run, i));
    pages++;
    res.writeHead(200, { 'content-type': 'application/json', 'x-wp-total': String(total), 'x-wp-totalpages': String(Math.max(1, Math.ceil(total / perPage))) });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, pages: () => pages, close: () => server.close() };
}


interface SyncRow {
  sync: number;
  sync_started_at: Date | null;
  last_synced_at: Date | null;
  last_sync_orders: number | null;
  last_sync_created: number | null;
  last_sync_error: string | null;
}

/** Polls the store row until a sync claimed after `after` has ended; answers the row and when its claim and end were seen. */
async function waitForSync(client: pg.Client, id: string, after: Date): Promise<{ row: SyncRow; claimedAt: number; endedAt: number }> {
  let claimedAt = 0;
  for (;;) {
    const { rows } = await client.query<SyncRow>('select sync, sync_started_at, last_synced_at, last_sync_orders, last_sync_created, last_sync_error from stores where id = $1', [id]);
    const row = rows[0]!;
    if (!claimedAt && row.sync_started_at && row.sync_started_at >= after) claimedAt = row.sync_started_at.getTime();
    if (row.sync === 0 && row.last_synced_at && row.last_synced_at >= after) return { row, claimedAt: claimedAt || row.last_synced_at.getTime(), endedAt: Date.now() };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}


async function main() {
  const run = Date.now().toString(36).toUpperCase();
  const store = await startStore(run);
  const baseUrl = `http://127.0.0.1:${PORT}`;
  // The local store is on loopback: allowed for this run only. The tracking engine and the event
  // consumers wait, as in the import benchmark, so the figure is the sync's own.
  const env = { ...process.env, DATABASE_URL, PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn', WEB_DIST: '', OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8', TRACKING_POLL_MS: '3600000', EVENT_POLL_MS: '3600000', MAIL_POLL_MS: '3600000' };
  Object.assign(process.env, env);
  const server = await startServer(DATABASE_URL!, PORT, { env });
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const worker = spawn(process.execPath, [SERVER, '--role', 'worker'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    const owner = await merchant(baseUrl, `bench-sync-${run}@trailpost.test`);
    const before = new Date(Date.now() - 1000);
    const saved = await api(baseUrl, owner.token, 'POST', '/stores', { store_name: 'Bench Store', channel_id: 4, url: store.url, key1: 'ck_bench', key2: 'cs_bench', active: 1 });
    log(`store saved (${String(saved.credential_status)}); ${ORDERS.toLocaleString('en')} orders waiting`);
    const first = await waitForSync(client, saved._id as string, before);
    const seconds = (first.endedAt - first.claimedAt) / 1000;
    const { rows } = await client.query<{ count: string }>('select count(*) from shipments where tenant_id = $1 and source = $2', [owner.tenantId, 'WooCommerce']);
    const shipments = Number(rows[0]!.count);
    log(`first sync: ${JSON.stringify(first.row)} in ${seconds.toFixed(2)} s; ${shipments} shipments`);
    if (first.row.last_sync_error) throw new Error(first.row.last_sync_error);

    const syncAgain = async () => {
      const after = new Date(Date.now() - 10);
      await api(baseUrl, owner.token, 'POST', `/stores/sync/${String(saved._id)}`);
      return waitForSync(client, saved._id as string, after);
    };
    const second = await syncAgain();
    log(`sync again: ${JSON.stringify(second.row)}`);
    // Every order read again from the first (the cursor forgotten): all found, none created.
    await client.query('update stores set sync_cursor = null where id = $1', [saved._id]);
    const full = await syncAgain();
    log(`every order again: ${JSON.stringify(full.row)} in ${((full.endedAt - full.claimedAt) / 1000).toFixed(2)} s`);

    const results = {
      benchmark: 'A WooCommerce store of 50,000 completed orders synced into shipments (PostgreSQL, worker process, 100 orders a page from a local REST API v3 server)',
      measured_at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, memory_gb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
      orders: ORDERS,
      pages_read: store.pages(),
      seconds: Number(seconds.toFixed(2)),
      orders_per_s: Math.round(ORDERS / seconds),
      shipments_created: shipments,
      resync_orders_read: second.row.last_sync_orders,
      resync_created: second.row.last_sync_created,
      full_reread_orders_read: full.row.last_sync_orders,
      full_reread_created: full.row.last_sync_created,
      full_reread_seconds: Number(((full.endedAt - full.claimedAt) / 1000).toFixed(2)),
      worker_peak_rss_mb: Math.round(peakRssMb(worker.pid!)),
      targets: { orders_per_s: 2_000 },
    };
    fs.writeFileSync(path.resolve(import.meta.dirname, '../results/sync.json'), `${JSON.stringify(results, null, 2)}\n`);
    log(JSON.stringify(results, null, 2));
  } finally {
    await client.end();
    worker.kill('SIGTERM');
    await server.stop();
    store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
