import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SENDER_DOMAIN_MESSAGES, type SenderDomainView } from '@trailpost/contracts';
import { mailOutbox, notifications, senderDomains } from '../../db/schema/index.js';
import { signUp, type SignedIn } from '../../test/accounts.js';
import { startTestDnsServer, type TestDnsServer } from '../../test/dns-server.js';
import { useTestApp } from '../../test/harness.js';
import { recheckDueDomains } from './recheck.js';
import { nextCheckAt } from './schedule.js';

/** The re-check schedule: unverified domains every 5 minutes for 72 hours, then daily. */
const t = useTestApp({ dnsTimeoutMs: 500 });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let dns: TestDnsServer;
let owner: SignedIn;
beforeAll(async () => {
  dns = await startTestDnsServer();
  t.config.dnsServers = [dns.address];
  owner = await signUp(t.app);
});
afterAll(async () => dns.close());

async function addDomain(): Promise<SenderDomainView> {
  const email = `orders@shop-${Math.random().toString(36).slice(2, 8)}.test`;
  const response = await t.app.inject({ method: 'POST', url: '/api/domain', headers: owner.headers, payload: { email } });
  return response.json().data;
}
const rowOf = async (id: string) => (await t.database.db.select().from(senderDomains).where(eq(senderDomains.id, id)))[0]!;

describe('the schedule', () => {
  it('is every 5 minutes for the first 72 hours, then daily', () => {
    const created = new Date('2026-01-01T00:00:00Z');
    expect(nextCheckAt(created, created).getTime() - created.getTime()).toBe(5 * MINUTE);
    const late = new Date(created.getTime() + 71 * HOUR);
    expect(nextCheckAt(created, late).getTime() - late.getTime()).toBe(5 * MINUTE);
    const old = new Date(created.getTime() + 72 * HOUR);
    expect(nextCheckAt(created, old).getTime() - old.getTime()).toBe(24 * HOUR);
  });
});

describe('the re-check pass', () => {
  it('leaves domains alone until they are due', async () => {
    const view = await addDomain();
    const before = await rowOf(view.domain_id);
    expect(await recheckDueDomains(t.app.ctx, new Date(before.nextCheckAt!.getTime() - 1000))).toBe(0);
    expect((await rowOf(view.domain_id)).lastCheckedAt).toBeNull();
    await t.database.db.delete(senderDomains).where(eq(senderDomains.id, view.domain_id));
  });

  it('checks due domains: a failing one comes back in 5 minutes, or a day once 72 hours old', async () => {
    const young = await addDomain();
    const old = await addDomain();
    const now = new Date(Date.now() + 10 * MINUTE);
    await t.database.db.update(senderDomains).set({ createdAt: new Date(now.getTime() - 4 * 24 * HOUR) }).where(eq(senderDomains.id, old.domain_id));
    expect(await recheckDueDomains(t.app.ctx, now)).toBe(2);
    const youngRow = await rowOf(young.domain_id);
    expect(youngRow).toMatchObject({ isVerified: false, lastCheckedAt: now, nextCheckAt: new Date(now.getTime() + 5 * MINUTE) });
    expect(youngRow.lastCheck).toMatchObject({ verified: false, records: [{ state: 'missing' }, { state: 'missing' }, { state: 'missing' }] });
    expect(await rowOf(old.domain_id)).toMatchObject({ nextCheckAt: new Date(now.getTime() + 24 * HOUR) });
    expect(await recheckDueDomains(t.app.ctx, now)).toBe(0);
    await t.database.db.delete(senderDomains).where(eq(senderDomains.tenantId, owner.session.user_details.tenant_id));
  });

  it('verifies a domain whose records appeared, and tells the merchant once', async () => {
    const view = await addDomain();
    for (const record of Object.values(view.cname)) dns.records.set(record.host, { cname: record.data });
    const now = new Date(Date.now() + 10 * MINUTE);
    expect(await recheckDueDomains(t.app.ctx, now)).toBe(1);
    expect(await rowOf(view.domain_id)).toMatchObject({ isVerified: true, verifiedAt: now, nextCheckAt: null });

    const tenantId = owner.session.user_details.tenant_id;
    expect(await t.database.db.select().from(notifications).where(eq(notifications.tenantId, tenantId))).toMatchObject([
      { userId: owner.session._id, type: 'domain', message: SENDER_DOMAIN_MESSAGES.verifiedNotice(view.domain) },
    ]);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, tenantId))).toMatchObject([{ toAddress: owner.session.email }]);
    expect(await recheckDueDomains(t.app.ctx, new Date(now.getTime() + 48 * HOUR))).toBe(0);
  });
});
