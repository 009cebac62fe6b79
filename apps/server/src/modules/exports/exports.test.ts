import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EXPORT_MESSAGES, exportDoneMessage } from '@trailpost/contracts';
import { mailOutbox, users } from '../../db/schema/index.js';
import { createSubUser, messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { downloadSheet, latestFileJob, notificationsOf, testDataDir } from '../../test/files.js';
import { useTestApp } from '../../test/harness.js';
import { daysAgo, seedShipments } from '../../test/shipments.js';
import { exportColumns } from './format.js';
import { runExport } from './service.js';

const t = useTestApp({ dataDir: testDataDir() });
const tenantOf = (who: SignedIn) => who.session.user_details.tenant_id;

async function requestExport(who: SignedIn, body: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/export/trackings', headers: who.headers, payload: { query: '', filters: {}, ...body } });
}

/** Requests an export, runs the queue, and reads the file the notification links to. */
async function exportRows(who: SignedIn, body: Record<string, unknown> = {}) {
  const response = await requestExport(who, body);
  expect(response.statusCode, response.body).toBe(200);
  expect(messagesOf(response)).toEqual([EXPORT_MESSAGES.queued]);
  await t.app.jobs.drain();
  const [notification] = await notificationsOf(t.database, who, 'export');
  return { notification: notification!, rows: await downloadSheet(t.app, notification!.link!) };
}

describe('export', () => {
  it('"No Shipments found to export." when nothing matches', async () => {
    const owner = await signUp(t.app);
    const response = await requestExport(owner);
    expect(response.statusCode).toBe(404);
    expect(messagesOf(response)).toEqual([EXPORT_MESSAGES.noShipments]);
  });

  it("writes the list's columns in the user's time zone and date format, escaping formulas", async () => {
    const owner = await signUp(t.app);
    await t.database.db.update(users).set({ timeZone: 'Asia/Kolkata', dateFormat: 'DD-MM-YYYY' }).where(eq(users.id, owner.session._id));
    await seedShipments(t.database, tenantOf(owner), [
      {
        trackingNumber: 'EXP000001',
        slug: 'usps',
        shipmentType: '@SUM(A1)',
        originCountry: 'US',
        destinationCountry: 'IN',
        currentStatus: 'InTransit',
        lastCheckpointMessage: '=HYPERLINK("http://evil.example","click")',
        lastCheckpointTime: new Date('2026-01-15T20:00:00Z'),
        expectedDelivery: new Date('2026-01-20T23:00:00Z'),
        customerDeliveryDate: '2026-01-21',
        predictedDelivery: '2026-01-22',
        predictedEarliest: '2026-01-21',
        predictedLatest: '2026-01-23',
        predictionBasis: { level: 'lane', courier: 'usps', origin: 'US', destination: 'IN', deliveries: 40, days: 180 },
        createdAt: daysAgo(1),
      },
      { trackingNumber: 'EXP000002', slug: 'usps', lastCheckpointMessage: '+1 dialled', shipmentType: '-2', createdAt: daysAgo(2) },
      { trackingNumber: 'EXP000003', slug: 'usps', lastCheckpointMessage: '\tTabbed', createdAt: daysAgo(3) },
    ]);
    const { notification, rows } = await exportRows(owner, { time_zone: '' });
    expect(notification.message).toBe(exportDoneMessage(3));
    expect(rows[0]).toEqual(exportColumns(true));
    expect(rows[1]).toEqual(['USPS', "'@SUM(A1)", 'EXP000001', 'United States of America', 'India', `'=HYPERLINK("http://evil.example","click")`, '16-01-2026 01:30 AM', '', '21-01-2026', '21-01-2026', '22-01-2026', '21-01-2026 – 23-01-2026', '', 'In Transit', '']);
    expect(rows[2]!.slice(1, 6)).toEqual(["'-2", 'EXP000002', '', '', "'+1 dialled"]);
    expect(rows[3]![5]).toBe("'\tTabbed");
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, owner.session.email));
    expect(mail!.textBody).toContain(notification.link!);
  });

  it('the request time zone wins over the profile; an unknown one is refused', async () => {
    const owner = await signUp(t.app);
    await seedShipments(t.database, tenantOf(owner), [{ lastCheckpointTime: new Date('2026-01-15T20:00:00Z'), createdAt: daysAgo(1) }]);
    const { rows } = await exportRows(owner, { time_zone: 'America/New_York' });
    expect(rows[1]![6]).toBe('01-15-2026 03:00 PM');
    const bad = await requestExport(owner, { time_zone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad)).toEqual([EXPORT_MESSAGES.invalidTimeZone]);
  });

  it('covers the last 90 days only, and the filters and selection of the list', async () => {
    const owner = await signUp(t.app);
    const [recent, delivered, old] = await seedShipments(t.database, tenantOf(owner), [
      { trackingNumber: 'WIN00001', createdAt: daysAgo(5) },
      { trackingNumber: 'WIN00002', currentStatus: 'Delivered', createdAt: daysAgo(10) },
      { trackingNumber: 'WIN00003', createdAt: daysAgo(120) },
    ]);
    expect(old).toBeDefined();
    const all = await exportRows(owner, { filters: { from_date: daysAgo(365).toISOString() } });
    expect(all.rows.slice(1).map((row) => row[2])).toEqual(['WIN00001', 'WIN00002']);
    const filtered = await exportRows(owner, { filters: { status: ['Delivered'] } });
    expect(filtered.rows.slice(1).map((row) => row[2])).toEqual(['WIN00002']);
    const selected = await exportRows(owner, { filters: { ids: [recent!.id], folderId: null } });
    expect(selected.rows.slice(1).map((row) => row[2])).toEqual(['WIN00001']);
    const searched = await exportRows(owner, { query: 'win00002' });
    expect(searched.rows.slice(1).map((row) => row[2])).toEqual([delivered!.trackingNumber]);
    const outside = await requestExport(owner, { filters: { ids: [old!.id] } });
    expect(messagesOf(outside)).toEqual([EXPORT_MESSAGES.noShipments]);
  });

  it('a restricted sub-user exports only its own shipments, without the Assigned To column', async () => {
    const owner = await signUp(t.app);
    const sub = await createSubUser(t.app, t.database, owner, ['tracking', 'assignTracking']);
    await seedShipments(t.database, tenantOf(owner), [
      { trackingNumber: 'MINE0001', assignedId: sub.session._id, createdAt: daysAgo(1) },
      { trackingNumber: 'THEIRS01', createdAt: daysAgo(1) },
    ]);
    const { rows } = await exportRows(sub, { filters: { assigned_id: [false] } });
    expect(rows[0]).toEqual(exportColumns(false));
    expect(rows.slice(1).map((row) => row[2])).toEqual(['MINE0001']);
    const ownerExport = await exportRows(owner);
    expect(ownerExport.rows[0]).toEqual(exportColumns(true));
    expect(ownerExport.rows.find((row) => row[2] === 'MINE0001')![7]).toBe('Sub User');
  });

  it('exports every row across pages, also rows written in one transaction (same time)', async () => {
    const owner = await signUp(t.app);
    const createdAt = daysAgo(1);
    await seedShipments(t.database, tenantOf(owner), Array.from({ length: 5_050 }, (_, i) => ({ trackingNumber: `PAGE${String(i).padStart(5, '0')}`, createdAt })));
    const { notification, rows } = await exportRows(owner);
    expect(notification.message).toBe(exportDoneMessage(5_050));
    expect(new Set(rows.slice(1).map((row) => row[2])).size).toBe(5_050);
  });

  it('runs once: a second run of the same job sends nothing again', async () => {
    const owner = await signUp(t.app);
    await seedShipments(t.database, tenantOf(owner), [{ createdAt: daysAgo(1) }]);
    await exportRows(owner);
    const job = await latestFileJob(t.database, owner, 'export');
    await runExport(t.app.ctx, t.app.files, { tenantId: job.tenantId, fileJobId: job.id });
    expect(await notificationsOf(t.database, owner, 'export')).toHaveLength(1);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, owner.session.email))).toHaveLength(1);
  });

  it('needs tracking access', async () => {
    const owner = await signUp(t.app);
    const sub = await createSubUser(t.app, t.database, owner, ['dashboard']);
    expect((await requestExport(sub)).statusCode).toBe(403);
  });
});
