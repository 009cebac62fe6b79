import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUTOMATION_MESSAGES, type AutomationDryRunView, type DryRunAutomationBody } from '@trailpost/contracts';
import { createSubUser, messagesOf, signUp, type SignedIn } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/harness.js';
import { addShipment, daysAgo, seedShipments } from '../../../test/shipments.js';
import {
  automationRequest,
  condition,
  createTag,
  defaultEmailTemplateId,
  emailAction,
  emailRule,
  rowsOf,
  smsAction,
  smsTemplateId,
  statusIs,
  tagAction,
  tenantOf,
} from '../test/helpers.js';
import { DRY_RUN_MATCHES } from './dry-run.js';

const t = useTestApp();

async function dryRun(who: SignedIn, body: DryRunAutomationBody): Promise<AutomationDryRunView> {
  const response = await automationRequest(t.app, who, 'POST', '/dry_run', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as AutomationDryRunView;
}

/** What a dry run must leave untouched: the outbox, the log, the shipments. */
async function traces(who: SignedIn) {
  const tenantId = tenantOf(who);
  return rowsOf(
    t,
    sql`select (select count(*)::int from mail_outbox where tenant_id = ${tenantId}::uuid and kind = 'customer') as mails,
      (select count(*)::int from automation_runs where tenant_id = ${tenantId}::uuid) as runs,
      (select count(*)::int from automation_steps where tenant_id = ${tenantId}::uuid) as steps,
      (select count(*)::int from automation_rules where tenant_id = ${tenantId}::uuid) as rules,
      (select string_agg(tag_ids::text, ',') from shipments where tenant_id = ${tenantId}::uuid) as tags`,
  );
}

describe('the dry run', () => {
  it('lists the recent shipments that match and previews the e-mail the newest would get, sending nothing', async () => {
    const owner = await signUp(t.app, { name: 'Acme Store' });
    const templateId = await defaultEmailTemplateId(t.app, owner);
    await addShipment(t.app, owner, { customer_name: 'Ravi', customer_emails: ['ravi@example.com'] });
    const older = await addShipment(t.app, owner, { customer_name: 'Asha Rao', customer_emails: ['asha@example.com'] });
    const newest = await addShipment(t.app, owner, { customer_name: 'Asha Iyer', customer_emails: ['iyer@example.com'], other_emails: ['ops@example.com'] });
    await addShipment(t.app, await signUp(t.app), { customer_name: 'Asha Stranger' });
    const before = await traces(owner);

    const rule = emailRule(templateId, { name: '', condition: [condition('customer_name', 'IN', ['asha rao', 'ASHA IYER'])], action: [tagAction(await createTag(t.app, owner)), emailAction(templateId, { receiver_type: 'other' })] });
    const view = await dryRun(owner, rule);
    expect(view).toMatchObject({
      checked: 3,
      matched: 2,
      matches: [
        { shipment_id: newest._id, tracking_number: newest.tracking_number, courier: expect.any(String), status: 'Pending', customer_name: 'Asha Iyer' },
        { shipment_id: older._id, tracking_number: older.tracking_number, customer_name: 'Asha Rao' },
      ],
      preview: { type: 'EMAIL', to: ['ops@example.com'] },
    });
    const preview = view.preview as Extract<AutomationDryRunView['preview'], { type: 'EMAIL' }>;
    expect(preview.subject).toMatch(/^Acme Store: your order .* is Pending$/);
    expect(preview.html).toContain(newest.tracking_number);
    expect(preview.html).toContain('Hi Asha Iyer,');
    expect(await traces(owner)).toEqual(before);
  });

  it('previews the SMS the customer’s numbers would get', async () => {
    const owner = await signUp(t.app);
    const smsId = await smsTemplateId(t.app, owner, 'Hi [Customer Name], [Tracking Number] is [Tracking Status]');
    const shipment = await addShipment(t.app, owner, { customer_name: 'Asha', customer_phone_numbers: ['+14155550100'] });
    const view = await dryRun(owner, emailRule('', { condition: [statusIs('Pending')], action: [smsAction(smsId)] }));
    expect(view.preview).toEqual({ type: 'SMS', to: ['+14155550100'], body: `Hi Asha, ${shipment.tracking_number} is Pending` });
    expect((await traces(owner))[0]).toMatchObject({ mails: 0, runs: 0, steps: 0 });
  });

  it('counts every match, lists the first 20, and previews nothing without a match or a message action', async () => {
    const owner = await signUp(t.app);
    const templateId = await defaultEmailTemplateId(t.app, owner);
    await seedShipments(
      t.database,
      tenantOf(owner),
      Array.from({ length: DRY_RUN_MATCHES + 5 }, (_, i) => ({ currentStatus: i % 5 === 0 ? 'Delivered' : 'InTransit', createdAt: daysAgo(0, i) })),
    );
    const inTransit = await dryRun(owner, emailRule(templateId, { condition: [statusIs('InTransit')] }));
    expect(inTransit).toMatchObject({ checked: DRY_RUN_MATCHES + 5, matched: DRY_RUN_MATCHES });
    expect(inTransit.matches).toHaveLength(DRY_RUN_MATCHES);
    expect(inTransit.preview).toMatchObject({ type: 'EMAIL', to: [] });

    const notDelivered = await dryRun(owner, emailRule(templateId, { condition: [condition('status_id', 'NOT IN', ['Delivered', 'InTransit'])] }));
    expect(notDelivered).toEqual({ checked: DRY_RUN_MATCHES + 5, matched: 0, matches: [], preview: null });
    const tagOnly = await dryRun(owner, emailRule(templateId, { condition: [statusIs('Delivered')], action: [tagAction(await createTag(t.app, owner))] }));
    expect(tagOnly).toMatchObject({ matched: 5, preview: null });
  });

  it('shows a sub-user limited to assigned shipments only its own, as its shipment list does', async () => {
    const owner = await signUp(t.app);
    const templateId = await defaultEmailTemplateId(t.app, owner);
    // As the role form makes it: assignTracking comes with tracking.
    const clerk = await createSubUser(t.app, t.database, owner, ['tracking', 'assignTracking', 'automations']);
    const mine = await addShipment(t.app, owner, { customer_name: 'Own Customer', assigned_id: clerk.session._id });
    await addShipment(t.app, owner, { customer_name: 'Other Customer' });
    const view = await dryRun(clerk, emailRule(templateId, { condition: [statusIs('Pending')] }));
    expect(view).toMatchObject({ checked: 1, matched: 1, matches: [{ shipment_id: mine._id, customer_name: 'Own Customer' }] });
  });

  it('checks the rule as a save does, except for the name', async () => {
    const owner = await signUp(t.app);
    const templateId = await defaultEmailTemplateId(t.app, owner);
    const response = await automationRequest(t.app, owner, 'POST', '/dry_run', emailRule(templateId, { name: '', condition: [condition('status_id', 'LIKE', ['Pend'])] }));
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([AUTOMATION_MESSAGES.conditionInvalid]);
    expect(messagesOf(await automationRequest(t.app, owner, 'POST', '/dry_run', emailRule(templateId, { action: [] })))).toEqual([AUTOMATION_MESSAGES.actionRequired]);
  });
});
