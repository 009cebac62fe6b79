import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP stand-in for a courier API, used by the adapter tests (127.0.0.1, random port). */
export interface RecordedRequest {
  method: string;
  /** Path and query as received. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

export interface TestServer {
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** `answer` may be slow (a Promise), to stand in for a courier that does not answer in time. */
export async function startTestServer(answer: (request: RecordedRequest) => Reply | Promise<Reply>): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      void Promise.resolve()
        .then(() => answer(request))
        .catch((error: unknown): Reply => ({ status: 400, body: `request does not match the documented format: ${error instanceof Error ? error.message : String(error)}` }))
        .then((reply) => {
          if (res.destroyed) return;
          res.writeHead(reply.status, reply.headers ?? {});
          res.end(reply.body);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** A JSON answer as couriers send it. */
export function jsonReply(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

/** An answer that comes only after `ms`: longer than the caller's timeout, it stands in for a courier that hangs. */
export function lateReply(reply: Reply, ms: number): Promise<Reply> {
  return new Promise((resolve) => setTimeout(() => resolve(reply), ms));
}
