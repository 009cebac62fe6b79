import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { StoredEvent } from '../../../platform/events.js';
import { signUp } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/harness.js';
import { addShipment, seedShipments } from '../../../test/shipments.js';
import { automationEvents } from '../engine/consumer.js';
import { sweepCustomTriggers } from '../engine/custom-triggers.js';
import {
  condition,
  createRule,
  createTag,
  customerMessages,
  defaultEmailTemplateId,
  emailAction,
  emailRule,
  logsOf,
  repeating,
  rowsOf,
  runAutomations,
  setActivatedAt,
  statusIs,
  stepsOf,
  tagAction,
  tenantOf,
} from '../test/helpers.js';

const t = useTestApp();

/** A merchant whose rule e-mails (and tags) new shipments, and one new shipment, carried out. */
async function sentOnce(actions: (templateId: string, tagId: string) => ReturnType<typeof emailAction>[]) {
  const owner = await signUp(t.app);
  const templateId = await defaultEmailTemplateId(t.app, owner);
  const rule = await createRule(t.app, owner, emailRule(templateId, { action: actions(templateId, await createTag(t.app, owner)) }));
  const shipment = await addShipment(t.app, owner, { customer_emails: ['buyer@example.com'] });
  await runAutomations(t.app);
  return { owner, rule, shipment };
}

/** The `shipment.created` event of a shipment, as the dispatcher hands it to a consumer. */
async function createdEvent(owner: Parameters<typeof tenantOf>[0], shipmentId: string): Promise<StoredEvent<'shipment.created'>> {
  const [row] = await rowsOf<{ id: string; created_at: Date; payload: Record<string, unknown> }>(
    t,
    sql`select id, created_at, payload from events where tenant_id = ${tenantOf(owner)}::uuid and subject_id = ${shipmentId}::uuid and type = 'shipment.created'`,
  );
  return { id: Number(row!.id), tenantId: tenantOf(owner), type: 'shipment.created', subjectId: shipmentId, payload: row!.payload as StoredEvent<'shipment.created'>['payload'], createdAt: new Date(row!.created_at) };
}

/** Puts a carried-out step back as if its transaction had never committed the "done". */
async function replay(stepId: string) {
  await t.database.db.execute(sql`update automation_steps set status = 'scheduled', done_at = null, detail = null where id = ${stepId}::uuid`);
  await runAutomations(t.app);
}

describe('each action happens once', () => {
  it('running the consumer and the executor again sends nothing more', async () => {
    const { owner, rule } = await sentOnce((id) => [emailAction(id)]);
    await runAutomations(t.app);
    await Promise.all([t.app.automations.runDue(), t.app.automations.runDue(), t.app.events.dispatchPending()]);
    expect(await customerMessages(t, owner)).toHaveLength(1);
    expect((await logsOf(t.app, owner, rule._id)).meta.total_records).toBe(1);
  });

  it('an event handed to the consumer twice makes one run and one set of steps', async () => {
    const { owner, rule, shipment } = await sentOnce((id) => [emailAction(id)]);
    const event = await createdEvent(owner, shipment._id);
    const consumer = automationEvents();
    await t.database.db.transaction((tx) => consumer.handle(tx, [event, event]));
    await t.database.db.transaction((tx) => consumer.handle(tx, [event]));
    await runAutomations(t.app);
    expect((await logsOf(t.app, owner, rule._id)).meta.total_records).toBe(1);
    expect(await stepsOf(t, rule._id)).toHaveLength(1);
    expect(await customerMessages(t, owner)).toHaveLength(1);
  });

  it('an event handed to the consumer twice logs each rule that skipped it once, with its own reason', async () => {
    const owner = await signUp(t.app);
    const templateId = await defaultEmailTemplateId(t.app, owner);
    const byStatus = await createRule(t.app, owner, emailRule(templateId, { condition: [statusIs('Delivered')] }));
    const byName = await createRule(t.app, owner, emailRule(templateId, { condition: [condition('customer_name', 'IN', ['Asha'])] }));
    const shipment = await addShipment(t.app, owner, { customer_name: 'Ravi', customer_emails: ['buyer@example.com'] });
    const event = await createdEvent(owner, shipment._id);
    const consumer = automationEvents();
    await t.database.db.transaction((tx) => consumer.handle(tx, [event, event]));
    await t.database.db.transaction((tx) => consumer.handle(tx, [event]));
    await runAutomations(t.app);
    const reasons = async (ruleId: string) => (await logsOf(t.app, owner, ruleId)).data.map((run) => [run.tracking_number, run.outcome, run.reason]);
    expect(await reasons(byStatus._id)).toEqual([[shipment.tracking_number, 'skipped', 'Skipped: condition not met: Shipment Status is Delivered']]);
    expect(await reasons(byName._id)).toEqual([[shipment.tracking_number, 'skipped', 'Skipped: condition not met: Customer Name is Asha']]);
    expect(await customerMessages(t, owner)).toHaveLength(0);
  });

  it('a step carried out again after a lost commit queues its e-mail once, thanks to its key', async () => {
    const { owner, rule } = await sentOnce((id) => [emailAction(id)]);
    const [step] = await stepsOf(t, rule._id);
    await replay(step!.id);
    expect(await stepsOf(t, rule._id)).toMatchObject([{ id: step!.id, status: 'done', detail: 'Queued to buyer@example.com' }]);
    expect((await customerMessages(t, owner)).map((mail) => mail.idempotency_key)).toEqual([`automation:${step!.id}:buyer@example.com`]);
  });

  it('a repeat carried out again plans its next repeat once, and tags once', async () => {
    const { owner, rule, shipment } = await sentOnce((id, tagId) => [emailAction(id, repeating(4)), tagAction(tagId)]);
    const steps = await stepsOf(t, rule._id);
    expect(steps.map((step) => [step.action_type, step.step, step.status]).sort()).toEqual([
      ['EMAIL', 0, 'done'],
      ['EMAIL', 1, 'scheduled'],
      ['TAG', 0, 'done'],
    ]);
    const edits = () => rowsOf(t, sql`select id from events where subject_id = ${shipment._id}::uuid and type = 'shipment.edited'`);
    const editsBefore = (await edits()).length;
    for (const step of steps.filter((candidate) => candidate.step === 0)) await replay(step.id);
    expect((await stepsOf(t, rule._id)).map((step) => [step.action_type, step.step, step.status]).sort()).toEqual([
      ['EMAIL', 0, 'done'],
      ['EMAIL', 1, 'scheduled'],
      ['TAG', 0, 'done'],
    ]);
    expect(await customerMessages(t, owner)).toHaveLength(1);
    expect(await edits()).toHaveLength(editsBefore);
    const [tags] = await rowsOf<{ n: number }>(t, sql`select cardinality(tag_ids) as n from shipments where id = ${shipment._id}::uuid`);
    expect(Number(tags!.n)).toBe(1);
  });

  it('a custom trigger swept twice, or by two workers at once, writes one run per occurrence', async () => {
    const owner = await signUp(t.app);
    const rule = await createRule(t.app, owner, emailRule(await defaultEmailTemplateId(t.app, owner), { event_type: 'CUSTOM', custom_event_id: 'NO_UPDATE_24H' }));
    await setActivatedAt(t, rule._id, new Date(Date.now() - 100 * 3_600_000));
    await seedShipments(t.database, tenantOf(owner), [
      { lastCheckpointTime: new Date(Date.now() - 30 * 3_600_000), customerEmails: ['one@example.com'] },
      { lastCheckpointTime: new Date(Date.now() - 40 * 3_600_000), customerEmails: ['two@example.com'] },
    ]);
    await Promise.all([sweepCustomTriggers(t.database.db), sweepCustomTriggers(t.database.db)]);
    await sweepCustomTriggers(t.database.db);
    await runAutomations(t.app);
    expect((await logsOf(t.app, owner, rule._id)).meta.total_records).toBe(2);
    expect((await customerMessages(t, owner)).map((mail) => mail.to_address).sort()).toEqual(['one@example.com', 'two@example.com']);
  });
});
