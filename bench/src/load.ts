/** A bounded load loop against our own server: `concurrency` clients, each sending requests one after another. */
export interface LoadResult {
  requests: number;
  errors: number;
  p50_ms: number;
  p95_ms: number;
  req_s: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10;
}

export async function runLoad(options: {
  url: string;
  /** Several: each request takes the next in turn (as many merchants calling at once). */
  headers?: Record<string, string> | Record<string, string>[];
  method?: string;
  body?: unknown;
  concurrency: number;
  durationMs: number;
  maxRequests?: number;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const limit = options.maxRequests ?? Number.POSITIVE_INFINITY;
  const headerSets = Array.isArray(options.headers) ? options.headers : [options.headers ?? {}];
  const inits: RequestInit[] = headerSets.map((headers) => ({
    method: options.method ?? 'GET',
    headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: options.body ? JSON.stringify(options.body) : undefined,
  }));
  async function client() {
    while (performance.now() < deadline && sent < limit) {
      const init = inits[sent % inits.length];
      sent += 1;
      const t0 = performance.now();
      try {
        const response = await fetch(options.url, init);
        await response.arrayBuffer();
        if (response.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    p50_ms: percentile(latencies, 50),
    p95_ms: percentile(latencies, 95),
    req_s: Math.round((latencies.length / elapsed) * 10) / 10,
  };
}

/** Two seconds of warm-up, then the measured run of `durationMs`, logged on one line. */
export async function measureCall(name: string, options: Omit<Parameters<typeof runLoad>[0], 'durationMs'>, durationMs: number): Promise<LoadResult> {
  await runLoad({ ...options, durationMs: 2000 });
  const result = await runLoad({ ...options, durationMs });
  console.log(`${name.padEnd(44)} p50 ${result.p50_ms} ms  p95 ${result.p95_ms} ms  ${result.req_s} req/s  errors ${result.errors}`);
  return result;
}
