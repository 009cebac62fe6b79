import { Resolver } from 'node:dns/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dns2 from 'dns2';
import nodemailer from 'nodemailer';
import { authenticate } from 'mailauth';
import type { FastifyBaseLogger } from 'fastify';
import type { SenderDomainView } from '@trailpost/contracts';
import { signUp, type SignedIn } from '../../test/accounts.js';
import { freePort, startTestDnsServer, type TestDnsServer } from '../../test/dns-server.js';
import { createTestApp, useTestApp } from '../../test/harness.js';
import { createMailDnsZone, type MailDnsZone } from './dns-zone.js';
import { labelOf } from './records.js';
import { dkimFor, verifiedSenderAddresses } from './sender.js';

/**
 * The product's own mail zone answering from the table, and mail signed with a verified
 * domain's key passing DKIM at a receiver that follows the merchant's CNAME into that zone.
 */
const ZONE = 'mail.trailpost.test';
const t = useTestApp({ dnsTimeoutMs: 1000, mailDns: { zone: ZONE, port: null, host: '127.0.0.1', nameservers: [`ns1.${ZONE}`], spf: 'v=spf1 include:relay.example -all' } });
const quiet = { debug() {}, info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

let zone: MailDnsZone;
let zonePort: number;
let resolverDns: TestDnsServer;
let owner: SignedIn;
let view: SenderDomainView;
const domain = `shop-${Math.random().toString(36).slice(2, 8)}.test`;

/** Asks the product's zone directly, as a recursive resolver would after the delegation. */
const askZone = (name: string, type: string) => dns2.UDPClient({ dns: '127.0.0.1', port: zonePort, timeout: 2000 })(name, type);

beforeAll(async () => {
  zonePort = await freePort();
  zone = createMailDnsZone(t.database.db, { ...t.config.mailDns, port: zonePort }, quiet);
  await zone.listen();
  resolverDns = await startTestDnsServer({ delegate: { zone: ZONE, port: zonePort } });
  t.config.dnsServers = [resolverDns.address];

  owner = await signUp(t.app);
  view = (await t.app.inject({ method: 'POST', url: '/api/domain', headers: owner.headers, payload: { email: `orders@${domain}` } })).json().data;
});
afterAll(async () => {
  await zone.close();
  await resolverDns.close();
});

const txtOf = (packet: dns2.Packet) => packet.answers.filter((a) => a.type === dns2.Packet.TYPE.TXT).map((a) => [a.data].flat().join(''));

describe("the product's mail zone", () => {
  it('publishes the DKIM key at both selectors of a domain', async () => {
    const [row] = await t.database.db.query.senderDomains.findMany({ where: (d, { eq }) => eq(d.id, view.domain_id) });
    for (const record of [view.cname.dkim1, view.cname.dkim2]) {
      const answer = await askZone(record.data, 'TXT');
      expect(answer.header.aa).toBe(1);
      expect(txtOf(answer)).toEqual([`v=DKIM1; k=rsa; p=${row!.dkimPublicKey}`]);
    }
  });

  it('publishes the SPF record at the return path, and the zone apex', async () => {
    expect(txtOf(await askZone(view.cname.domain.data, 'TXT'))).toEqual(['v=spf1 include:relay.example -all']);
    const soa = await askZone(ZONE, 'SOA');
    expect(soa.answers[0]).toMatchObject({ type: dns2.Packet.TYPE.SOA, primary: `ns1.${ZONE}` });
    expect((await askZone(ZONE, 'NS')).answers.map((a) => a.ns)).toEqual([`ns1.${ZONE}`]);
  });

  it('answers NXDOMAIN for names it does not hold, and refuses names outside the zone', async () => {
    const unknownLabel = labelOf('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002');
    for (const name of [`tp1.${unknownLabel}.dkim.${ZONE}`, `tp3.${view.cname.domain.data.split('.')[0]}.dkim.${ZONE}`, `nonsense.${ZONE}`, `tp1.zzzz.dkim.${ZONE}`]) {
      const answer = await askZone(name, 'TXT');
      expect(answer.header.rcode, name).toBe(3);
      expect(answer.authorities[0]).toMatchObject({ type: dns2.Packet.TYPE.SOA });
    }
    expect((await askZone('example.com', 'A')).header.rcode).toBe(5);
  });

  it('is answered by an API process started with MAIL_DNS_PORT', async () => {
    const port = await freePort();
    const other = await createTestApp({ role: 'api', mailDns: { ...t.config.mailDns, port, host: '127.0.0.1' } });
    try {
      const answer = await dns2.UDPClient({ dns: '127.0.0.1', port, timeout: 2000 })(ZONE, 'SOA');
      expect(answer.answers[0]).toMatchObject({ type: dns2.Packet.TYPE.SOA });
    } finally {
      await other.close();
    }
  });

  it("is reached through the merchant's CNAME by an ordinary resolver", async () => {
    for (const record of Object.values(view.cname)) resolverDns.records.set(record.host, { cname: record.data });
    const resolver = new Resolver({ timeout: 2000, tries: 1 });
    resolver.setServers([resolverDns.address]);
    const [txt] = await resolver.resolveTxt(`tp1._domainkey.${domain}`);
    expect(txt!.join('')).toMatch(/^v=DKIM1; k=rsa; p=MIIB/);
  });
});

describe('signing with a verified domain', () => {
  it('signs nothing for an unverified domain or an address not added', async () => {
    // A merchant of its own: the next test verifies the shared one's domain, and tests run in any order.
    const merchant = await signUp(t.app);
    const unverified = `shop-${Math.random().toString(36).slice(2, 8)}.test`;
    const added = await t.app.inject({ method: 'POST', url: '/api/domain', headers: merchant.headers, payload: { email: `orders@${unverified}` } });
    expect(added.statusCode, added.body).toBe(200);
    const tenantId = merchant.session.user_details.tenant_id;
    expect(await dkimFor(t.database.db, tenantId, `orders@${unverified}`, t.config.secretsKey)).toBeNull();
    expect(await dkimFor(t.database.db, tenantId, `someone-else@${unverified}`, t.config.secretsKey)).toBeNull();
    expect(await verifiedSenderAddresses(t.database.db, tenantId)).toEqual([]);
  });

  it("signs mail with the key whose public half the zone publishes: DKIM passes at the receiver", async () => {
    for (const record of Object.values(view.cname)) resolverDns.records.set(record.host, { cname: record.data });
    const verified = await t.app.inject({ method: 'POST', url: `/api/domain/validate/${view.domain_id}`, headers: owner.headers });
    expect(verified.statusCode, verified.body).toBe(200);

    const tenantId = owner.session.user_details.tenant_id;
    expect(await verifiedSenderAddresses(t.database.db, tenantId)).toEqual([`orders@${domain}`]);
    expect(await dkimFor(t.database.db, tenantId, `someone-else@${domain}`, t.config.secretsKey)).toBeNull();
    expect(await dkimFor(t.database.db, (await signUp(t.app)).session.user_details.tenant_id, `orders@${domain}`, t.config.secretsKey)).toBeNull();
    const key = await dkimFor(t.database.db, tenantId, `Orders@${domain}`, t.config.secretsKey);
    expect(key).toMatchObject({ domainName: domain, keySelector: 'tp1', privateKey: expect.stringContaining('BEGIN PRIVATE KEY') });

    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix', dkim: key! });
    const sent = await transport.sendMail({ from: `Shop <orders@${domain}>`, to: 'customer@receiver.test', subject: 'Your parcel is on its way', text: 'Track it here.' });
    const message = sent.message as Buffer;
    expect(message.toString()).toMatch(new RegExp(`^DKIM-Signature: .*d=${domain.replace(/\./g, '\\.')};\\s+q=dns/txt; s=tp1;`, 's'));

    const resolver = new Resolver({ timeout: 2000, tries: 1 });
    resolver.setServers([resolverDns.address]);
    const { dkim } = await authenticate(message, {
      ip: '127.0.0.1',
      helo: 'relay.test',
      sender: `orders@${domain}`,
      mta: 'mx.receiver.test',
      disableArc: true,
      disableDmarc: true,
      disableBimi: true,
      resolver: (name: string, type: string) => resolver.resolve(name, type as 'TXT'),
    });
    expect(dkim.results.map((result: { status: { result: string } }) => result.status.result)).toEqual(['pass']);
  });
});
