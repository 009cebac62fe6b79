import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUTOMATION_MESSAGES, AUTOMATION_NAME_MAX, AUTOMATIONS_PER_TENANT_MAX, type CreateAutomationBody } from '@trailpost/contracts';
import { createSubUser, messagesOf, signUp, type SignedIn } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/harness.js';
import {
  assignAction,
  automationRequest,
  condition,
  createRule,
  createTag,
  defaultEmailTemplateId,
  emailAction,
  emailRule,
  rowsOf,
  smsAction,
  smsTemplateId,
  statusIs,
  stopRepeatAction,
  tagAction,
  tenantOf,
} from '../test/helpers.js';

const t = useTestApp();

let owner: SignedIn;
let templateId: string;
let smsId: string;
let valid: CreateAutomationBody;
beforeAll(async () => {
  owner = await signUp(t.app);
  templateId = await defaultEmailTemplateId(t.app, owner);
  smsId = await smsTemplateId(t.app, owner);
  valid = emailRule(templateId);
});

/** The rule with these changes, refused by POST and by PUT of an existing rule with the message. */
async function expectRefused(changes: Record<string, unknown>, message: string) {
  const existing = await createRule(t.app, owner, valid);
  const before = await rowsOf(t, sql`select count(*)::int as n from automation_rules where tenant_id = ${tenantOf(owner)}::uuid`);
  for (const [method, path] of [['POST', ''], ['PUT', `/${existing._id}`]] as const) {
    const response = await automationRequest(t.app, owner, method, path, { ...valid, ...changes });
    expect(response.statusCode, `${method}: ${response.body}`).toBe(400);
    expect(messagesOf(response), method).toEqual([message]);
  }
  expect(await rowsOf(t, sql`select count(*)::int as n from automation_rules where tenant_id = ${tenantOf(owner)}::uuid`)).toEqual(before);
  const kept = await automationRequest(t.app, owner, 'GET', `/${existing._id}`);
  expect(kept.json().data).toMatchObject({ name: valid.name, condition: valid.condition, modified: existing.modified });
}

describe('saving a rule checks it as part 2 §5 says', () => {
  it.each([
    ['no name', { name: undefined }, AUTOMATION_MESSAGES.nameRequired],
    ['a blank name', { name: '   ' }, AUTOMATION_MESSAGES.nameRequired],
    ['a name too long', { name: 'n'.repeat(AUTOMATION_NAME_MAX + 1) }, AUTOMATION_MESSAGES.nameTooLong(AUTOMATION_NAME_MAX)],
    ['an unknown event type', { event_type: 'DELETED' }, AUTOMATION_MESSAGES.triggerInvalid],
    ['no event type', { event_type: undefined }, AUTOMATION_MESSAGES.triggerInvalid],
    ['no condition list', { condition: undefined }, AUTOMATION_MESSAGES.conditionRequired],
    ['an empty condition list', { condition: [] }, AUTOMATION_MESSAGES.conditionRequired],
    ['the same field twice', { condition: [statusIs('Pending'), condition('status_id', 'NOT IN', ['Delivered'])] }, AUTOMATION_MESSAGES.conditionDuplicate],
    ['contains on the status', { condition: [condition('status_id', 'LIKE', ['Pend'])] }, AUTOMATION_MESSAGES.conditionInvalid],
    ['is not on the delivery time', { condition: [condition('delivery_time', 'NOT IN', ['24'])] }, AUTOMATION_MESSAGES.conditionInvalid],
    ['an unknown field', { condition: [{ ...statusIs('Pending'), query_param: 'weight' }] }, AUTOMATION_MESSAGES.conditionInvalid],
    ['no operator', { condition: [{ ...statusIs('Pending'), operator: undefined }] }, AUTOMATION_MESSAGES.operatorRequired],
    ['an unknown operator', { condition: [{ ...statusIs('Pending'), operator: 'EQUALS' }] }, AUTOMATION_MESSAGES.operatorRequired],
    ['no values', { condition: [statusIs()] }, AUTOMATION_MESSAGES.conditionValuesRequired],
    ['blank values only', { condition: [condition('customer_name', 'IN', ['', ''])] }, AUTOMATION_MESSAGES.conditionValuesRequired],
    ['values missing', { condition: [{ ...statusIs('Pending'), query_param_value: undefined }] }, AUTOMATION_MESSAGES.conditionValuesRequired],
    ['a status not in the list', { condition: [statusIs('Pending', 'Lost')] }, AUTOMATION_MESSAGES.conditionInvalid],
    ['a delivery time not offered', { condition: [condition('delivery_time', 'IN', ['12'])] }, AUTOMATION_MESSAGES.conditionInvalid],
    ['no action list', { action: undefined }, AUTOMATION_MESSAGES.actionRequired],
    ['an empty action list', { action: [] }, AUTOMATION_MESSAGES.actionRequired],
    ['an unknown action type', { action: [{ type: 'COURIER', request_params: {} }] }, AUTOMATION_MESSAGES.actionInvalid],
    ['a TAG without tags', { action: [{ type: 'TAG', request_params: [] }] }, AUTOMATION_MESSAGES.actionRequired],
    ['an assignment without a user', { action: [{ type: 'ASSIGN_SHIPMENT', request_params: {} }] }, AUTOMATION_MESSAGES.actionRequired],
    ['an e-mail without a receiver', { action: [{ type: 'EMAIL', request_params: { template_id: '00000000-0000-4000-8000-000000000000' } }] }, AUTOMATION_MESSAGES.actionRequired],
  ])('refuses %s', async (_label, changes, message) => {
    await expectRefused(changes, message);
  });

  it('refuses a custom trigger that is not in the catalogue, or none', async () => {
    await expectRefused({ event_type: 'CUSTOM' }, AUTOMATION_MESSAGES.triggerInvalid);
    await expectRefused({ event_type: 'CUSTOM', custom_event_id: 'NO_UPDATE_1H' }, AUTOMATION_MESSAGES.triggerInvalid);
  });

  it('refuses the same action type twice', async () => {
    await expectRefused({ action: [emailAction(templateId), emailAction(templateId, { receiver_type: 'other' })] }, AUTOMATION_MESSAGES.actionDuplicate);
  });

  it.each([
    ['a comma list with a bad address', 'ops@example.com, not-an-address'],
    ['a semicolon list with a bad address', 'ops@example.com;care@example'],
    ['an empty list', ' ; , '],
  ])('refuses custom e-mail receivers: %s', async (_label, list) => {
    await expectRefused({ action: [emailAction(templateId, { receiver_type: 'custom', custom_email: list })] }, AUTOMATION_MESSAGES.emailInvalid);
  });

  it('accepts custom e-mail receivers separated by commas and semicolons', async () => {
    const rule = await createRule(t.app, owner, { ...valid, action: [emailAction(templateId, { receiver_type: 'custom', custom_email: 'ops@example.com; care@example.com,sales@example.com' })] });
    expect(rule.action[0]).toMatchObject({ type: 'EMAIL', request_params: { receiver_type: 'custom' } });
  });

  it('refuses a schedule or repeat without hours, and one beyond 30 days', async () => {
    await expectRefused({ action: [emailAction(templateId, { action_type: 'Schedule' })] }, AUTOMATION_MESSAGES.actionRequired);
    await expectRefused({ action: [emailAction(templateId, { action_type: 'Schedule', duration_type: 'hours' })] }, AUTOMATION_MESSAGES.actionRequired);
    await expectRefused({ action: [emailAction(templateId, { action_type: 'Immediately And Repeat', duration_type: 'days', hours: 0 })] }, AUTOMATION_MESSAGES.actionRequired);
    await expectRefused({ action: [emailAction(templateId, { action_type: 'Schedule', duration_type: 'days', hours: 31 })] }, AUTOMATION_MESSAGES.actionInvalid);
  });

  it('refuses a delay of another action beyond 30 days, or without hours', async () => {
    const tagId = await createTag(t.app, owner);
    const delayed = (schedule_time: Record<string, unknown>) => ({ action: [{ ...tagAction(tagId), schedule_time }] }) as Pick<CreateAutomationBody, 'action'>;
    await expectRefused(delayed({ duration_type: 'days', hours: 31 }), AUTOMATION_MESSAGES.actionInvalid);
    await expectRefused(delayed({ duration_type: 'hours', hours: 721 }), AUTOMATION_MESSAGES.actionInvalid);
    await expectRefused(delayed({ duration_type: 'hours' }), AUTOMATION_MESSAGES.actionRequired);
    await expectRefused(delayed({ duration_type: 'weeks', hours: 1 }), AUTOMATION_MESSAGES.actionInvalid);
    const rule = await createRule(t.app, owner, { ...valid, ...delayed({ duration_type: 'days', hours: 30 }) });
    expect(rule.action[0]).toMatchObject({ schedule_time: { duration_type: 'days', hours: 30 } });
  });

  it('refuses SMS to "other e-mails", and custom numbers that are not numbers', async () => {
    await expectRefused({ action: [smsAction(smsId, { receiver_type: 'other' })] }, AUTOMATION_MESSAGES.actionInvalid);
    await expectRefused({ action: [smsAction(smsId, { receiver_type: 'custom', custom_phone: '+1 415 555 0100, call me' })] }, AUTOMATION_MESSAGES.phoneInvalid);
    await expectRefused({ action: [smsAction(smsId, { receiver_type: 'custom' })] }, AUTOMATION_MESSAGES.phoneInvalid);
  });
});

describe('a rule names only what is still the account’s', () => {
  let stranger: SignedIn;
  beforeAll(async () => {
    stranger = await signUp(t.app);
  });

  it("refuses another account's e-mail and SMS templates", async () => {
    await expectRefused({ action: [emailAction(await defaultEmailTemplateId(t.app, stranger))] }, AUTOMATION_MESSAGES.templateMissing);
    await expectRefused({ action: [smsAction(await smsTemplateId(t.app, stranger))] }, AUTOMATION_MESSAGES.templateMissing);
  });

  it("refuses another account's user, and a team member who is switched off", async () => {
    await expectRefused({ action: [assignAction(stranger.session._id)] }, AUTOMATION_MESSAGES.userMissing);
    const member = await createSubUser(t.app, t.database, owner, ['tracking']);
    await t.database.db.execute(sql`update users set active = 0 where id = ${member.session._id}::uuid`);
    await expectRefused({ action: [assignAction(member.session._id)] }, AUTOMATION_MESSAGES.userMissing);
  });

  it("refuses another account's tag, even next to one of the account's", async () => {
    await expectRefused({ action: [tagAction(await createTag(t.app, owner), await createTag(t.app, stranger))] }, AUTOMATION_MESSAGES.tagMissing);
  });

  it("refuses to stop another account's rule", async () => {
    const theirs = await createRule(t.app, stranger, emailRule(await defaultEmailTemplateId(t.app, stranger)));
    await expectRefused({ action: [stopRepeatAction(theirs._id)] }, AUTOMATION_MESSAGES.ruleMissing);
  });
});

describe('the number of rules', () => {
  it(`stops at ${AUTOMATIONS_PER_TENANT_MAX} rules`, async () => {
    const merchant = await signUp(t.app);
    const body = emailRule(await defaultEmailTemplateId(t.app, merchant));
    for (let i = 0; i < AUTOMATIONS_PER_TENANT_MAX; i++) await createRule(t.app, merchant, { ...body, name: `Rule ${i}` });
    const over = await automationRequest(t.app, merchant, 'POST', '', body);
    expect(over.statusCode).toBe(400);
    expect(messagesOf(over)).toEqual([AUTOMATION_MESSAGES.tooMany(AUTOMATIONS_PER_TENANT_MAX)]);
  });
});
