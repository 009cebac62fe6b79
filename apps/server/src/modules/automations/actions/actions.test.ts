import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { events, shipments } from '../../../db/schema/index.js';
import { createSubUser, signUp, type SignedIn } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/harness.js';
import { addShipment } from '../../../test/shipments.js';
import {
  assignAction,
  automationRequest,
  bringDue,
  createRule,
  createTag,
  customerMessages,
  defaultEmailTemplateId,
  emailAction,
  emailRule,
  runAutomations,
  smsAction,
  smsTemplateId,
  stepsOf,
  switchRule,
  tagAction,
} from '../test/helpers.js';
import { smsAtAnyHour } from '../../../test/sms.js';

const t = useTestApp();

let owner: SignedIn;
let templateId: string;
beforeAll(async () => {
  owner = await signUp(t.app);
  // Its SMS go out at whatever hour the tests run; sms-replies.test.ts covers quiet hours.
  await smsAtAnyHour(t.app, owner);
  templateId = await defaultEmailTemplateId(t.app, owner);
});

/** Adds a rule for new shipments with these actions, then a shipment, and carries everything out. */
async function fire(actions: ReturnType<typeof emailAction>[], shipment: Record<string, unknown> = {}, who = owner) {
  const rule = await createRule(t.app, who, emailRule(templateId, { action: actions }));
  const added = await addShipment(t.app, who, shipment);
  await runAutomations(t.app);
  await switchRule(t.app, who, rule._id, 0);
  return { rule, shipment: added, steps: await stepsOf(t, rule._id) };
}

describe('Send Email', () => {
  it('e-mails the customer, with a key naming the step, and counts the sends', async () => {
    const { rule, shipment, steps } = await fire([emailAction(templateId)], { customer_emails: ['Asha@Example.com', 'ravi@example.com'], other_emails: ['ops@example.com'] });
    expect(steps).toMatchObject([{ action_type: 'EMAIL', step: 0, status: 'done', sends: 2, detail: 'Queued to asha@example.com, ravi@example.com' }]);
    const mails = (await customerMessages(t, owner)).filter((mail) => mail.idempotency_key.startsWith(`automation:${steps[0]!.id}:`));
    expect(mails.map((mail) => [mail.to_address, mail.idempotency_key])).toEqual([
      ['asha@example.com', `automation:${steps[0]!.id}:asha@example.com`],
      ['ravi@example.com', `automation:${steps[0]!.id}:ravi@example.com`],
    ]);
    expect(mails[0]!.html_body).toContain(shipment.tracking_number);
    expect((await automationRequest(t.app, owner, 'GET', `/${rule._id}`)).json().data.sends_30d).toBe(2);
  });

  it('e-mails the other addresses of the shipment, or a custom list', async () => {
    const other = await fire([emailAction(templateId, { receiver_type: 'other' })], { customer_emails: ['buyer@example.com'], other_emails: ['ops@example.com'] });
    expect(other.steps[0]).toMatchObject({ status: 'done', detail: 'Queued to ops@example.com', sends: 1 });
    const custom = await fire([emailAction(templateId, { receiver_type: 'custom', custom_email: 'care@example.com; Team@Example.com' })], { customer_emails: ['buyer@example.com'] });
    expect(custom.steps[0]).toMatchObject({ status: 'done', detail: 'Queued to care@example.com, team@example.com', sends: 2 });
    const keys = (await customerMessages(t, owner)).map((mail) => mail.idempotency_key);
    expect(keys).toContain(`automation:${other.steps[0]!.id}:ops@example.com`);
    expect(keys).toContain(`automation:${custom.steps[0]!.id}:team@example.com`);
    expect(keys.filter((key) => key.startsWith(`automation:${other.steps[0]!.id}`) || key.startsWith(`automation:${custom.steps[0]!.id}`))).toHaveLength(3);
  });

  it('skips a shipment without an address, and a template deleted since the rule was saved', async () => {
    const { steps } = await fire([emailAction(templateId)]);
    expect(steps[0]).toMatchObject({ status: 'skipped', sends: 0, detail: 'The shipment has no e-mail address for this receiver.' });
    const merchant = await signUp(t.app);
    const smsId = await smsTemplateId(t.app, merchant);
    const rule = await createRule(t.app, merchant, emailRule(templateId, { action: [smsAction(smsId)] }));
    await t.app.inject({ method: 'DELETE', url: `/api/sms_template/${smsId}`, headers: merchant.headers });
    await addShipment(t.app, merchant, { customer_phone_numbers: ['+14155550100'] });
    await runAutomations(t.app);
    expect(await stepsOf(t, rule._id)).toMatchObject([{ status: 'skipped', detail: 'The template no longer exists.' }]);
  });
});

describe('Send SMS', () => {
  it("texts the customer's numbers in E.164, and records a number that is not one", async () => {
    const merchant = await signUp(t.app);
    await smsAtAnyHour(t.app, merchant);
    const smsId = await smsTemplateId(t.app, merchant, '[Tracking Number] is [Tracking Status]');
    const rule = await createRule(t.app, merchant, emailRule(templateId, { action: [smsAction(smsId)] }));
    const shipment = await addShipment(t.app, merchant, { customer_phone_numbers: ['+1 (415) 555-0100', '12345'] });
    await runAutomations(t.app);
    const [step] = await stepsOf(t, rule._id);
    expect(step).toMatchObject({ action_type: 'SMS', status: 'done', sends: 1, detail: 'Queued to +14155550100; invalid numbers: 12345' });
    expect(await customerMessages(t, merchant, 'sms')).toMatchObject([
      { channel: 'sms', to_address: '+14155550100', status: 'pending', text_body: `${shipment.tracking_number} is Pending`, idempotency_key: `automation:${step!.id}:+14155550100` },
      { channel: 'sms', to_address: '12345', status: 'failed' },
    ]);
    expect(await customerMessages(t, merchant, 'email')).toEqual([]);
  });

  it('texts a custom list of numbers, and skips a shipment without a number', async () => {
    const smsId = await smsTemplateId(t.app, owner);
    const { steps } = await fire([smsAction(smsId, { receiver_type: 'custom', custom_phone: '+14155550101;+14155550102' })]);
    expect(steps[0]).toMatchObject({ status: 'done', sends: 2, detail: 'Queued to +14155550101, +14155550102' });
    const none = await fire([smsAction(smsId)]);
    expect(none.steps[0]).toMatchObject({ status: 'skipped', detail: 'The shipment has no phone number for this receiver.' });
  });
});

describe('Assign Shipment and Add Tags', () => {
  const assignedOf = async (id: string) => (await t.database.db.select({ assignedId: shipments.assignedId, tagIds: shipments.tagIds }).from(shipments).where(eq(shipments.id, id)))[0]!;

  it('assigns the shipment to the chosen team member', async () => {
    const member = await createSubUser(t.app, t.database, owner, ['tracking']);
    const { shipment, steps } = await fire([assignAction(member.session._id)]);
    expect(steps[0]).toMatchObject({ action_type: 'ASSIGN_SHIPMENT', status: 'done', detail: 'Assigned to Sub User.' });
    expect((await assignedOf(shipment._id)).assignedId).toBe(member.session._id);
  });

  it('skips a team member switched off since the rule was saved', async () => {
    const member = await createSubUser(t.app, t.database, owner, ['tracking']);
    const rule = await createRule(t.app, owner, emailRule(templateId, { action: [assignAction(member.session._id)] }));
    await t.database.db.execute(sql`update users set active = 0 where id = ${member.session._id}::uuid`);
    const shipment = await addShipment(t.app, owner);
    await runAutomations(t.app);
    await switchRule(t.app, owner, rule._id, 0);
    expect(await stepsOf(t, rule._id)).toMatchObject([{ status: 'skipped', detail: 'The user is no longer an active team member.' }]);
    expect((await assignedOf(shipment._id)).assignedId).toBeNull();
  });

  it('adds the tags to those the shipment has, and skips tags deleted since', async () => {
    const kept = await createTag(t.app, owner, 'Kept');
    const fragile = await createTag(t.app, owner, 'Fragile');
    const express = await createTag(t.app, owner, 'Express');
    const { shipment, steps } = await fire([tagAction(fragile, express)], { tag: [{ tag_id: kept }] });
    expect(steps[0]).toMatchObject({ action_type: 'TAG', status: 'done', detail: 'Tagged Express, Fragile.' });
    expect((await assignedOf(shipment._id)).tagIds.sort()).toEqual([kept, fragile, express].sort());

    const gone = await createTag(t.app, owner, 'Gone');
    const rule = await createRule(t.app, owner, emailRule(templateId, { action: [tagAction(gone)] }));
    await t.app.inject({ method: 'DELETE', url: `/api/tag/${gone}`, headers: owner.headers });
    const untagged = await addShipment(t.app, owner);
    await runAutomations(t.app);
    await switchRule(t.app, owner, rule._id, 0);
    expect(await stepsOf(t, rule._id)).toMatchObject([{ status: 'skipped', detail: 'The tags no longer exist.' }]);
    expect((await assignedOf(untagged._id)).tagIds).toEqual([]);
  });

  it('tries a step again later when it loses a deadlock to another transaction, instead of failing it', async () => {
    const member = await createSubUser(t.app, t.database, owner, ['tracking']);
    const rule = await createRule(t.app, owner, emailRule(templateId, { action: [assignAction(member.session._id)] }));
    // The engine's own writes (a scan, the dashboard counts) are what a real deadlock meets; here
    // the database raises one for every assignment until the trigger is dropped.
    await t.database.db.execute(sql`create function automation_test_deadlock() returns trigger language plpgsql as $$
      begin raise exception 'deadlock detected' using errcode = 'deadlock_detected'; end $$`);
    await t.database.db.execute(sql`create trigger automation_test_deadlock before update of assigned_id on shipments for each row execute function automation_test_deadlock()`);
    let shipment;
    try {
      shipment = await addShipment(t.app, owner);
      const before = Date.now();
      await runAutomations(t.app);
      const [step] = await stepsOf(t, rule._id);
      expect(step).toMatchObject({ action_type: 'ASSIGN_SHIPMENT', status: 'scheduled', detail: null });
      expect(new Date(String(step!.due_at)).getTime()).toBeGreaterThan(before + 1_000);
      expect((await assignedOf(shipment._id)).assignedId).toBeNull();
    } finally {
      await t.database.db.execute(sql`drop trigger automation_test_deadlock on shipments`);
      await t.database.db.execute(sql`drop function automation_test_deadlock()`);
    }
    await bringDue(t, rule._id);
    await runAutomations(t.app);
    await switchRule(t.app, owner, rule._id, 0);
    expect(await stepsOf(t, rule._id)).toMatchObject([{ status: 'done', detail: 'Assigned to Sub User.' }]);
    expect((await assignedOf(shipment._id)).assignedId).toBe(member.session._id);
  });

  it('carries out every action of a rule, each in its own step', async () => {
    const tagId = await createTag(t.app, owner);
    const { steps } = await fire([tagAction(tagId), assignAction(owner.session._id), emailAction(templateId)], { customer_emails: ['all@example.com'] });
    expect(steps.map((step) => [step.action_type, step.status])).toEqual([
      ['TAG', 'done'],
      ['ASSIGN_SHIPMENT', 'done'],
      ['EMAIL', 'done'],
    ]);
  });
});

/** Hands the events over, then carries out one pass of due steps (the pass under test). */
async function onePass(): Promise<number> {
  await t.app.events.dispatchPending();
  return t.app.automations.runDue();
}

describe('a pass carries out its steps set by set', () => {
  it('e-mails, tags and assigns many shipments in one pass, each e-mail about its own shipment', async () => {
    const member = await createSubUser(t.app, t.database, owner, ['tracking']);
    const [first, second] = [await createTag(t.app, owner, 'Alpha'), await createTag(t.app, owner, 'Beta')];
    const everything = await createRule(t.app, owner, emailRule(templateId, { action: [emailAction(templateId), tagAction(first), assignAction(member.session._id)] }));
    const alsoTag = await createRule(t.app, owner, emailRule(templateId, { name: 'Also tag', action: [tagAction(second)] }));
    const added: Awaited<ReturnType<typeof addShipment>>[] = [];
    for (let index = 0; index < 12; index += 1) added.push(await addShipment(t.app, owner, { customer_emails: [`buyer${index}@example.com`] }));

    expect(await onePass()).toBe(12 * 4);

    const ids = added.map((shipment) => shipment._id);
    const rows = await t.database.db.select({ id: shipments.id, assignedId: shipments.assignedId, tagIds: shipments.tagIds }).from(shipments).where(inArray(shipments.id, ids));
    for (const row of rows) {
      expect(row.assignedId).toBe(member.session._id);
      expect([...row.tagIds].sort()).toEqual([first, second].sort());
    }
    const steps = [...(await stepsOf(t, everything._id)), ...(await stepsOf(t, alsoTag._id))];
    expect(steps.filter((step) => step.status === 'done')).toHaveLength(12 * 4);
    expect(steps.filter((step) => step.action_type === 'TAG').map((step) => step.detail)).toEqual(expect.arrayContaining(['Tagged Alpha.', 'Tagged Beta.']));
    expect(steps.filter((step) => step.action_type === 'ASSIGN_SHIPMENT').every((step) => step.detail === 'Assigned to Sub User.')).toBe(true);

    const mails = await customerMessages(t, owner);
    added.forEach((shipment, index) => {
      const mine = mails.filter((mail) => mail.to_address === `buyer${index}@example.com`);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.html_body).toContain(shipment.tracking_number);
      for (const other of added.filter((candidate) => candidate !== shipment)) expect(mine[0]!.html_body).not.toContain(other.tracking_number);
    });
    // Each shipment's change is heard of once per kind: both rules' tags land in one edit.
    const edited = await t.database.db.select({ subjectId: events.subjectId, payload: events.payload }).from(events).where(eq(events.type, 'shipment.edited'));
    const ofThese = edited.filter((event) => ids.includes(event.subjectId));
    expect(ofThese.filter((event) => (event.payload as { change: string }).change === 'automation assign')).toHaveLength(12);
    expect(ofThese.filter((event) => (event.payload as { change: string }).change === 'automation tag')).toHaveLength(12);
    await switchRule(t.app, owner, everything._id, 0);
    await switchRule(t.app, owner, alsoTag._id, 0);
  });

  it('a step that fails on its own fails alone: the other steps of its set are carried out', async () => {
    const member = await createSubUser(t.app, t.database, owner, ['tracking']);
    const good = await createRule(t.app, owner, emailRule(templateId, { name: 'Good', action: [assignAction(member.session._id)] }));
    const broken = await createRule(t.app, owner, emailRule(templateId, { name: 'Broken', action: [assignAction(member.session._id)] }));
    // A stored action the database cannot read: its statement fails, as a step of a corrupted rule would.
    await t.database.db.execute(sql`update automation_rules set actions = jsonb_set(actions, '{0,request_params,user_id}', '"not-a-user-id"') where id = ${broken._id}::uuid`);
    const shipment = await addShipment(t.app, owner);

    expect(await onePass()).toBe(2);

    expect(await stepsOf(t, good._id)).toMatchObject([{ status: 'done', detail: 'Assigned to Sub User.' }]);
    const [failed] = await stepsOf(t, broken._id);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed!.detail).toMatch(/uuid/i);
    const [row] = await t.database.db.select({ assignedId: shipments.assignedId }).from(shipments).where(eq(shipments.id, shipment._id));
    expect(row!.assignedId).toBe(member.session._id);
    await switchRule(t.app, owner, good._id, 0);
    await switchRule(t.app, owner, broken._id, 0);
  });
});
