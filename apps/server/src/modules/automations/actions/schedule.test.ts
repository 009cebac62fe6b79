import { describe, expect, it } from 'vitest';
import { signUp, type SignedIn } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/harness.js';
import { addShipment } from '../../../test/shipments.js';
import {
  automationRequest,
  bringDue,
  createRule,
  createTag,
  customerMessages,
  defaultEmailTemplateId,
  emailAction,
  emailRule,
  repeating,
  runAutomations,
  setStatus,
  statusIs,
  stepsOf,
  stopRepeatAction,
  switchRule,
  tagAction,
} from '../test/helpers.js';

const t = useTestApp();
const HOUR = 3_600_000;

/** Expects `due` to be `hours` from `from` (within the seconds a test takes). */
function expectDueIn(due: Date, from: number, hours: number) {
  expect(Math.abs(new Date(due).getTime() - (from + hours * HOUR))).toBeLessThan(30_000);
}

/** A merchant, a rule on new shipments with `action`, and a shipment that set it off (everything due carried out). */
async function triggered(action: (templateId: string, owner: SignedIn) => Promise<ReturnType<typeof emailAction>> | ReturnType<typeof emailAction>) {
  const owner = await signUp(t.app);
  const templateId = await defaultEmailTemplateId(t.app, owner);
  const rule = await createRule(t.app, owner, emailRule(templateId, { name: 'Reminder', condition: [statusIs('Pending', 'InTransit')], action: [await action(templateId, owner)] }));
  const started = Date.now();
  const shipment = await addShipment(t.app, owner, { customer_emails: ['buyer@example.com'] });
  await runAutomations(t.app);
  return { owner, templateId, rule, shipment, started, steps: () => stepsOf(t, rule._id), mails: async () => (await customerMessages(t, owner)).filter((mail) => mail.to_address === 'buyer@example.com').length };
}

describe('Schedule', () => {
  it('plans the e-mail N hours later, and sends it only once it is due', async () => {
    const { rule, started, steps, mails } = await triggered((id) => emailAction(id, { action_type: 'Schedule', duration_type: 'hours', hours: 5 }));
    const [step] = await steps();
    expect(step).toMatchObject({ step: 0, status: 'scheduled', detail: null });
    expectDueIn(step!.due_at, started, 5);
    expect(await t.app.automations.runDue()).toBe(0);
    expect(await mails()).toBe(0);

    await bringDue(t, rule._id);
    expect(await t.app.automations.runDue()).toBe(1);
    expect(await steps()).toMatchObject([{ step: 0, status: 'done', detail: 'Queued to buyer@example.com' }]);
    expect(await mails()).toBe(1);
  });

  it('counts days as 24 hours, for messages and for the delay of other actions', async () => {
    const email = await triggered((id) => emailAction(id, { action_type: 'Schedule', duration_type: 'days', hours: 2 }));
    expectDueIn((await email.steps())[0]!.due_at, email.started, 48);
    const tag = await triggered(async (_id, owner) => ({ ...tagAction(await createTag(t.app, owner)), schedule_time: { duration_type: 'days', hours: 3 } }));
    expectDueIn((await tag.steps())[0]!.due_at, tag.started, 72);
    expect(await t.app.automations.runDue()).toBe(0);
  });

  it('skips a scheduled action whose rule is switched off by the time it is due', async () => {
    const { owner, rule, steps, mails } = await triggered((id) => emailAction(id, { action_type: 'Schedule', duration_type: 'hours', hours: 1 }));
    await switchRule(t.app, owner, rule._id, 0);
    await bringDue(t, rule._id);
    await runAutomations(t.app);
    expect(await steps()).toMatchObject([{ status: 'skipped', detail: 'The rule is switched off.' }]);
    expect(await mails()).toBe(0);
  });

  it('skips a scheduled action the rule no longer has after an edit', async () => {
    const { owner, templateId, rule, steps, mails } = await triggered((id) => emailAction(id, { action_type: 'Schedule', duration_type: 'hours', hours: 2 }));
    const edit = await automationRequest(t.app, owner, 'PUT', `/${rule._id}`, emailRule(templateId, { name: 'Reminder', action: [tagAction(await createTag(t.app, owner))] }));
    expect(edit.statusCode, edit.body).toBe(200);
    await bringDue(t, rule._id);
    await runAutomations(t.app);
    expect(await steps()).toMatchObject([{ action_type: 'EMAIL', status: 'skipped', detail: 'The rule was edited: this action is no longer in it.' }]);
    expect(await mails()).toBe(0);
  });
});

describe('Immediately And Repeat', () => {
  it('sends at once, then every N hours, each repeat planned when the previous one ran', async () => {
    const { rule, started, steps, mails } = await triggered((id) => emailAction(id, repeating(6)));
    const [first, second] = await steps();
    expect(first).toMatchObject({ step: 0, status: 'done', sends: 1 });
    expect(second).toMatchObject({ step: 1, status: 'scheduled' });
    expectDueIn(second!.due_at, started, 6);
    expect(await mails()).toBe(1);

    await bringDue(t, rule._id);
    await runAutomations(t.app);
    expect((await steps()).map((step) => [step.step, step.status])).toEqual([
      [0, 'done'],
      [1, 'done'],
      [2, 'scheduled'],
    ]);
    expect(await mails()).toBe(2);
  });

  /** A repeat is planned; `stop` happens; when the repeat comes due it is cancelled with `detail`, nothing sent and nothing more planned. */
  async function expectStopped(stop: (run: Awaited<ReturnType<typeof triggered>>) => Promise<void>, detail: string) {
    const run = await triggered((id) => emailAction(id, repeating(12)));
    await stop(run);
    await bringDue(t, run.rule._id);
    await runAutomations(t.app);
    const mine = (await run.steps()).filter((step) => step.shipment_id === run.shipment._id);
    expect(mine.map((step) => [step.step, step.status, step.detail])).toEqual([
      [0, 'done', 'Queued to buyer@example.com'],
      [1, 'cancelled', detail],
    ]);
    expect(await run.mails()).toBe(1);
  }

  it('stops when the rule is switched off', async () => {
    await expectStopped(({ owner, rule }) => switchRule(t.app, owner, rule._id, 0), 'The rule is switched off.');
  });

  it('stays stopped when the rule is switched off and on again before the repeat is due', async () => {
    await expectStopped(async ({ owner, rule }) => {
      await switchRule(t.app, owner, rule._id, 0);
      await switchRule(t.app, owner, rule._id, 1);
    }, 'The rule is switched off.');
  });

  it('stops when the shipment is delivered', async () => {
    await expectStopped(({ owner, shipment }) => setStatus(t.app, owner, [shipment._id], 'Delivered'), 'The shipment was delivered: the repeat stopped.');
  });

  it('stops as soon as the shipment is deleted', async () => {
    await expectStopped(async ({ owner, shipment, steps }) => {
      const response = await t.app.inject({ method: 'DELETE', url: `/api/trackings/${shipment._id}`, headers: owner.headers });
      expect(response.statusCode, response.body).toBe(200);
      await runAutomations(t.app);
      expect((await steps())[1]).toMatchObject({ status: 'cancelled', detail: 'The shipment was deleted.' });
    }, 'The shipment was deleted.');
  });

  it('stops when a Stop Repeat Action rule fires for the shipment, and only for it', async () => {
    let other = '';
    let stopRule = '';
    let reminder = '';
    await expectStopped(async ({ owner, templateId, rule, shipment }) => {
      reminder = rule._id;
      stopRule = (await createRule(t.app, owner, emailRule(templateId, { name: 'Stop it', event_type: 'UPDATED', condition: [statusIs('InTransit')], action: [stopRepeatAction(rule._id)] })))._id;
      other = (await addShipment(t.app, owner, { customer_emails: ['other@example.com'] }))._id;
      await runAutomations(t.app);
      await setStatus(t.app, owner, [shipment._id], 'InTransit');
      await runAutomations(t.app);
    }, 'Stopped by the rule "Stop it".');
    expect(await stepsOf(t, stopRule)).toMatchObject([{ action_type: 'REPEAT_ACTION_REMOVE', status: 'done', detail: 'Stopped 1 scheduled repeat of "Reminder".' }]);
    const others = (await stepsOf(t, reminder)).filter((step) => step.shipment_id === other);
    expect(others.map((step) => [step.step, step.status])).toEqual([
      [0, 'done'],
      [1, 'done'],
      [2, 'scheduled'],
    ]);
  });

  it('a Stop Repeat Action due in the same pass as the repeat it stops comes first: the repeat is not sent', async () => {
    const { owner, templateId, rule, shipment, steps, mails } = await triggered((id) => emailAction(id, repeating(2)));
    await createRule(t.app, owner, emailRule(templateId, { name: 'Stop it', event_type: 'UPDATED', condition: [statusIs('InTransit')], action: [stopRepeatAction(rule._id)] }));
    // The repeat comes due, and the change that stops it happens, before the worker looks again.
    await bringDue(t, rule._id);
    await setStatus(t.app, owner, [shipment._id], 'InTransit');
    await t.app.events.dispatchPending();
    expect(await t.app.automations.runDue()).toBe(2);
    expect((await steps()).map((step) => [step.step, step.status])).toEqual([
      [0, 'done'],
      [1, 'cancelled'],
    ]);
    expect(await mails()).toBe(1);
  });

  it('does not start repeats for a shipment a Stop Repeat Action rule already fired for', async () => {
    const owner = await signUp(t.app);
    const templateId = await defaultEmailTemplateId(t.app, owner);
    const reminder = await createRule(t.app, owner, emailRule(templateId, { name: 'Reminder', action: [emailAction(templateId, repeating(2))] }));
    await createRule(t.app, owner, emailRule(templateId, { name: 'Never repeat', action: [stopRepeatAction(reminder._id)] }));
    await addShipment(t.app, owner, { customer_emails: ['buyer@example.com'] });
    await runAutomations(t.app);
    await bringDue(t, reminder._id);
    await runAutomations(t.app);
    expect((await stepsOf(t, reminder._id)).map((step) => [step.step, step.status])).toEqual([
      [0, 'done'],
      [1, 'cancelled'],
    ]);
    expect(await customerMessages(t, owner)).toHaveLength(1);
  });
});
