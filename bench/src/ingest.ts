import pg from 'pg';
import { benchDatabaseUrl, ensureDataset, log, writeResults } from './dataset.js';
import { batchesOf, measureIngest, percentile } from './ingest-load.js';
import { merchant, startServer } from './server.js';

/**
 * The tracking engine's write path at 1,000,000 shipments on PostgreSQL: new courier scans
 * stored through ingest (checkpoints, shipment recomputed, `shipment.updated` events) in the
 * batches the scheduler uses, and the scan that finds the shipments due a check.
 */
const DATABASE_URL = benchDatabaseUrl();
const UPDATES = Number(process.env.BENCH_UPDATES ?? 40_000);
const SCANS = 300;

/** Every tenant's unfinished shipments are scheduled over the next day, about 5 % of them already due. */
async function schedule(client: pg.Client): Promise<number> {
  const result = await client.query(
    `update shipments set next_check_at = now() + (random() * 1.05 - 0.05) * interval '1 day'
     where current_status not in ('Delivered', 'Expired')`,
  );
  await client.query('vacuum analyze shipments');
  return result.rowCount ?? 0;
}

/** The scheduler's claim statement (due, oldest first, SKIP LOCKED), rolled back so every run sees the same queue. */
async function measureScan(client: pg.Client) {
  const timings: number[] = [];
  for (let i = 0; i < SCANS; i += 1) {
    await client.query('begin');
    const t0 = performance.now();
    await client.query(`
      update shipments s set next_check_at = now() + interval '5 minutes'
      from (select tenant_id, id from shipments where next_check_at <= now() order by next_check_at limit 50 for update skip locked) due
      where s.tenant_id = due.tenant_id and s.id = due.id returning s.id, s.tenant_id, s.slug, s.tracking_number`);
    timings.push(performance.now() - t0);
    await client.query('rollback');
  }
  const due = await client.query(`select count(*)::int as n from shipments where next_check_at <= now()`);
  const scheduled = await client.query(`select count(*)::int as n from shipments where next_check_at is not null`);
  timings.sort((a, b) => a - b);
  return { scan_p50_ms: percentile(timings, 50), scan_p95_ms: percentile(timings, 95), due_shipments: due.rows[0].n, scheduled_shipments: scheduled.rows[0].n };
}

async function main() {
  const server = await startServer(DATABASE_URL, 3901);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const main = await merchant(server.baseUrl, 'bench-main@trailpost.test');
    // The list benchmark's data set: both can run on one database.
    const total = await ensureDataset(client, server.baseUrl, main.tenantId, { prefix: 'BM', noiseEmail: 'bench-noise', noisePrefix: 'N' });
    // Only the engine's own code is measured, not a server beside it.
    await server.stop();
    log(`Scheduling unfinished shipments: ${(await schedule(client)).toLocaleString('en')}`);
    const scan = await measureScan(client);
    log(`due scan: p50 ${scan.scan_p50_ms} ms, p95 ${scan.scan_p95_ms} ms over ${scan.scheduled_shipments.toLocaleString('en')} scheduled`);

    const picked = await client.query(
      `select id from shipments where tenant_id = $1 and current_status not in ('Delivered', 'Expired') order by random() limit $2`,
      [main.tenantId, UPDATES],
    );
    const ids = picked.rows.map((row: { id: string }) => row.id);
    const ingest = await measureIngest(DATABASE_URL, batchesOf(main.tenantId, ids));
    log(`ingest: ${ingest.updates_per_s} checkpoint updates/s, batch p50 ${ingest.batch_p50_ms} ms, p95 ${ingest.batch_p95_ms} ms`);

    writeResults('ingest', {
      benchmark: 'tracking ingest and due-shipment scan (PostgreSQL)',
      dataset: { tenant_shipments: total },
      updates_per_s: ingest.updates_per_s,
      scan_ms: scan.scan_p95_ms,
      ingest,
      scan,
    });
  } finally {
    await client.end();
  }
}

await main();
