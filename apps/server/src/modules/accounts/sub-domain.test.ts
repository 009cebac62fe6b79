import { describe, expect, it } from 'vitest';
import { SUB_DOMAIN_MESSAGES } from '@trailpost/contracts';
import { createSubUser, messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp({ subDomainSuffix: '.track.example' });

const check = (who: SignedIn, sub_domain: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/sub_domain', headers: who.headers, payload: { sub_domain } });
const save = (who: SignedIn, payload: object) => t.app.inject({ method: 'PUT', url: '/api/user/sub_domain', headers: who.headers, payload });
const suffix = () => Math.random().toString(36).slice(2, 8);

describe('sub-domain', () => {
  it('starts empty', async () => {
    const owner = await signUp(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/user/sub_domain', headers: owner.headers });
    expect(response.json()).toEqual({ meta: { code: 200, message: ['Success'] }, data: { sub_domain: null, custom_domain_url: null, sub_domain_suffix: '.track.example', public_host: null } });
  });

  it('reports a free name as available and a reserved one as not', async () => {
    const owner = await signUp(t.app);
    const free = await check(owner, `shop-${suffix()}`);
    expect(free.json()).toMatchObject({ meta: { message: [SUB_DOMAIN_MESSAGES.available] }, data: { is_domain_available: true } });
    const reserved = await check(owner, 'www');
    expect(reserved.json()).toMatchObject({ meta: { message: [SUB_DOMAIN_MESSAGES.unavailable] }, data: { is_domain_available: false } });
  });

  it('saves a normalised name, defaults the custom domain and completes onboarding', async () => {
    const owner = await signUp(t.app);
    const name = `my_shop-${suffix()}`;
    const response = await save(owner, { sub_domain: `  ${name.toUpperCase()}!! ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      meta: { code: 200, message: [SUB_DOMAIN_MESSAGES.saved] },
      data: { sub_domain: name, custom_domain_url: `${name}.track.example`, sub_domain_suffix: '.track.example', public_host: `${name}.track.example` },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: owner.headers });
    expect(me.json().data).toMatchObject({ onboarding: { status: 1 }, sub_domain: name, custom_domain_url: `${name}.track.example` });
    expect((await check(owner, name)).json().data.is_domain_available).toBe(true);
  });

  it("keeps a merchant's custom domain", async () => {
    const owner = await signUp(t.app);
    const response = await save(owner, { sub_domain: `brand${suffix()}`, custom_domain_url: 'https://Track.Brand.com/' });
    expect(response.json().data.custom_domain_url).toBe('track.brand.com');
  });

  it('refuses an invalid custom domain', async () => {
    const owner = await signUp(t.app);
    const response = await save(owner, { sub_domain: `x${suffix()}`, custom_domain_url: 'not a domain' });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([SUB_DOMAIN_MESSAGES.customDomainInvalid]);
  });

  it("refuses another tenant's name", async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    const name = `taken-${suffix()}`;
    expect((await save(first, { sub_domain: name })).statusCode).toBe(200);
    expect((await check(second, name)).json().data.is_domain_available).toBe(false);
    const response = await save(second, { sub_domain: name });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([SUB_DOMAIN_MESSAGES.taken]);
  });

  it.each([
    ['empty', ''],
    ['only special characters', ' !@# '],
    ['missing', undefined],
  ])('requires a name when %s', async (_case, value) => {
    const owner = await signUp(t.app);
    for (const response of [await check(owner, value), await save(owner, { sub_domain: value })]) {
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toEqual([SUB_DOMAIN_MESSAGES.required]);
    }
  });

  it('refuses a name longer than a DNS label', async () => {
    const owner = await signUp(t.app);
    const response = await check(owner, 'a'.repeat(64));
    expect(messagesOf(response)).toEqual([SUB_DOMAIN_MESSAGES.tooLong]);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/sub_domain' });
    expect(response.statusCode).toBe(401);
  });

  it('lets only users with settings access change it', async () => {
    const owner = await signUp(t.app);
    const tracker = await createSubUser(t.app, t.database, owner, ['tracking']);
    const refused = await save(tracker, { sub_domain: `sub${suffix()}` });
    expect(refused.statusCode).toBe(403);
    const admin = await createSubUser(t.app, t.database, owner, ['settings']);
    expect((await save(admin, { sub_domain: `sub${suffix()}` })).statusCode).toBe(200);
  });
});
