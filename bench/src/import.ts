import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import pg from 'pg';
import * as XLSX from '@e965/xlsx';
import { merchant, startServer } from './server.js';
import { api, peakRssMb } from './api.js';

/**
 * Import of a 100,000-row .xlsx end to end (upload, POST /import/tracking, the worker process
 * storing every row) and export of the 100,000 shipments it created, on PostgreSQL. The worker
 * runs as its own process so its peak RSS (VmHWM) is the import's memory.
 */
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) throw new Error('Set DATABASE_URL to the PostgreSQL database to benchmark (shipments are added to it).');
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const PORT = 3910;
const SERVER = path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const log = (line: string) => console.log(line);

/** A sheet as a spreadsheet program saves it (shared strings), in the template's columns. */
function sheetFile(prefix: string): Buffer {
  const header = ['Tracking Number', 'Courier', 'Postal Code', 'Ship Date (MM-DD-YYYY)', 'Origin Country', 'Customer Name', 'Customer Emails', 'Other Emails', 'Customer Phone Numbers', 'Order ID', 'Order URL'];
  const couriers = ['usps', 'ups', 'fedex', 'dhl'];
  const rows = [header];
  for (let i = 0; i < ROWS; i++) {
    rows.push([`${prefix}${String(i).padStart(8, '0')}`, couriers[i % 4]!, '', '', 'US', `Customer ${i}`, `customer${i}@example.com`, '', '+1 555 0100', `SO-${i}`, `https://shop.example.com/orders/${i}`]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Shipments');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST: true, compression: true }) as Buffer;
}

function startWorker(env: NodeJS.ProcessEnv) {
  // BENCH_WORKER_PROFILE=<folder>: a CPU profile of the worker process, written when it stops.
  const profile = process.env.BENCH_WORKER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_WORKER_PROFILE}`] : [];
  return spawn(process.execPath, [...profile, SERVER, '--role', 'worker'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}



async function waitForJob(client: pg.Client, id: string): Promise<{ status: string; result: unknown }> {
  for (;;) {
    const { rows } = await client.query('select status, result from file_jobs where id = $1', [id]);
    if (rows[0] && (rows[0].status === 'done' || rows[0].status === 'failed')) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailpost-bench-files-'));
  const baseUrl = `http://127.0.0.1:${PORT}`;
  // API and worker share the file folder and the public address the signed links use.
  const env = { ...process.env, DATABASE_URL, DATA_DIR: dataDir, PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn', WEB_DIST: '', TRACKING_POLL_MS: '3600000', EVENT_POLL_MS: '3600000', MAIL_POLL_MS: '3600000' };
  Object.assign(process.env, env);
  const server = await startServer(DATABASE_URL!, PORT);
  const worker = startWorker(env);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const run = Date.now().toString(36).toUpperCase();
    const owner = await merchant(baseUrl, `bench-import-${run}@trailpost.test`);
    log(`Writing a ${ROWS.toLocaleString('en')}-row .xlsx`);
    const file = sheetFile(`BI${run}`);
    log(`${(file.length / 1024 / 1024).toFixed(1)} MB; importing`);

    const started = Date.now();
    const signed = await api(baseUrl, owner.token, 'GET', `/user/awsservice/presignedurl/image?file_name=bench.xlsx&file_type=${encodeURIComponent(XLSX_TYPE)}&file_size=${file.length}`);
    // The local upload address is relative: the browser sends it to the host it already talks to.
    const put = await fetch(new URL(signed.signedRequest as string, baseUrl), { method: 'PUT', headers: signed.headers as Record<string, string>, body: new Uint8Array(file) });
    if (!put.ok) throw new Error(`upload: ${put.status}`);
    const queued = await api(baseUrl, owner.token, 'POST', '/import/tracking', { url: signed.url });
    const imported = await waitForJob(client, queued.job_id as string);
    const importSeconds = (Date.now() - started) / 1000;
    const importRss = peakRssMb(worker.pid!);
    log(`import ${imported.status} in ${importSeconds.toFixed(1)} s: ${JSON.stringify(imported.result)}; worker peak RSS ${importRss.toFixed(0)} MB`);
    if (imported.status !== 'done') throw new Error('import failed');

    const exportStarted = Date.now();
    const exportJob = await api(baseUrl, owner.token, 'POST', '/export/trackings', { time_zone: 'Europe/London', query: '', filters: {} });
    const exported = await waitForJob(client, exportJob.job_id as string);
    const exportSeconds = (Date.now() - exportStarted) / 1000;
    const exportedRows = (exported.result as { count: number }).count;
    log(`export ${exported.status} in ${exportSeconds.toFixed(1)} s: ${exportedRows} rows; worker peak RSS ${peakRssMb(worker.pid!).toFixed(0)} MB`);

    const results = {
      benchmark: 'Import of a 100,000-row .xlsx and export of 100,000 shipments, end to end (PostgreSQL, worker process)',
      measured_at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, memory_gb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
      rows: ROWS,
      file_mb: Number((file.length / 1024 / 1024).toFixed(1)),
      import_seconds: Number(importSeconds.toFixed(2)),
      import_rows_per_s: Math.round(ROWS / importSeconds),
      import_peak_rss_mb: Math.round(importRss),
      export_seconds: Number(exportSeconds.toFixed(2)),
      export_rows: exportedRows,
      export_rows_per_s: Math.round(exportedRows / exportSeconds),
      targets: { import_rows_per_s: 10_000, import_peak_rss_mb: 400, export_rows_per_s: 20_000 },
    };
    fs.writeFileSync(path.resolve(import.meta.dirname, '../results/import.json'), `${JSON.stringify(results, null, 2)}\n`);
    log(JSON.stringify(results, null, 2));
  } finally {
    await client.end();
    worker.kill('SIGTERM');
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
