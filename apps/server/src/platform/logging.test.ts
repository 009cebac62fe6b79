import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openTestDatabase, TEST_PUBLIC_URL } from '../test/harness.js';
import { signUp } from '../test/accounts.js';
import { loggerOptions, redactUrl } from './logging.js';
import type { FastifyInstance } from 'fastify';

describe('secrets in URLs', () => {
  it.each([
    ['/api/files/download?token=abc.def', '/api/files/download?token=redacted'],
    ['/api/firebase/stream?token=t1&x=1', '/api/firebase/stream?token=redacted&x=1'],
    ['/reset_password?token=s3cret', '/reset_password?token=redacted'],
    ['/api/shipments?page=2&status=Delivered', '/api/shipments?page=2&status=Delivered'],
    ['/api/health', '/api/health'],
  ])('logs %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('the log', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const config = { ...loadConfig({}, []), publicUrl: TEST_PUBLIC_URL, webDist: null, smtpUrl: null };
    app = await buildApp({ config, database: opened.database, logger: loggerOptions('info', stream) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('holds no reset link, download token or bearer token', async () => {
    const owner = await signUp(app);
    await app.inject({ method: 'GET', url: `/api/user/forgot_password?emailid=${encodeURIComponent(owner.session.email)}` });
    expect(await app.mail.deliverPending()).toBeGreaterThan(0);
    await app.inject({ method: 'GET', url: '/api/files/download?token=download-secret-123' });
    await app.inject({ method: 'GET', url: '/api/user', headers: owner.headers });

    const log = lines.join('\n');
    expect(log).toContain('message kept in the outbox');
    expect(log).toContain('/api/files/download?token=redacted');
    expect(log).not.toMatch(/reset_password\?token=/);
    expect(log).not.toContain('download-secret-123');
    expect(log).not.toContain(owner.token);
  });
});
