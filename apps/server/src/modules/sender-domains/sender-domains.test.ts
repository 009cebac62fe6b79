import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SENDER_DOMAIN_MESSAGES, type SenderDomainView } from '@trailpost/contracts';
import { mailOutbox, notifications, senderDomains } from '../../db/schema/index.js';
import { createSubUser, expectHiddenFromOtherTenants, messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { startTestDnsServer, type TestDnsServer } from '../../test/dns-server.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp({ dnsTimeoutMs: 400 });

let dns: TestDnsServer;
let silent: TestDnsServer;
beforeAll(async () => {
  dns = await startTestDnsServer();
  silent = await startTestDnsServer({ silent: true });
});
afterAll(async () => {
  await dns.close();
  await silent.close();
});

let domains = 0;
const newDomain = () => `shop${++domains}-${Math.random().toString(36).slice(2, 8)}.test`;

const add = (who: SignedIn, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/domain', headers: who.headers, payload: payload as object });
const remove = (who: SignedIn, email: string, url = '/api/domain') => t.app.inject({ method: 'PUT', url, headers: who.headers, payload: { email } });
const list = (who: SignedIn, query = '') => t.app.inject({ method: 'GET', url: `/api/domain${query}`, headers: who.headers });
const validate = (who: SignedIn, id: string) => t.app.inject({ method: 'POST', url: `/api/domain/validate/${id}`, headers: who.headers });

async function added(who: SignedIn, email: string): Promise<SenderDomainView> {
  const response = await add(who, { email });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as SenderDomainView;
}

/** Publishes the records the view asks for in the test DNS server, as the merchant would. */
function publish(view: SenderDomainView) {
  for (const record of Object.values(view.cname)) dns.records.set(record.host, { cname: record.data });
}

function useDns(servers: string[]) {
  t.config.dnsServers = servers;
}

describe('adding sender addresses', () => {
  it("creates the domain with its first address and the three CNAMEs into the product's zone", async () => {
    const owner = await signUp(t.app);
    const domain = newDomain();
    const response = await add(owner, { email: ` Orders@${domain.toUpperCase()} ` });
    expect(response.json()).toMatchObject({ meta: { code: 200, message: [SENDER_DOMAIN_MESSAGES.emailAdded] } });
    const view = response.json().data as SenderDomainView;
    const zone = t.config.mailDns.zone;
    expect(view).toEqual({
      domain_id: expect.any(String),
      domain,
      email: [`orders@${domain}`],
      is_verified: false,
      cname: {
        domain: { host: `tpm.${domain}`, data: expect.stringMatching(new RegExp(`^[a-z2-7]{52}\\.${zone.replace(/\./g, '\\.')}$`)) },
        dkim1: { host: `tp1._domainkey.${domain}`, data: expect.stringMatching(new RegExp(`^tp1\\.[a-z2-7]{52}\\.dkim\\.${zone.replace(/\./g, '\\.')}$`)) },
        dkim2: { host: `tp2._domainkey.${domain}`, data: expect.stringMatching(new RegExp(`^tp2\\.[a-z2-7]{52}\\.dkim\\.${zone.replace(/\./g, '\\.')}$`)) },
      },
    });
  });

  it('keeps the DKIM private key sealed, never in the clear', async () => {
    const owner = await signUp(t.app);
    const view = await added(owner, `news@${newDomain()}`);
    const [row] = await t.database.db.select().from(senderDomains).where(eq(senderDomains.id, view.domain_id));
    expect(row!.dkimPrivateKey).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row!.dkimPrivateKey).not.toContain('PRIVATE KEY');
    expect(row!.dkimPublicKey).toMatch(/^MIIBIjAN/);
    expect(row!.nextCheckAt!.getTime() - row!.createdAt.getTime()).toBe(5 * 60_000);
  });

  it('adds further addresses of a domain to its record, and refuses one added already', async () => {
    const owner = await signUp(t.app);
    const domain = newDomain();
    const first = await added(owner, `a@${domain}`);
    const second = await added(owner, `b@${domain}`);
    expect(second).toMatchObject({ domain_id: first.domain_id, email: [`a@${domain}`, `b@${domain}`] });
    const again = await add(owner, { email: `B@${domain}` });
    expect(again.json()).toEqual({ meta: { code: 400, message: [SENDER_DOMAIN_MESSAGES.alreadyAdded], error_code: 'duplicate' }, data: null });
    expect((await list(owner)).json().data).toHaveLength(1);
  });

  it.each([
    [{}, SENDER_DOMAIN_MESSAGES.emailRequired],
    [{ email: '' }, SENDER_DOMAIN_MESSAGES.emailRequired],
    [{ email: '   ' }, SENDER_DOMAIN_MESSAGES.emailRequired],
    [{ email: 'orders' }, SENDER_DOMAIN_MESSAGES.emailInvalid],
    [{ email: 'orders@shop' }, SENDER_DOMAIN_MESSAGES.emailInvalid],
    [{ email: `${'x'.repeat(250)}@shop.test` }, SENDER_DOMAIN_MESSAGES.emailInvalid],
    [{ email: 'me@gmail.com' }, SENDER_DOMAIN_MESSAGES.freeMail('gmail.com')],
    [{ email: 'me@Outlook.com' }, SENDER_DOMAIN_MESSAGES.freeMail('outlook.com')],
  ])('refuses %j with its message', async (payload, message) => {
    const owner = await signUp(t.app);
    const response = await add(owner, payload);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([message]);
    expect((await list(owner)).json().data).toEqual([]);
  });

  it('lets two accounts add the same domain, each with its own records', async () => {
    const domain = newDomain();
    const one = await added(await signUp(t.app), `a@${domain}`);
    const two = await added(await signUp(t.app), `a@${domain}`);
    expect(one.domain_id).not.toBe(two.domain_id);
    expect(one.cname.dkim1.data).not.toBe(two.cname.dkim1.data);
  });
});

describe('listing', () => {
  it("lists the account's domains, all or by verification", async () => {
    const owner = await signUp(t.app);
    const a = await added(owner, `a@${newDomain()}`);
    const b = await added(owner, `b@${newDomain()}`);
    await t.database.db.update(senderDomains).set({ isVerified: true }).where(eq(senderDomains.id, b.domain_id));
    const ids = async (query: string) => ((await list(owner, query)).json().data as SenderDomainView[]).map((d) => d.domain_id);
    expect(await ids('')).toEqual([a.domain_id, b.domain_id]);
    expect(await ids('?is_verified=1')).toEqual([b.domain_id]);
    expect(await ids('?is_verified=true')).toEqual([b.domain_id]);
    expect(await ids('?is_verified=0')).toEqual([a.domain_id]);
    expect(await ids('?is_verified=false')).toEqual([a.domain_id]);
    expect((await list(owner, '?is_verified=yes')).statusCode).toBe(400);
    expect((await list(await signUp(t.app))).json()).toEqual({
      meta: { code: 200, message: ['Success'], total_records: 0, page_info: { page: 1, limit: 1, total: 0, has_more: false } },
      data: [],
    });
  });
});

describe('deleting addresses', () => {
  it('removes an address, and the domain with its last one', async () => {
    const owner = await signUp(t.app);
    const domain = newDomain();
    await added(owner, `a@${domain}`);
    await added(owner, `b@${domain}`);
    const first = await remove(owner, `A@${domain}`);
    expect(first.json()).toEqual({ meta: { code: 200, message: [SENDER_DOMAIN_MESSAGES.emailDeleted] }, data: null });
    expect((await list(owner)).json().data[0].email).toEqual([`b@${domain}`]);
    expect((await remove(owner, `b@${domain}`, '/api/domain/')).statusCode).toBe(200);
    expect((await list(owner)).json().data).toEqual([]);
    expect(await t.database.db.select().from(senderDomains).where(and(eq(senderDomains.tenantId, owner.session.user_details.tenant_id)))).toEqual([]);
  });

  it('answers 404 for an address the account has not added, and checks the e-mail', async () => {
    const owner = await signUp(t.app);
    const domain = newDomain();
    await added(owner, `a@${domain}`);
    expect((await remove(owner, `z@${domain}`)).json()).toEqual({ meta: { code: 404, message: [SENDER_DOMAIN_MESSAGES.emailNotFound], error_code: 'not_found' }, data: null });
    expect(messagesOf(await remove(owner, 'nope'))).toEqual([SENDER_DOMAIN_MESSAGES.emailInvalid]);
  });

  it("cannot remove another account's address", async () => {
    const owner = await signUp(t.app);
    const email = `a@${newDomain()}`;
    await added(owner, email);
    await expectHiddenFromOtherTenants(t.app, { method: 'PUT', url: '/api/domain', payload: { email } });
    expect((await list(owner)).json().data[0].email).toEqual([email]);
  });
});

describe('verifying', () => {
  it('verifies a domain whose three records point into the zone, and tells the merchant', async () => {
    useDns([dns.address]);
    const owner = await signUp(t.app);
    const view = await added(owner, `orders@${newDomain()}`);
    publish(view);
    const response = await validate(owner, view.domain_id);
    expect(response.json()).toEqual({ meta: { code: 200, message: [SENDER_DOMAIN_MESSAGES.verified] }, data: { ...view, is_verified: true } });
    const [row] = await t.database.db.select().from(senderDomains).where(eq(senderDomains.id, view.domain_id));
    expect(row).toMatchObject({ isVerified: true, nextCheckAt: null, verifiedAt: expect.any(Date) });
    expect(row!.lastCheck).toMatchObject({ verified: true, records: [{ record: 'domain', state: 'ok' }, { record: 'dkim1', state: 'ok' }, { record: 'dkim2', state: 'ok' }] });

    const tenantId = owner.session.user_details.tenant_id;
    const told = await t.database.db.select().from(notifications).where(eq(notifications.tenantId, tenantId));
    expect(told).toMatchObject([{ userId: owner.session._id, type: 'domain', message: SENDER_DOMAIN_MESSAGES.verifiedNotice(view.domain), link: '/settings_domain' }]);
    const mail = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, tenantId));
    expect(mail).toMatchObject([{ toAddress: owner.session.email, subject: `${view.domain} is verified` }]);

    // Checking again keeps it verified and tells nobody twice.
    expect((await validate(owner, view.domain_id)).statusCode).toBe(200);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.tenantId, tenantId))).toHaveLength(1);
  });

  it('names the record that is missing', async () => {
    useDns([dns.address]);
    const owner = await signUp(t.app);
    const view = await added(owner, `orders@${newDomain()}`);
    publish(view);
    dns.records.delete(view.cname.dkim2.host);
    const response = await validate(owner, view.domain_id);
    expect(response.json()).toEqual({
      meta: { code: 400, message: [SENDER_DOMAIN_MESSAGES.notVerified([SENDER_DOMAIN_MESSAGES.recordMissing('dkim2', view.cname.dkim2.host)])], error_code: 'validation_failed' },
      data: null,
    });
    expect((await list(owner)).json().data[0].is_verified).toBe(false);
  });

  it('names the record that points elsewhere, and each of several', async () => {
    useDns([dns.address]);
    const owner = await signUp(t.app);
    const view = await added(owner, `orders@${newDomain()}`);
    publish(view);
    dns.records.set(view.cname.domain.host, { cname: 'u123.wl.elsewhere.test' });
    dns.records.set(view.cname.dkim1.host, { txt: ['v=DKIM1; k=rsa; p=abc'] });
    const response = await validate(owner, view.domain_id);
    expect(messagesOf(response)).toEqual([
      SENDER_DOMAIN_MESSAGES.notVerified([
        SENDER_DOMAIN_MESSAGES.recordWrong('domain', view.cname.domain.host, 'u123.wl.elsewhere.test', view.cname.domain.data),
        SENDER_DOMAIN_MESSAGES.recordMissing('dkim1', view.cname.dkim1.host),
      ]),
    ]);
    const [row] = await t.database.db.select().from(senderDomains).where(eq(senderDomains.id, view.domain_id));
    expect(row!.lastCheck).toMatchObject({ verified: false, records: [{ state: 'wrong', found: ['u123.wl.elsewhere.test'] }, { state: 'missing' }, { state: 'ok' }] });
  });

  it.each([
    ['a server that never answers', () => silent.address],
    ['a port nobody listens on', () => '127.0.0.1:9'],
  ])('says the check could not be made when the DNS is unreachable: %s', async (_, server) => {
    useDns([server()]);
    const owner = await signUp(t.app);
    const view = await added(owner, `orders@${newDomain()}`);
    const response = await validate(owner, view.domain_id);
    expect(response.json()).toEqual({ meta: { code: 400, message: [SENDER_DOMAIN_MESSAGES.dnsUnavailable], error_code: 'validation_failed' }, data: null });
  });

  it("answers 404 for an unknown id and for another account's domain", async () => {
    const owner = await signUp(t.app);
    const view = await added(owner, `orders@${newDomain()}`);
    expect((await validate(owner, '3f1c1f8e-9f5b-4c1e-8d7a-2b6f0e4d9a11')).json()).toEqual({ meta: { code: 404, message: [SENDER_DOMAIN_MESSAGES.domainNotFound], error_code: 'not_found' }, data: null });
    await expectHiddenFromOtherTenants(t.app, { method: 'POST', url: `/api/domain/validate/${view.domain_id}` });
    expect((await validate(owner, 'not-an-id')).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('needs the settings access for every call', async () => {
    const owner = await signUp(t.app);
    const view = await added(owner, `orders@${newDomain()}`);
    const without = await createSubUser(t.app, t.database, owner, ['dashboard', 'tracking', 'automations']);
    for (const response of [await list(without), await add(without, { email: `x@${newDomain()}` }), await remove(without, view.email[0]!), await validate(without, view.domain_id)]) {
      expect(response.statusCode).toBe(403);
    }
    const withSettings = await createSubUser(t.app, t.database, owner, ['settings']);
    expect((await list(withSettings)).json().data).toHaveLength(1);
    expect((await add(withSettings, { email: `more@${view.domain}` })).statusCode).toBe(200);
  });
});
