import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** What the benchmarks that start a worker process of their own share. */

const SERVER = path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');

/** The p-th percentile of ascending values (0 when there are none). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Polls `check` every `everyMs` until it holds; throws after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

/**
 * The built server as a worker process (`--role worker`) on `env`. With
 * BENCH_WORKER_PROFILE=<folder> it writes a CPU profile there when it exits (not when killed).
 */
export function startWorker(env: NodeJS.ProcessEnv): ChildProcess {
  const profile = process.env.BENCH_WORKER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_WORKER_PROFILE}`] : [];
  return spawn(process.execPath, [...profile, SERVER, '--role', 'worker'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Ends a process and waits until it has exited. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
