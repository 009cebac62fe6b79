import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addCalendarDays, dayInZone, formatDay, startOfZonedDay } from '@trailpost/contracts';
import { digestSends, digestTallies, mailOutbox } from '../../db/schema/index.js';
import { createSubUser, signUp, type SignedIn } from '../../test/accounts.js';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/harness.js';
import { addShipment } from '../../test/shipments.js';
import { runDigest } from './run-digest.js';

const t = useTestApp();
const ZONE = 'Asia/Kolkata';
const HOUR = 3_600_000;

/** The local day the test's changes happen on, and an instant of the next morning. */
const today = () => dayInZone(new Date(), ZONE);
const nextMorning = (hours: number) => new Date(startOfZonedDay(addCalendarDays(today(), 1), ZONE).getTime() + hours * HOUR);

async function subscribe(who: SignedIn, name = who.session.name) {
  const profile = await t.app.inject({ method: 'PUT', url: '/api/user/edit_profile', headers: who.headers, payload: { name, date_format: 'DD-MM-YYYY', time_zone_id: ZONE } });
  expect(profile.statusCode).toBe(200);
  const alert = await t.app.inject({ method: 'PUT', url: `/api/user/alerts/${who.session._id}`, headers: who.headers, payload: { daily_digest_email_active: 1 } });
  expect(alert.statusCode).toBe(200);
}
const setStatus = (who: SignedIn, ids: string[], status: string) =>
  t.app.inject({ method: 'POST', url: '/api/tracking/bulk/update/status', headers: who.headers, payload: { ids, current_status: status } });
async function dispatchAll() {
  while ((await t.app.events.dispatchPending(200)) > 0);
}
const mailsTo = (who: SignedIn) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, who.session.email));
const decision = async (who: SignedIn) =>
  (await t.database.db.select().from(digestSends).where(and(eq(digestSends.tenantId, who.session.user_details.tenant_id), eq(digestSends.userId, who.session._id))))[0];

describe('digest tallies', () => {
  it('count additions, deliveries, exceptions and failed attempts by quarter hour and assignee', async () => {
    const merchant = await signUp(t.app);
    const a = await addShipment(t.app, merchant);
    const b = await addShipment(t.app, merchant);
    await setStatus(merchant, [a._id], 'Exception');
    await setStatus(merchant, [b._id], 'FailedAttempt');
    await setStatus(merchant, [a._id], 'Delivered');
    // A status set again to what it is is no news.
    await setStatus(merchant, [a._id], 'Delivered');
    await dispatchAll();
    const rows = await t.database.db.select().from(digestTallies).where(eq(digestTallies.tenantId, merchant.session.user_details.tenant_id));
    const sum = (key: 'created' | 'delivered' | 'exceptions' | 'failedAttempts') => rows.reduce((n, row) => n + row[key], 0);
    expect([sum('created'), sum('delivered'), sum('exceptions'), sum('failedAttempts')]).toEqual([2, 1, 1, 1]);
    for (const row of rows) expect(row.bucket.getTime() % (15 * 60_000)).toBe(0);
  });
});

describe('the daily digest', () => {
  it("e-mails yesterday's figures, the latest exceptions and the 30-day rate at 08:00 local time, once", async () => {
    const merchant = await signUp(t.app, { name: 'Meera' });
    await subscribe(merchant);
    const delivered = await addShipment(t.app, merchant);
    const stuck = await addShipment(t.app, merchant, { customer_name: "O'Brien & Sons" });
    await addShipment(t.app, merchant);
    await setStatus(merchant, [delivered._id], 'Delivered');
    await setStatus(merchant, [stuck._id], 'Exception');
    await dispatchAll();

    expect((await runDigest(t.app.ctx, nextMorning(7.9))).sent).toBe(0);
    expect(await mailsTo(merchant)).toHaveLength(0);

    await runDigest(t.app.ctx, nextMorning(8.05));
    const [mail, ...more] = await mailsTo(merchant);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`Meera: your shipments on ${formatDay(today(), 'DD-MM-YYYY')}`);
    expect(mail!.textBody).toContain('- New shipments: 3\n- Delivered: 1\n- Exceptions: 1\n- Failed attempts: 0');
    expect(mail!.textBody).toContain('30-day delivery rate: 33% of the 3 shipments added in the last 30 days are delivered.');
    expect(mail!.textBody).toContain(`${stuck.tracking_number} (USPS) · O'Brien & Sons`);
    expect(mail!.textBody).toContain(`${TEST_PUBLIC_URL}/tracking/${stuck._id}`);
    expect(mail!.htmlBody).toContain('O&#39;Brien &#38; Sons');
    expect(mail!.textBody).not.toContain(delivered._id);

    // Later runs of the same morning, and two at once, send nothing more.
    await Promise.all([runDigest(t.app.ctx, nextMorning(8.3)), runDigest(t.app.ctx, nextMorning(8.3))]);
    await runDigest(t.app.ctx, nextMorning(9.9));
    expect(await mailsTo(merchant)).toHaveLength(1);
    expect((await decision(merchant))?.outcome).toBe('sent');
  });

  it('sends nothing for an empty day, nothing when switched off and nothing after the catch-up hours', async () => {
    const quiet = await signUp(t.app);
    await subscribe(quiet);
    const off = await signUp(t.app);
    await addShipment(t.app, off);
    const late = await signUp(t.app);
    await subscribe(late);
    await addShipment(t.app, late);
    await dispatchAll();

    await runDigest(t.app.ctx, nextMorning(10.05));
    expect(await decision(late)).toBeUndefined();
    await runDigest(t.app.ctx, nextMorning(8.5));
    expect(await mailsTo(quiet)).toHaveLength(0);
    expect((await decision(quiet))?.outcome).toBe('empty');
    expect(await mailsTo(off)).toHaveLength(0);
    expect(await decision(off)).toBeUndefined();
    expect(await mailsTo(late)).toHaveLength(1);
  });

  it("gives a sub-user with assigned shipments only its own figures, and one without tracking nothing", async () => {
    const merchant = await signUp(t.app);
    // As the role form makes it: assignTracking comes with tracking.
    const assignee = await createSubUser(t.app, t.database, merchant, ['tracking', 'assignTracking', 'settings']);
    const outsider = await createSubUser(t.app, t.database, merchant, ['dashboard', 'settings']);
    for (const who of [assignee, outsider]) {
      await t.app.inject({ method: 'PUT', url: `/api/user/alerts/${who.session._id}`, headers: who.headers, payload: { daily_digest_email_active: 1 } });
    }
    await subscribe(merchant);
    // Sub-users keep the default zone (UTC): their morning comes at another instant.
    const mine = await addShipment(t.app, merchant, { assigned_id: assignee.session._id });
    await addShipment(t.app, merchant);
    await setStatus(merchant, [mine._id], 'FailedAttempt');
    await dispatchAll();

    const utcMorning = new Date(startOfZonedDay(addCalendarDays(dayInZone(new Date(), 'UTC'), 1), 'UTC').getTime() + 8.2 * HOUR);
    await runDigest(t.app.ctx, utcMorning);
    await runDigest(t.app.ctx, nextMorning(8.2));
    const [own] = await mailsTo(assignee);
    expect(own!.textBody).toContain('- New shipments: 1\n- Delivered: 0\n- Exceptions: 0\n- Failed attempts: 1');
    expect(await mailsTo(outsider)).toHaveLength(0);
    expect((await mailsTo(merchant))[0]!.textBody).toContain('- New shipments: 2');
  });
});

describe('the digest schedule', () => {
  it('is a pg-boss cron of every quarter hour, and its job runs the digest', async () => {
    await t.app.jobs.drain();
    const { rows } = (await t.database.db.execute("select name, cron, timezone from pgboss.schedule where name = 'daily-digest'")) as unknown as {
      rows: { name: string; cron: string; timezone: string }[];
    };
    expect(rows).toEqual([{ name: 'daily-digest', cron: '*/15 * * * *', timezone: 'UTC' }]);
    await t.app.jobs.send('daily-digest', {});
    expect(await t.app.jobs.drain()).toBe(1);
  });
});
