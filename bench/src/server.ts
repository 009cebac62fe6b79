import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const SERVER = path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');

/**
 * Starts the built API on PostgreSQL (it migrates at start) and waits until it answers; with
 * webDist it also serves the web app from that build, at its own address; `env` adds settings.
 */
export async function startServer(databaseUrl: string, port: number, options: { webDist?: string; env?: NodeJS.ProcessEnv } = {}): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_PROFILE=<folder>: a CPU profile of the API process, written when it stops.
  const profile = process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, SERVER, '--role', 'api'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: options.webDist ?? '',
      PUBLIC_URL: baseUrl,
      // A benchmark measures the server, not the per-second limit of one account's calls.
      API_RATE_LIMIT: '0',
      WEB_RATE_LIMIT: '0',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Signs a merchant up (or in, on a second run) and returns its token and tenant. `clientIp`
 * signs up from that address (through a server started with TRUST_PROXY=loopback), for more
 * merchants than one address may create in an hour.
 */
export async function merchant(baseUrl: string, email: string, clientIp?: string): Promise<{ token: string; tenantId: string }> {
  const body = { name: 'Bench Merchant', email, password: 'bench123' };
  const headers = { 'content-type': 'application/json', ...(clientIp ? { 'x-forwarded-for': clientIp } : {}) };
  let response = await fetch(`${baseUrl}/api/user/register`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (response.status !== 200) {
    response = await fetch(`${baseUrl}/api/user/login`, { method: 'POST', headers, body: JSON.stringify(body) });
  }
  const session = (await response.json()) as { data: { access_token: string; user_details: { tenant_id: string } } };
  return { token: session.data.access_token, tenantId: session.data.user_details.tenant_id };
}
