import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signUp } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/harness.js';
import { addShipment } from '../../../test/shipments.js';
import { forgetOldRuns } from './repository.js';
import { condition, createRule, defaultEmailTemplateId, emailAction, emailRule, logsOf, repeating, rowsOf, runAutomations, statusIs, stepsOf, tenantOf } from '../test/helpers.js';

const t = useTestApp();

/** A merchant with two rules no new shipment of theirs meets, and `count` new shipments evaluated. */
async function skippedTwice(count: number) {
  const owner = await signUp(t.app);
  const templateId = await defaultEmailTemplateId(t.app, owner);
  const byStatus = await createRule(t.app, owner, emailRule(templateId, { condition: [statusIs('Delivered')] }));
  const byName = await createRule(t.app, owner, emailRule(templateId, { condition: [condition('customer_name', 'IN', ['Asha'])] }));
  const shipments = [];
  for (let i = 0; i < count; i += 1) shipments.push(await addShipment(t.app, owner, { customer_name: 'Ravi', customer_emails: ['buyer@example.com'] }));
  await runAutomations(t.app);
  return { owner, byStatus, byName, shipments };
}

const setsOf = (tenantId: string) => rowsOf<{ id: string; used_at: Date }>(t, sql`select id, used_at from automation_skip_sets where tenant_id = ${tenantId}::uuid`);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe('skipped rules in the log', () => {
  it('events skipped by the same rules for the same reasons share one skip set, and each rule logs each event with its reason', async () => {
    const { owner, byStatus, byName, shipments } = await skippedTwice(3);
    expect(await setsOf(tenantOf(owner))).toHaveLength(1);
    const reasons = async (ruleId: string) => (await logsOf(t.app, owner, ruleId)).data.map((run) => [run.tracking_number, run.outcome, run.reason]).sort();
    expect(await reasons(byStatus._id)).toEqual(shipments.map((shipment) => [shipment.tracking_number, 'skipped', 'Skipped: condition not met: Shipment Status is Delivered']).sort());
    expect(await reasons(byName._id)).toEqual(shipments.map((shipment) => [shipment.tracking_number, 'skipped', 'Skipped: condition not met: Customer Name is Asha']).sort());
    expect((await logsOf(t.app, owner, byName._id, '?outcome=skipped')).meta.total_records).toBe(3);
    expect((await logsOf(t.app, owner, byName._id, '?outcome=matched')).meta.total_records).toBe(0);
  });

  it('housekeeping forgets skips after 30 days, and then their set', async () => {
    const { owner, byStatus } = await skippedTwice(1);
    const tenantId = tenantOf(owner);
    await t.database.db.execute(sql`update automation_skips set created_at = ${daysAgo(31)}::timestamptz where tenant_id = ${tenantId}::uuid`);
    await t.database.db.execute(sql`update automation_skip_sets set used_at = ${daysAgo(31)}::timestamptz where tenant_id = ${tenantId}::uuid`);
    await forgetOldRuns(t.database.db, new Date(Date.now() - 30 * 86_400_000));
    expect((await logsOf(t.app, owner, byStatus._id)).meta.total_records).toBe(0);
    expect(await setsOf(tenantId)).toHaveLength(0);
  });

  it('keeps a set a recent skip names, however long ago it was marked used', async () => {
    const { owner, byStatus } = await skippedTwice(1);
    const tenantId = tenantOf(owner);
    await t.database.db.execute(sql`update automation_skip_sets set used_at = ${daysAgo(31)}::timestamptz where tenant_id = ${tenantId}::uuid`);
    await forgetOldRuns(t.database.db, new Date(Date.now() - 30 * 86_400_000));
    expect(await setsOf(tenantId)).toHaveLength(1);
    expect((await logsOf(t.app, owner, byStatus._id)).data.map((run) => run.reason)).toEqual(['Skipped: condition not met: Shipment Status is Delivered']);
  });

  it('a set named again is marked used again, once a day at most', async () => {
    const { owner } = await skippedTwice(1);
    const tenantId = tenantOf(owner);
    await t.database.db.execute(sql`update automation_skip_sets set used_at = ${daysAgo(2)}::timestamptz where tenant_id = ${tenantId}::uuid`);
    await addShipment(t.app, owner, { customer_name: 'Ravi', customer_emails: ['buyer@example.com'] });
    await runAutomations(t.app);
    const [renewed] = await setsOf(tenantId);
    expect(Date.now() - new Date(renewed!.used_at).getTime()).toBeLessThan(60_000);
    await t.database.db.execute(sql`update automation_skip_sets set used_at = ${daysAgo(0.5)}::timestamptz where tenant_id = ${tenantId}::uuid`);
    await addShipment(t.app, owner, { customer_name: 'Ravi', customer_emails: ['buyer@example.com'] });
    await runAutomations(t.app);
    const [kept] = await setsOf(tenantId);
    expect(Date.now() - new Date(kept!.used_at).getTime()).toBeGreaterThan(11 * 3_600_000);
  });
});

describe('runs in the log', () => {
  it('housekeeping forgets runs and their steps after 30 days, but not a run whose repeat is still scheduled', async () => {
    const owner = await signUp(t.app);
    const templateId = await defaultEmailTemplateId(t.app, owner);
    const once = await createRule(t.app, owner, emailRule(templateId));
    const nagging = await createRule(t.app, owner, emailRule(templateId, { action: [emailAction(templateId, repeating(24))] }));
    await addShipment(t.app, owner, { customer_emails: ['buyer@example.com'] });
    await runAutomations(t.app);
    await t.database.db.execute(sql`update automation_runs set created_at = ${daysAgo(31)}::timestamptz where tenant_id = ${tenantOf(owner)}::uuid`);
    await forgetOldRuns(t.database.db, new Date(Date.now() - 30 * 86_400_000));
    expect((await logsOf(t.app, owner, once._id)).meta.total_records).toBe(0);
    expect(await stepsOf(t, once._id)).toHaveLength(0);
    expect((await logsOf(t.app, owner, nagging._id)).meta.total_records).toBe(1);
    expect((await stepsOf(t, nagging._id)).map((step) => step.status).sort()).toEqual(['done', 'scheduled']);
  });
});
