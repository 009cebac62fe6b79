import pg from 'pg';
import { chromium, type Page } from 'playwright-core';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { firstLoadScriptKb, launchChromium, median, slowPage, WEB_DIST } from './browser.js';
import { benchDatabaseUrl, DATASET, DURATION_MS, ensureDataset, log, writeResults } from './dataset.js';
import { percentile } from './harness.js';
import { merchant, startServer } from './server.js';

/**
 * The public tracking page on PostgreSQL with the benchmark data set (1,000,000 shipments for
 * the measured merchant): POST /api/tracking_page by tracking number at concurrency 10, each
 * call with its own solved challenge (goals: p95 ≤ 50 ms, ≥ 500 lookups/s), the page's
 * gzipped script, and the time a phone-speed browser takes from navigation to the status shown.
 *
 * Challenges are pre-solved: real ones, signed with the server's own secrets, at the
 * production cost, but with the counter at 0, so the solver finds it at once. Checking a
 * solution costs the server the same whatever the counter. Each simulated customer comes from
 * its own address (X-Forwarded-For through the loopback proxy), as customers do, and the
 * per-merchant ceiling is lifted, as a large merchant's configuration would; the request
 * counters live in Redis (REDIS_URL, default the local one).
 */
const DATABASE_URL = benchDatabaseUrl();
const CONCURRENCY = 10;
const SUB_DOMAIN = 'benchpublic';
const DOMAIN = `${SUB_DOMAIN}.trailpost.app`;
const CPU_SLOWDOWN = 4;
const CHALLENGE_COST = 5_000;
/** Request counters in Redis, as several API processes at this scale share them (README: REDIS_URL). */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function signingSecrets(client: pg.Client, baseUrl: string) {
  // The server creates its secrets on first use.
  await fetch(`${baseUrl}/api/altcha/challenge`);
  const rows = (await client.query<{ name: string; value: string }>(`select name, value from app_secrets where name in ('altcha-challenges', 'altcha-derived-keys')`)).rows;
  const secret = (name: string) => rows.find((row) => row.name === name)?.value ?? '';
  return { hmacSignatureSecret: secret('altcha-challenges'), hmacKeySignatureSecret: secret('altcha-derived-keys') };
}

async function solvedTokens(count: number, secrets: Awaited<ReturnType<typeof signingSecrets>>): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const challenge = await createChallenge({ algorithm: 'PBKDF2/SHA-256', deriveKey, cost: CHALLENGE_COST, counter: 0, expiresAt: new Date(Date.now() + 10 * 60_000), ...secrets });
    const solution = await solveChallenge({ challenge, deriveKey });
    tokens.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  }
  return tokens;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Current status' });
const trackingNumber = () => `BP${String(1 + Math.floor(Math.random() * DATASET.size)).padStart(9, '0')}`;
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

/** `CONCURRENCY` customers looking parcels up one after another, each lookup with a fresh solution. */
async function lookups(baseUrl: string, tokens: string[], durationMs: number) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  async function customer() {
    while (performance.now() - started < durationMs && tokens.length) {
      const t0 = performance.now();
      const response = await fetch(`${baseUrl}/api/tracking_page?rc_token=${encodeURIComponent(tokens.pop()!)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({ domain_name: DOMAIN, tracking_number: trackingNumber() }),
      });
      const text = await response.text();
      latencies.push(performance.now() - t0);
      if (response.status !== 200) {
        errors += 1;
        if (errors === 1) log(`first error: ${response.status} ${text.slice(0, 200)}`);
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, customer));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    p50_ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p95_ms: Math.round(percentile(latencies, 95) * 10) / 10,
    req_s: Math.round((latencies.length / seconds) * 10) / 10,
    ran_out_of_tokens: tokens.length === 0,
  };
}

/** From navigation to the status banner on screen, on a 4x slower CPU (the challenge solved in the page). */
async function statusShownMs(browser: Awaited<ReturnType<typeof launchChromium>>, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await slowPage(context, CPU_SLOWDOWN);
  await page.goto(url);
  await banner(page).waitFor({ timeout: 60_000 });
  const ms = await page.evaluate(() => performance.now());
  await context.close();
  return ms;
}

async function main() {
  const server = await startServer(DATABASE_URL, 3902, { webDist: WEB_DIST, env: { TRUST_PROXY: 'loopback', PUBLIC_LOOKUPS_PER_MERCHANT: '100000000', SUB_DOMAIN_SUFFIX: '.trailpost.app', REDIS_URL: REDIS_URL } });
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const browser = await launchChromium(chromium);
  try {
    const main = await merchant(server.baseUrl, 'bench-public@trailpost.test');
    const total = await ensureDataset(client, server.baseUrl, main.tenantId, { prefix: 'BP', noiseEmail: 'bench-public-noise', noisePrefix: 'Q' });
    await fetch(`${server.baseUrl}/api/user/sub_domain`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${main.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sub_domain: SUB_DOMAIN }),
    });
    const secrets = await signingSecrets(client, server.baseUrl);
    // Enough for well over 1,000 lookups a second; more would only cost solving time.
    const needed = Math.ceil((DURATION_MS / 1000) * 1500) + 1000;
    log(`Solving ${needed.toLocaleString('en')} challenges`);
    const warmTokens = await solvedTokens(1000, secrets);
    const tokens = await solvedTokens(needed - 1000, secrets);
    await lookups(server.baseUrl, warmTokens, 2000);
    const result = await lookups(server.baseUrl, tokens, DURATION_MS);
    log(`lookup by tracking number  p50 ${result.p50_ms} ms  p95 ${result.p95_ms} ms  ${result.req_s} lookups/s  errors ${result.errors}`);

    const pageUrl = `/trackingPage/${trackingNumber()}?domain=${DOMAIN}`;
    const scriptKb = await firstLoadScriptKb(browser, server.baseUrl, pageUrl, { settled: (page) => banner(page).waitFor() });
    const shownMs = await median(5, () => statusShownMs(browser, `${server.baseUrl}${pageUrl}`));
    log(`public page script ${scriptKb} KB gzipped; status shown after ${shownMs} ms at ${CPU_SLOWDOWN}x slower CPU`);

    writeResults('public', {
      benchmark: 'Public tracking lookups by tracking number through the API (PostgreSQL), challenges pre-solved; the public page in headless Chromium',
      dataset: { tenant_shipments: total, noise_tenants: DATASET.noiseTenants, noise_shipments_each: DATASET.noiseSize },
      concurrency: CONCURRENCY,
      seconds: DURATION_MS / 1000,
      lookup_p50_ms: result.p50_ms,
      lookup_p95_ms: result.p95_ms,
      lookups_per_s: result.req_s,
      lookups: result.requests,
      errors: result.errors,
      page_script_gzip_kb: scriptKb,
      cpu_slowdown: CPU_SLOWDOWN,
      page_status_shown_ms: shownMs,
    });
  } finally {
    await browser.close();
    await client.end();
    await server.stop();
  }
}

await main();
