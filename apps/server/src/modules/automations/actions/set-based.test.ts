import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { events, shipments } from '../../../db/schema/index.js';
import { createSubUser, signUp, type SignedIn } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/harness.js';
import { addShipment } from '../../../test/shipments.js';
import { assignAction, createRule, createTag, customerMessages, defaultEmailTemplateId, emailAction, emailRule, stepsOf, switchRule, tagAction } from '../test/helpers.js';

const t = useTestApp();

let owner: SignedIn;
let templateId: string;
beforeAll(async () => {
  owner = await signUp(t.app);
  templateId = await defaultEmailTemplateId(t.app, owner);
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
