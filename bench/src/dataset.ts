import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { merchant } from './server.js';
import { seedShipments, shipmentCount } from './seed.js';

/** The database a benchmark fills and measures; it refuses to run without one. */
export function benchDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to the PostgreSQL database to benchmark (it will be filled with shipments).');
  return url;
}

/** One measured tenant of BENCH_SHIPMENTS (1,000,000) plus three noise tenants of BENCH_NOISE_SHIPMENTS each. */
export const DATASET = {
  size: Number(process.env.BENCH_SHIPMENTS ?? 1_000_000),
  noiseTenants: 3,
  noiseSize: Number(process.env.BENCH_NOISE_SHIPMENTS ?? 100_000),
};

/** How long each call is measured (BENCH_SECONDS, 10 by default). */
export const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;

export const log = (line: string) => console.log(line);

/**
 * Fills the database once: the measured tenant, then the noise tenants (signed up through the
 * API as `${noiseEmail}-{i}@trailpost.test`). A second run finds the rows and adds nothing.
 */
export async function ensureDataset(
  client: pg.Client,
  baseUrl: string,
  tenantId: string,
  names: { prefix: string; noiseEmail: string; noisePrefix: string },
): Promise<number> {
  if ((await shipmentCount(client, tenantId)) < DATASET.size) {
    log(`Seeding ${DATASET.size.toLocaleString('en')} shipments for the measured tenant`);
    await seedShipments(client, tenantId, names.prefix, DATASET.size, log);
    for (let i = 1; i <= DATASET.noiseTenants; i += 1) {
      const noise = await merchant(baseUrl, `${names.noiseEmail}-${i}@trailpost.test`);
      log(`Seeding ${DATASET.noiseSize.toLocaleString('en')} shipments for noise tenant ${i}`);
      await seedShipments(client, noise.tenantId, `${names.noisePrefix}${i}`, DATASET.noiseSize, log);
    }
    log('vacuum analyze');
    await client.query('vacuum analyze');
  }
  return shipmentCount(client, tenantId);
}

/** Writes bench/results/{name}.json with when and where it was measured. */
export function writeResults(name: string, report: { benchmark: string } & Record<string, unknown>): void {
  const file = path.resolve(import.meta.dirname, `../results/${name}.json`);
  const { benchmark, ...rest } = report;
  const body = {
    benchmark,
    measured_at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memory_gb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    ...rest,
  };
  fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  log(`wrote ${file}`);
}

/** Results of calls measured through the API at the benchmark data set. */
export function writeApiResults(name: string, benchmark: string, total: number, concurrency: number, results: Record<string, unknown>): void {
  writeResults(name, {
    benchmark,
    dataset: { tenant_shipments: total, noise_tenants: DATASET.noiseTenants, noise_shipments_each: DATASET.noiseSize },
    concurrency,
    seconds_per_call: DURATION_MS / 1000,
    results,
  });
}
