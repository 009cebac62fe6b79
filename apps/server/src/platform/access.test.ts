import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';

const t = useTestApp();

/** The only API routes reachable without a session. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/health/details',
  'GET /api/outbox',
  'POST /api/user/register',
  'POST /api/user/verify_email',
  'POST /api/user/login',
  'GET /api/user/forgot_password',
  'POST /api/user/reset_password',
  // Courier pushes: authenticated by their signatures, not by a session.
  'POST /api/ninjavan_webhook/consume/{encodedUserId}',
  'POST /api/webhooks/17track',
  // Signed file addresses (the token is the authority) and the import template (no data).
  'PUT /api/files/upload',
  'GET /api/files/download',
  'GET /api/import/template',
  // The realtime stream: opened with a one-minute signed ticket instead of the session token.
  'GET /api/firebase/stream',
]);

describe('default-deny access', () => {
  it('refuses every API route that is not declared public without a session', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(routes.length).toBeGreaterThan(10);
    const guarded = routes.filter((route) => !PUBLIC.has(route));
    expect(guarded).toEqual(expect.arrayContaining(['GET /api/user', 'POST /api/user/logout', 'PUT /api/user/sub_domain']));
    for (const route of guarded) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace(/\{\w+\}/g, '00000000-0000-0000-0000-000000000000');
      const response = await t.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, route).toBe(401);
    }
  });

  it('lets the public routes through without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/verify_email', payload: { email: 'x@y.co' } })).statusCode).toBe(404);
  });
});
