import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/accounts.js';
import { useTestApp } from '../test/harness.js';

const t = useTestApp();
let port = 0;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  t.app.server.close();
});

/** Sends raw bytes to the listening server and reads its whole answer (it closes the connection). */
function rawRequest(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.write(text);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers oversize headers with a 431 in the envelope', async () => {
    const answer = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(40_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.body)).toEqual({ meta: { code: 431, message: ['The request headers are too large.'], error_code: 'payload_too_large' }, data: null });
  });

  it('answers an oversize request line with a 431 in the envelope', async () => {
    const answer = await rawRequest(`GET /api/trackings?keyword=${'b'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body).meta).toEqual({ code: 431, message: ['The request headers are too large.'], error_code: 'payload_too_large' });
  });

  it('answers what is not HTTP with a 400 in the envelope', async () => {
    const answer = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ meta: { code: 400, message: ['The request is not valid.'], error_code: 'validation_failed' }, data: null });
  });

  it('answers a body over the limit with a 413 in the envelope', async () => {
    const owner = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/trackings',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ tracking_number: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ meta: { code: 413, message: [expect.any(String)], error_code: 'payload_too_large' }, data: null });
  });
});
