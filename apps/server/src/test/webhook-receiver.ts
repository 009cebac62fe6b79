import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A merchant's endpoint on 127.0.0.1: it records every request and answers `status` (200 by
 * default; set it to 500 or 410 to make the endpoint fail, or to a function of the request).
 */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  status: number | ((request: ReceivedWebhook) => number);
  answer: string;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver = { received: [] as ReceivedWebhook[], status: 200 as WebhookReceiver['status'], answer: 'ok' };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      receiver.received.push(request);
      const status = typeof receiver.status === 'function' ? receiver.status(request) : receiver.status;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(receiver.answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
