import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR } from '@trailpost/contracts';
import { createTestApp, useTestApp } from '../test/harness.js';
import { queueMail, queueSms } from './mail.js';

const t = useTestApp();

describe('the API envelope', () => {
  it('answers an unknown API route with an enveloped 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ meta: { code: 404, message: ['Route not found'], error_code: 'not_found' }, data: null });
  });

  it('answers malformed JSON with a readable 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(response.statusCode).toBe(400);
    expect(response.json().meta.code).toBe(400);
    expect(response.json().meta.message[0]).toMatch(/JSON/);
  });

  it('reports health and the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json().data).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('turns a crash into a 500 without internals', async () => {
    const crashing = await createTestApp();
    try {
      await crashing.database.close();
      const response = await crashing.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ meta: { code: 500, message: [GENERIC_ERROR], error_code: 'internal' }, data: null });
      expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
    } finally {
      await crashing.app.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the routes from their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/user/login', '/api/user/register', '/api/user/sub_domain']));
    expect(doc.paths['/api/user/login'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
  });

  it('serves the reference UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('the outbox', () => {
  it('lists kept e-mail when no SMTP is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/outbox' });
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json().data)).toBe(true);
  });

  it('answers only requests from this machine', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/outbox', remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(404);
  });

  it('does not let a forwarded address pretend to be local', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/outbox', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(response.statusCode).toBe(404);
  });

  it('does not answer through a proxy on this machine, even one the server trusts', async () => {
    const proxied = await createTestApp({ trustProxy: ['loopback'] });
    try {
      for (const headers of [{ 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }, { 'x-real-ip': '127.0.0.1' }]) {
        expect((await proxied.app.inject({ method: 'GET', url: '/api/outbox', remoteAddress: '127.0.0.1', headers })).statusCode).toBe(404);
      }
      expect((await proxied.app.inject({ method: 'GET', url: '/api/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('answers an operator token from anywhere, through a proxy too; nothing else', async () => {
    const operatorToken = 'o'.repeat(40);
    const operated = await createTestApp({ operatorToken, trustProxy: ['loopback'] });
    try {
      const remote = { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } };
      const ask = (authorization?: string) =>
        operated.app.inject({ method: 'GET', url: '/api/outbox', ...remote, headers: { ...remote.headers, ...(authorization ? { authorization } : {}) } });
      expect((await ask(`Bearer ${operatorToken}`)).statusCode).toBe(200);
      for (const wrong of [undefined, `Bearer ${'o'.repeat(39)}`, `Bearer ${operatorToken}x`, `Basic ${operatorToken}`]) {
        expect((await ask(wrong)).statusCode, wrong).toBe(404);
      }
    } finally {
      await operated.close();
    }
  });

  it('does not exist when e-mail goes through SMTP and SMS through a provider', async () => {
    const sms = { providerUrl: 'https://api.twilio.com', accountSid: 'AC1', authToken: 'token', from: '+15005550006' };
    const withProviders = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:2525', sms });
    try {
      expect((await withProviders.app.inject({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(404);
    } finally {
      await withProviders.close();
    }
  });

  it('lists only the kept channel when one of the two has a provider', async () => {
    const withSmtp = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:2525' });
    try {
      const tenantId = '00000000-0000-4000-8000-000000000001';
      await queueMail(withSmtp.database.db, { tenantId, to: 'sent-by-smtp@example.com', subject: 'Reset', text: 'secret link' });
      await queueSms(withSmtp.database.db, { tenantId, to: '+14155550100', body: 'Out for delivery' });
      const listed = (await withSmtp.app.inject({ method: 'GET', url: '/api/outbox' })).json().data as { channel: string; to: string }[];
      expect(listed.map((message) => [message.channel, message.to])).toEqual([['sms', '+14155550100']]);
    } finally {
      await withSmtp.close();
    }
  });
});
