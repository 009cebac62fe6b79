import pg from 'pg';
import { DASHBOARD_CONCURRENCY, dashboardScenarios, probe } from './dashboard-calls.js';
import { DURATION_MS, log, writeResults } from './dataset.js';
import { batchesOf, measureIngest, type IngestBatch } from './ingest-load.js';
import { LIST_CONCURRENCY, listScenarios } from './list-scenarios.js';
import { measureCall, type LoadResult } from './load.js';
import { seedShipments, shipmentCount } from './seed.js';
import { waitUntil } from './harness.js';
import { merchant, startServer } from './server.js';

/**
 * The list, dashboard and ingest benchmarks at BENCH_SHIPMENTS (1,000,000) shipments spread
 * over 20 merchants, on one PostgreSQL server (DATABASE_URL) and on a Citus coordinator with
 * its workers (CITUS_URL), in one run: each figure on both, its ratio Citus / single, and the
 * evidence that every tenant's query is answered by one shard.
 */
const SINGLE_URL = process.env.DATABASE_URL;
const CITUS_URL = process.env.CITUS_URL;
if (!SINGLE_URL || !CITUS_URL) {
  throw new Error('Set DATABASE_URL to a PostgreSQL database and CITUS_URL to a database on a Citus coordinator (both will be filled with shipments).');
}

const MERCHANTS = 20;
const TOTAL = Number(process.env.BENCH_SHIPMENTS ?? 1_000_000);
const PER_MERCHANT = Math.ceil(TOTAL / MERCHANTS);
/** Checkpoint updates per merchant in the ingest run (40,000 in all by default). */
const INGEST_PER_MERCHANT = Number(process.env.BENCH_UPDATES ?? 40_000) / MERCHANTS;
/**
 * On the cluster every measured connection runs with this setting: a query that needs more than
 * one shard fails instead of running, so a call that answers 200 was routed to a single shard.
 */
const ONE_SHARD_SETTING = 'citus.multi_task_query_log_level';
const ONE_SHARD_ONLY = `-c ${ONE_SHARD_SETTING}=error`;

interface Target {
  name: 'single' | 'citus';
  url: string;
  port: number;
}

interface Merchant {
  token: string;
  tenantId: string;
}

/** Signs the merchants up (or in) and fills each with its share of shipments once. */
async function prepare(target: Target): Promise<Merchant[]> {
  const server = await startServer(target.url, target.port, { env: { TRUST_PROXY: 'loopback' } });
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const merchants: Merchant[] = [];
    let seeded = false;
    for (let i = 1; i <= MERCHANTS; i += 1) {
      const one = await merchant(server.baseUrl, `bench-citus-${i}@trailpost.test`, `192.0.2.${i}`);
      if ((await shipmentCount(client, one.tenantId)) < PER_MERCHANT) {
        log(`${target.name}: seeding ${PER_MERCHANT.toLocaleString('en')} shipments for merchant ${i}`);
        await seedShipments(client, one.tenantId, `C${i}-`, PER_MERCHANT, () => undefined);
        seeded = true;
      }
      merchants.push(one);
    }
    if (seeded) await client.query('vacuum analyze');
    return merchants;
  } finally {
    await client.end();
    await server.stop();
  }
}

/**
 * From now on the database refuses multi-shard queries on new connections; waits until the
 * server's connections opened before (at start-up, which scans every tenant's stores once) have
 * idled out of its pool, so each query measured runs under the rule.
 */
async function refuseMultiShardQueries(url: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const database = (await client.query('select current_database() as name')).rows[0].name as string;
  await client.query(`alter database "${database}" set ${ONE_SHARD_SETTING} = 'error'`);
  const since = (await client.query('select now() as at')).rows[0].at as Date;
  await waitUntil(
    async () => {
      const older = await client.query(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()
           and application_name not like 'citus%' and backend_start < $1`,
        [since],
      );
      return older.rows[0].n === 0;
    },
    60_000,
    'the connections opened before the rule to close',
    500,
  );
  return async () => {
    await client.query(`alter database "${database}" reset ${ONE_SHARD_SETTING}`);
    await client.end();
  };
}

/** The list and dashboard calls through the API, each request from the next merchant in turn. */
async function measureApi(target: Target, merchants: Merchant[]) {
  const server = await startServer(target.url, target.port);
  const restore = target.name === 'citus' ? await refuseMultiShardQueries(target.url) : async () => undefined;
  const headers = merchants.map((one) => ({ authorization: `Bearer ${one.token}` }));
  try {
    const list: Record<string, LoadResult> = {};
    for (const [name, url] of listScenarios(server.baseUrl)) {
      list[name] = await measureCall(`${target.name} list.${name}`, { url, headers, concurrency: LIST_CONCURRENCY }, DURATION_MS);
    }
    const dashboard: Record<string, LoadResult> = {};
    for (const { name, url, body } of dashboardScenarios(server.baseUrl)) {
      await probe(url, headers[0]!, body);
      dashboard[name] = await measureCall(`${target.name} dashboard.${name}`, { url, headers, method: 'POST', body, concurrency: DASHBOARD_CONCURRENCY }, DURATION_MS);
    }
    const failed = Object.entries({ ...list, ...dashboard }).filter(([, result]) => result.errors > 0);
    if (failed.length) throw new Error(`${target.name}: calls failed: ${failed.map(([name]) => name).join(', ')}`);
    return { list, dashboard };
  } finally {
    await restore();
    await server.stop();
  }
}

/** Unfinished shipments of every merchant, in the scheduler's per-tenant batches, the merchants' batches taken in turn. */
async function ingestBatches(url: string, merchants: Merchant[]): Promise<IngestBatch[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const perMerchant: IngestBatch[][] = [];
    for (const one of merchants) {
      const picked = await client.query(
        `select id from shipments where tenant_id = $1 and current_status not in ('Delivered', 'Expired') order by random() limit $2`,
        [one.tenantId, INGEST_PER_MERCHANT],
      );
      perMerchant.push(batchesOf(one.tenantId, picked.rows.map((row: { id: string }) => row.id)));
    }
    const longest = Math.max(...perMerchant.map((batches) => batches.length));
    return Array.from({ length: longest }, (_, i) => perMerchant.flatMap((batches) => batches.slice(i, i + 1))).flat();
  } finally {
    await client.end();
  }
}

async function measureTargetIngest(target: Target, merchants: Merchant[]) {
  const batches = await ingestBatches(target.url, merchants);
  const before = process.env.PGOPTIONS;
  if (target.name === 'citus') process.env.PGOPTIONS = ONE_SHARD_ONLY;
  try {
    const ingest = await measureIngest(target.url, batches);
    log(`${target.name} ingest: ${ingest.updates_per_s} checkpoint updates/s, batch p50 ${ingest.batch_p50_ms} ms, p95 ${ingest.batch_p95_ms} ms`);
    return ingest;
  } finally {
    if (before === undefined) delete process.env.PGOPTIONS;
    else process.env.PGOPTIONS = before;
  }
}

/** How the cluster holds the tables, and the plans of a list page, a dashboard rollup read and a shipment update. */
async function clusterEvidence(url: string, tenantId: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query(
      `select count(*) filter (where partmethod = 'h')::int as distributed, count(*) filter (where partmethod = 'n')::int as reference,
         bool_or(logicalrelid = 'shipments'::regclass) as shipments_distributed
       from pg_dist_partition`,
    );
    const shards = await client.query(
      `select nodename || ':' || nodeport as node, count(*)::int as shards from citus_shards
       where table_name = 'shipments'::regclass group by 1 order by 1`,
    );
    // The tenant id is one the benchmark itself created, so writing it into the statement is safe.
    const statements = {
      list_page: `select id, tracking_number from shipments where tenant_id = '${tenantId}' order by created_at desc, id desc limit 20`,
      dashboard_rollup: `select status, sum(count) from shipment_status_rollups where tenant_id = '${tenantId}' group by 1`,
      shipment_update: `update shipments set updated_at = updated_at where tenant_id = '${tenantId}' and id = '00000000-0000-0000-0000-000000000000'`,
    };
    const plans: Record<string, { task_count: number | null; plan: string[] }> = {};
    for (const [name, statement] of Object.entries(statements)) {
      const result = await client.query(`explain (costs off) ${statement}`);
      const plan = result.rows.map((row: Record<string, string>) => row['QUERY PLAN']!);
      const count = plan.map((line) => /Task Count: (\d+)/.exec(line)?.[1]).find(Boolean);
      plans[name] = { task_count: count ? Number(count) : null, plan };
    }
    return { tables: tables.rows[0], shipments_shards_per_node: shards.rows, router_plans: plans };
  } finally {
    await client.end();
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Citus / single for each call's p50, p95 and throughput. */
function ratios(single: Record<string, LoadResult>, citus: Record<string, LoadResult>) {
  return Object.fromEntries(
    Object.entries(single).map(([name, one]) => {
      const other = citus[name]!;
      return [name, { p50: round(other.p50_ms / one.p50_ms), p95: round(other.p95_ms / one.p95_ms), req_s: round(other.req_s / one.req_s) }];
    }),
  );
}

async function main() {
  const targets: Target[] = [
    { name: 'single', url: SINGLE_URL!, port: 3910 },
    { name: 'citus', url: CITUS_URL!, port: 3911 },
  ];
  const measured: Record<string, { list: Record<string, LoadResult>; dashboard: Record<string, LoadResult>; ingest: Awaited<ReturnType<typeof measureIngest>> }> = {};
  let evidence: Awaited<ReturnType<typeof clusterEvidence>> | null = null;
  for (const target of targets) {
    const merchants = await prepare(target);
    const api = await measureApi(target, merchants);
    const ingest = await measureTargetIngest(target, merchants);
    measured[target.name] = { ...api, ingest };
    if (target.name === 'citus') evidence = await clusterEvidence(target.url, merchants[0]!.tenantId);
  }
  const single = measured.single!;
  const citus = measured.citus!;
  writeResults('citus', {
    benchmark: 'list, dashboard and ingest on one PostgreSQL server and on Citus (coordinator and two workers on the same machine)',
    dataset: { merchants: MERCHANTS, shipments_each: PER_MERCHANT, shipments: PER_MERCHANT * MERCHANTS },
    seconds_per_call: DURATION_MS / 1000,
    concurrency: { list: LIST_CONCURRENCY, dashboard: DASHBOARD_CONCURRENCY },
    one_shard_only: `every measured call and ingest on the cluster ran with ${ONE_SHARD_SETTING} = error, and none failed`,
    ratios_citus_over_single: {
      list: ratios(single.list, citus.list),
      dashboard: ratios(single.dashboard, citus.dashboard),
      ingest_updates_per_s: round(citus.ingest.updates_per_s / single.ingest.updates_per_s),
    },
    single,
    citus,
    cluster: evidence,
  });
}

await main();
