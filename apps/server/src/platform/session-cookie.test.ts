import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { browserSignIn as signInWithCookie, nextClientAddress, PASSWORD, signUp, uniqueEmail } from '../test/accounts.js';
import { TEST_PUBLIC_URL, useTestApp } from '../test/harness.js';
import { COOKIE_SESSION_HEADER, CROSS_SITE_MESSAGE, SESSION_COOKIE } from './session-cookie.js';

const t = useTestApp();

const browserSignIn = () => signInWithCookie(t.app);

const createTag = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/tag', headers, payload: { tag_name: `T${Math.random().toString(36).slice(2, 8)}` } } as InjectOptions);

describe('the web session cookie', () => {
  it('is HttpOnly, SameSite=Strict, scoped to the API, and the record handed to the page holds no token', async () => {
    const { response, cookie } = await browserSignIn();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    expect(cookie.maxAge).toBe(90 * 24 * 60 * 60);
    expect(response.json().data.access_token).toBe('');
  });

  it('signs the app in, and GET /user never reveals the token to the page', async () => {
    const { headers } = await browserSignIn();
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.access_token).toBe('');
  });

  it('is set at sign-up too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      remoteAddress: nextClientAddress(),
      headers: { [COOKIE_SESSION_HEADER]: 'cookie' },
      payload: { name: 'Cookie Shop', email: uniqueEmail(), password: PASSWORD },
    });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.httpOnly).toBe(true);
    expect(response.json().data.access_token).toBe('');
  });

  it('is not set for API clients, which get their bearer token', async () => {
    const owner = await signUp(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: nextClientAddress(), payload: { email: owner.session.email, password: PASSWORD } });
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect(response.json().data.access_token).toMatch(/^[\w-]{43}$/);
  });

  it('is cleared, and its session ended, on logout', async () => {
    const { headers } = await browserSignIn();
    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { ...headers, origin: TEST_PUBLIC_URL } });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
  });
});

describe('CSRF protection for cookie-authenticated calls', () => {
  it('lets a change through when the browser says this origin made it', async () => {
    const { headers } = await browserSignIn();
    expect((await createTag({ ...headers, origin: TEST_PUBLIC_URL, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    // Through a development proxy the origin is the one the browser sees, matching the Host it sends.
    expect((await createTag({ ...headers, origin: 'http://localhost:5173', host: 'localhost:5173' })).statusCode).toBe(200);
  });

  it.each([
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a sibling sub-domain', { origin: 'http://shop.trailpost.test', 'sec-fetch-site': 'same-site' }],
    ['an origin that is not this one', { origin: 'https://evil.example' }],
    ['a malformed origin', { origin: 'null' }],
    ['neither Origin nor Fetch Metadata', {}],
  ])('refuses a change from %s with 403 and changes nothing', async (_case, extra) => {
    const { headers } = await browserSignIn();
    const response = await createTag({ ...headers, ...extra });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ meta: { code: 403, message: [CROSS_SITE_MESSAGE], error_code: 'forbidden' }, data: null });
    const tags = await t.app.inject({ method: 'GET', url: '/api/tags', headers });
    expect(tags.json().data).toEqual([]);
  });

  it('lets reads through from anywhere the cookie is sent, and bearer calls need no origin', async () => {
    const { headers } = await browserSignIn();
    expect((await t.app.inject({ method: 'GET', url: '/api/tags', headers: { ...headers, 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(200);
    const client = await signUp(t.app);
    expect((await createTag(client.headers)).statusCode).toBe(200);
  });
});
