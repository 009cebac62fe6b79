import fs from 'node:fs';

/** One call of the product's API with a merchant's token: its `data`, or an error naming the call and the server's words. */
export async function api<T = Record<string, unknown>>(baseUrl: string, token: string, method: string, url: string, body?: object): Promise<T> {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { data: T; meta: { message: string[] } };
  if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${json.meta.message.join(' ')}`);
  return json.data;
}

/** A process's peak resident memory so far (VmHWM), in MB. */
export const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
