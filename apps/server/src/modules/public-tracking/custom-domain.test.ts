import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PUBLIC_TRACKING_MESSAGES, SUB_DOMAIN_MESSAGES, type CustomDomainView } from '@trailpost/contracts';
import { tenants } from '../../db/schema/index.js';
import { createSubUser, messagesOf, nextClientAddress, signUp, type SignedIn } from '../../test/accounts.js';
import { startTestDnsServer, type TestDnsServer } from '../../test/dns-server.js';
import { CLOSED_DNS_PORT, useTestApp } from '../../test/harness.js';
import { CUSTOM_DOMAIN_RECHECK_BATCH, CUSTOM_DOMAIN_RECHECK_MS, recheckCustomDomains, UNVERIFIED_DOMAIN_RECHECK_MS } from './custom-domain.js';
import { merchantWithSubDomain, type Merchant } from './public-tracking-test-helpers.js';

/**
 * The custom domain (part 2 §2.13): a CNAME to the account's platform host, checked through DNS
 * (a local DNS server stands in for the merchant's), and the TLS proxy's `ask` route.
 */
const SUFFIX = '.pages.trailpost.test';
const t = useTestApp({ subDomainSuffix: SUFFIX, dnsTimeoutMs: 400 });

let dns: TestDnsServer;
let silent: TestDnsServer;
beforeAll(async () => {
  dns = await startTestDnsServer();
  silent = await startTestDnsServer({ silent: true });
  t.config.dnsServers = [dns.address];
});
afterAll(async () => {
  await dns.close();
  await silent.close();
});

let domains = 0;
const newDomain = () => `track${++domains}-${Math.random().toString(36).slice(2, 8)}.brand.test`;
const targetOf = (merchant: Merchant) => `${merchant.subDomain}${SUFFIX}`;

const read = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/user/custom_domain', headers: who.headers });
const verify = (who: SignedIn) => t.app.inject({ method: 'POST', url: '/api/user/custom_domain/verify', headers: who.headers });
const save = (who: SignedIn, payload: object) => t.app.inject({ method: 'PUT', url: '/api/user/sub_domain', headers: who.headers, payload });
const allowed = (domain: string) => t.app.inject({ method: 'GET', url: `/api/domains/allowed?domain=${encodeURIComponent(domain)}`, remoteAddress: nextClientAddress() });
const viewOf = async (who: SignedIn) => (await read(who)).json().data as CustomDomainView;
const statusOf = async (merchant: Merchant) =>
  (await t.database.db.select({ status: tenants.customDomainStatus }).from(tenants).where(eq(tenants.id, merchant.tenantId)))[0]!.status;

/** A merchant with its custom domain saved and its CNAME published (or not). */
async function withCustomDomain(cname: 'own' | 'none' | string = 'own') {
  const domain = newDomain();
  const merchant = await merchantWithSubDomain(t.app, domain);
  if (cname !== 'none') dns.records.set(domain, { cname: cname === 'own' ? targetOf(merchant) : cname });
  return { merchant, domain };
}

describe('GET /user/custom_domain', () => {
  it('has nothing to show before a sub-domain is chosen', async () => {
    const owner = await signUp(t.app);
    const response = await read(owner);
    expect(response.json()).toEqual({ meta: { code: 200, message: ['Success'] }, data: { custom_domain_url: null, status: 'pending', checked_at: null, cname_target: null } });
  });

  it('shows the default, the platform host itself, as serving without any record', async () => {
    const merchant = await merchantWithSubDomain(t.app);
    expect(await viewOf(merchant.owner)).toEqual({ custom_domain_url: targetOf(merchant), status: 'verified', checked_at: null, cname_target: null });
  });

  it('shows a saved custom domain as pending, with the CNAME target it needs', async () => {
    const { merchant, domain } = await withCustomDomain('none');
    expect(await viewOf(merchant.owner)).toEqual({ custom_domain_url: domain, status: 'pending', checked_at: null, cname_target: targetOf(merchant) });
    expect((await allowed(domain)).statusCode).toBe(404);
  });

  it('needs a session, and the settings access', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/custom_domain' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/custom_domain/verify' })).statusCode).toBe(401);
    const merchant = await merchantWithSubDomain(t.app);
    const tracker = await createSubUser(t.app, t.database, merchant.owner, ['tracking', 'dashboard']);
    for (const response of [await read(tracker), await verify(tracker)]) expect(response.statusCode).toBe(403);
    const admin = await createSubUser(t.app, t.database, merchant.owner, ['settings']);
    expect((await viewOf(admin)).custom_domain_url).toBe(targetOf(merchant));
  });
});

describe('POST /user/custom_domain/verify', () => {
  it('verifies a domain whose CNAME points at the platform host: it then serves the pages', async () => {
    const { merchant, domain } = await withCustomDomain('own');
    const before = Date.now();
    const response = await verify(merchant.owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(messagesOf(response)).toEqual([PUBLIC_TRACKING_MESSAGES.customDomainVerified]);
    const view = response.json().data as CustomDomainView;
    expect(view).toMatchObject({ custom_domain_url: domain, status: 'verified', cname_target: targetOf(merchant) });
    expect(new Date(view.checked_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await viewOf(merchant.owner)).toEqual(view);
    expect((await allowed(domain)).statusCode).toBe(200);
  });

  it('links the public pages on the domain once verified, on the platform host until then', async () => {
    const { merchant, domain } = await withCustomDomain('none');
    const publicHost = async () => (await t.app.inject({ method: 'GET', url: '/api/user/sub_domain', headers: merchant.owner.headers })).json().data.public_host;
    expect(await publicHost()).toBe(targetOf(merchant));
    expect((await verify(merchant.owner)).statusCode).toBe(400);
    expect(await publicHost()).toBe(targetOf(merchant));
    dns.records.set(domain, { cname: targetOf(merchant) });
    expect((await verify(merchant.owner)).statusCode).toBe(200);
    expect(await publicHost()).toBe(domain);
  });

  it('accepts the CNAME written with a trailing dot or in capitals', async () => {
    const { merchant, domain } = await withCustomDomain('none');
    dns.records.set(domain, { cname: `${targetOf(merchant).toUpperCase()}.` });
    expect((await verify(merchant.owner)).statusCode).toBe(200);
  });

  it('fails a domain without the CNAME, says what to add, and does not serve it', async () => {
    const { merchant, domain } = await withCustomDomain('none');
    const response = await verify(merchant.owner);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ meta: { code: 400, message: [PUBLIC_TRACKING_MESSAGES.customDomainNotPointing(domain, targetOf(merchant))], error_code: 'validation_failed' }, data: null });
    expect(await viewOf(merchant.owner)).toMatchObject({ status: 'failed', checked_at: expect.any(String) });
    expect((await allowed(domain)).statusCode).toBe(404);
  });

  it('fails a domain whose CNAME points elsewhere', async () => {
    const { merchant, domain } = await withCustomDomain('shops.other-platform.example');
    const response = await verify(merchant.owner);
    expect(messagesOf(response)).toEqual([PUBLIC_TRACKING_MESSAGES.customDomainNotPointing(domain, targetOf(merchant))]);
    expect((await viewOf(merchant.owner)).status).toBe('failed');
  });

  it('stops serving a verified domain when a re-check no longer finds the CNAME', async () => {
    const { merchant, domain } = await withCustomDomain('own');
    expect((await verify(merchant.owner)).statusCode).toBe(200);
    dns.records.delete(domain);
    expect((await verify(merchant.owner)).statusCode).toBe(400);
    expect((await viewOf(merchant.owner)).status).toBe('failed');
    expect((await allowed(domain)).statusCode).toBe(404);
    dns.records.set(domain, { cname: targetOf(merchant) });
    expect((await verify(merchant.owner)).statusCode).toBe(200);
    expect((await allowed(domain)).statusCode).toBe(200);
  });

  it('records nothing when the DNS servers do not answer: a verified domain keeps serving', async () => {
    const { merchant, domain } = await withCustomDomain('own');
    expect((await verify(merchant.owner)).statusCode).toBe(200);
    const checkedAt = (await viewOf(merchant.owner)).checked_at;
    for (const servers of [[silent.address], [CLOSED_DNS_PORT]]) {
      t.config.dnsServers = servers;
      try {
        const response = await verify(merchant.owner);
        expect(response.json()).toEqual({ meta: { code: 400, message: [PUBLIC_TRACKING_MESSAGES.customDomainUnchecked], error_code: 'validation_failed' }, data: null });
      } finally {
        t.config.dnsServers = [dns.address];
      }
    }
    expect(await viewOf(merchant.owner)).toMatchObject({ status: 'verified', checked_at: checkedAt });
    expect((await allowed(domain)).statusCode).toBe(200);
  });

  it('answers the platform host as verified without asking DNS', async () => {
    const merchant = await merchantWithSubDomain(t.app);
    t.config.dnsServers = [CLOSED_DNS_PORT];
    try {
      const response = await verify(merchant.owner);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ custom_domain_url: targetOf(merchant), status: 'verified', checked_at: null, cname_target: null });
    } finally {
      t.config.dnsServers = [dns.address];
    }
  });

  it('needs a sub-domain first', async () => {
    const owner = await signUp(t.app);
    const response = await verify(owner);
    expect(response.json()).toEqual({ meta: { code: 400, message: [PUBLIC_TRACKING_MESSAGES.customDomainRequired], error_code: 'validation_failed' }, data: null });
  });

  it("never verifies another account's platform host, whatever DNS says", async () => {
    const other = await merchantWithSubDomain(t.app);
    const merchant = await merchantWithSubDomain(t.app, targetOf(other));
    dns.records.set(targetOf(other), { cname: targetOf(merchant) });
    const response = await verify(merchant.owner);
    expect(response.json()).toEqual({ meta: { code: 400, message: [PUBLIC_TRACKING_MESSAGES.customDomainOnPlatform(targetOf(other))], error_code: 'validation_failed' }, data: null });
    expect((await viewOf(merchant.owner)).status).toBe('failed');
    expect((await viewOf(other.owner)).status).toBe('verified');
  });

  it('moves a domain to the account its CNAME now names: the former one stops serving it', async () => {
    const { merchant: first, domain } = await withCustomDomain('own');
    expect((await verify(first.owner)).statusCode).toBe(200);
    const second = await merchantWithSubDomain(t.app, domain);
    dns.records.set(domain, { cname: targetOf(second) });
    expect((await verify(second.owner)).statusCode).toBe(200);
    expect(await statusOf(first)).toBe('failed');
    expect((await viewOf(second.owner)).status).toBe('verified');
  });
});

describe('changing the domains (PUT /user/sub_domain)', () => {
  it('puts a changed custom domain back to pending: it stops serving until verified again', async () => {
    const { merchant, domain } = await withCustomDomain('own');
    expect((await verify(merchant.owner)).statusCode).toBe(200);
    const next = newDomain();
    expect((await save(merchant.owner, { sub_domain: merchant.subDomain, custom_domain_url: next })).statusCode).toBe(200);
    expect(await viewOf(merchant.owner)).toEqual({ custom_domain_url: next, status: 'pending', checked_at: null, cname_target: targetOf(merchant) });
    expect((await allowed(domain)).statusCode).toBe(404);
    expect((await allowed(next)).statusCode).toBe(404);
  });

  it('puts it back to pending when the sub-domain (its CNAME target) changes', async () => {
    const { merchant, domain } = await withCustomDomain('own');
    expect((await verify(merchant.owner)).statusCode).toBe(200);
    const renamed = `${merchant.subDomain}x`;
    expect((await save(merchant.owner, { sub_domain: renamed, custom_domain_url: domain })).statusCode).toBe(200);
    expect(await viewOf(merchant.owner)).toMatchObject({ status: 'pending', cname_target: `${renamed}${SUFFIX}` });
  });

  it('keeps a verified domain verified when the same values are saved again', async () => {
    const { merchant, domain } = await withCustomDomain('own');
    expect((await verify(merchant.owner)).statusCode).toBe(200);
    const response = await save(merchant.owner, { sub_domain: merchant.subDomain, custom_domain_url: `https://${domain.toUpperCase()}/` });
    expect(messagesOf(response)).toEqual([SUB_DOMAIN_MESSAGES.saved]);
    expect((await viewOf(merchant.owner)).status).toBe('verified');
  });
});

describe('the housekeeping re-check', () => {
  const longAgo = () => new Date(Date.now() - CUSTOM_DOMAIN_RECHECK_MS - 60_000);
  /** Other tests' domains are due too: pass after pass until a batch is not full. */
  async function recheckAll() {
    for (let pass = 0; pass < 20; pass++) if ((await recheckCustomDomains(t.app.ctx)) < CUSTOM_DOMAIN_RECHECK_BATCH) return;
    throw new Error('custom domains were still due after 20 passes');
  }
  const checkedAt = async (merchant: Merchant) =>
    (await t.database.db.select({ at: tenants.customDomainCheckedAt }).from(tenants).where(eq(tenants.id, merchant.tenantId)))[0]!.at;

  it('asks again about verified domains checked a day ago: gone ones fail, kept ones stay', async () => {
    const kept = await withCustomDomain('own');
    const gone = await withCustomDomain('own');
    const recent = await withCustomDomain('own');
    for (const { merchant } of [kept, gone, recent]) expect((await verify(merchant.owner)).statusCode).toBe(200);
    await t.database.db.update(tenants).set({ customDomainCheckedAt: longAgo() }).where(eq(tenants.id, kept.merchant.tenantId));
    await t.database.db.update(tenants).set({ customDomainCheckedAt: longAgo() }).where(eq(tenants.id, gone.merchant.tenantId));
    dns.records.delete(gone.domain);
    dns.records.delete(recent.domain);

    await recheckAll();
    expect(await statusOf(kept.merchant)).toBe('verified');
    expect(new Date((await viewOf(kept.merchant.owner)).checked_at!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await statusOf(gone.merchant)).toBe('failed');
    expect((await allowed(gone.domain)).statusCode).toBe(404);
    // Checked within the day: not asked (its CNAME is gone, yet it stays verified until due).
    expect(await statusOf(recent.merchant)).toBe('verified');
  });

  it('changes nothing when DNS does not answer', async () => {
    const { merchant } = await withCustomDomain('own');
    expect((await verify(merchant.owner)).statusCode).toBe(200);
    await t.database.db.update(tenants).set({ customDomainCheckedAt: longAgo() }).where(eq(tenants.id, merchant.tenantId));
    t.config.dnsServers = [CLOSED_DNS_PORT];
    try {
      await recheckCustomDomains(t.app.ctx);
    } finally {
      t.config.dnsServers = [dns.address];
    }
    expect(await statusOf(merchant)).toBe('verified');
  });

  it('asks about domains not verified yet: one whose record appears later starts serving without Verify', async () => {
    const late = await withCustomDomain('none');
    const wrong = await withCustomDomain('elsewhere.example.test');
    await recheckAll();
    expect(await statusOf(late.merchant)).toBe('failed');
    expect(await statusOf(wrong.merchant)).toBe('failed');

    dns.records.set(late.domain, { cname: targetOf(late.merchant) });
    await recheckAll();
    // Asked within the last ten minutes: not yet again.
    expect(await statusOf(late.merchant)).toBe('failed');

    const tenMinutesAgo = new Date(Date.now() - UNVERIFIED_DOMAIN_RECHECK_MS - 1000);
    await t.database.db.update(tenants).set({ customDomainCheckedAt: tenMinutesAgo }).where(eq(tenants.id, late.merchant.tenantId));
    await recheckAll();
    expect(await statusOf(late.merchant)).toBe('verified');
    expect((await allowed(late.domain)).statusCode).toBe(200);
    expect(await statusOf(wrong.merchant)).toBe('failed');
  });

  it('has nothing to ask about the default, the platform host itself', async () => {
    const merchant = await merchantWithSubDomain(t.app);
    await recheckAll();
    expect(await checkedAt(merchant)).toBeNull();
    expect((await viewOf(merchant.owner)).status).toBe('verified');
  });
});

describe('GET /domains/allowed (the TLS proxy asks before a certificate)', () => {
  it('answers 200 for a taken sub-domain host, in any case and with a trailing dot', async () => {
    const merchant = await merchantWithSubDomain(t.app);
    for (const domain of [targetOf(merchant), `${targetOf(merchant).toUpperCase()}.`]) {
      const response = await allowed(domain);
      expect(response.statusCode, domain).toBe(200);
      expect(response.json()).toEqual({ meta: { code: 200, message: ['Success'] }, data: { domain: targetOf(merchant) } });
    }
  });

  it('answers 404 for a free sub-domain, a deeper name, the app host and an unknown domain', async () => {
    const merchant = await merchantWithSubDomain(t.app);
    for (const domain of [`nobody-here${SUFFIX}`, `www.${targetOf(merchant)}`, new URL(t.config.publicUrl).hostname, 'example.com']) {
      const response = await allowed(domain);
      expect(response.json(), domain).toEqual({ meta: { code: 404, message: [PUBLIC_TRACKING_MESSAGES.unknownDomain], error_code: 'not_found' }, data: null });
    }
  });

  it('needs the domain', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/domains/allowed' });
    expect(response.json()).toEqual({
      meta: { code: 400, message: [PUBLIC_TRACKING_MESSAGES.unknownDomain], error_code: 'validation_failed', fields: { domain: PUBLIC_TRACKING_MESSAGES.unknownDomain } },
      data: null,
    });
  });
});
