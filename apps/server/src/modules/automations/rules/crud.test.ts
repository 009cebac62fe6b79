import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACTION_LABELS, AUTOMATION_MESSAGES, CUSTOM_TRIGGERS, INBUILT_TRIGGERS, type AutomationView } from '@trailpost/contracts';
import { createSubUser, messagesOf, signUp, type SignedIn } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/harness.js';
import {
  assignAction,
  automationRequest,
  createRule,
  createTag,
  defaultEmailTemplateId,
  emailAction,
  emailRule,
  repeating,
  rowsOf,
  smsAction,
  smsTemplateId,
  statusIs,
  tagAction,
} from '../test/helpers.js';

const t = useTestApp();

describe('adding and reading rules', () => {
  it('creates a rule switched on unless active is 0, and reads it back', async () => {
    const owner = await signUp(t.app);
    const templateId = await defaultEmailTemplateId(t.app, owner);
    const response = await automationRequest(t.app, owner, 'POST', '', emailRule(templateId, { name: '  Welcome  ' }));
    expect(response.json()).toMatchObject({ meta: { code: 200, message: [AUTOMATION_MESSAGES.created] } });
    const on = response.json().data as AutomationView;
    expect(on).toMatchObject({
      name: 'Welcome',
      module_name: 'SHIPMENT',
      event_type: 'CREATED',
      custom_event_id: null,
      custom_event_name: null,
      logical_operator: 'AND',
      active: 1,
      type: 'Inbuilt',
      trigger_name: 'Shipment Created',
      condition: [statusIs('Pending')],
      action: [{ ...emailAction(templateId), is_request_valid: true }],
    });
    const off = await createRule(t.app, owner, { ...emailRule(templateId), event_type: 'CUSTOM', custom_event_id: 'NO_UPDATE_48H', active: 0 });
    expect(off).toMatchObject({ active: 0, type: 'Custom', custom_event_name: 'No update for 48 hours', trigger_name: 'No update for 48 hours' });
    const read = await automationRequest(t.app, owner, 'GET', `/${on._id}`);
    expect(read.json()).toEqual({ meta: { code: 200, message: ['Success'] }, data: on });
  });

  it('serves the filter choices (no Stop Repeat Action) and the custom trigger catalogue', async () => {
    const owner = await signUp(t.app);
    const filters = (await automationRequest(t.app, owner, 'GET', '/filters')).json().data;
    expect(filters.type).toEqual([
      { label: 'Inbuilt', value: 'Inbuilt' },
      { label: 'Custom', value: 'Custom' },
    ]);
    expect(filters.trigger.map((entry: { value: string }) => entry.value)).toEqual([...INBUILT_TRIGGERS.map((x) => x.value), ...CUSTOM_TRIGGERS.map((x) => x.id)]);
    expect(filters.action).toEqual(['EMAIL', 'SMS', 'ASSIGN_SHIPMENT', 'TAG'].map((value) => ({ value, label: ACTION_LABELS[value as keyof typeof ACTION_LABELS] })));
    const catalogue = (await automationRequest(t.app, owner, 'GET', '/custom_triggers')).json().data;
    expect(catalogue).toEqual([
      { id: 'NO_UPDATE_24H', name: 'No update for 24 hours' },
      { id: 'NO_UPDATE_48H', name: 'No update for 48 hours' },
      { id: 'NO_UPDATE_72H', name: 'No update for 72 hours' },
      { id: 'EXPECTED_DELIVERY_PASSED', name: 'Expected delivery date passed' },
    ]);
  });

  it("offers the account's templates, tags, active accepted users and rules with a repeat", async () => {
    const owner = await signUp(t.app, { name: 'Owner' });
    const stranger = await signUp(t.app);
    const templateId = await defaultEmailTemplateId(t.app, owner);
    const smsId = await smsTemplateId(t.app, owner);
    const tagId = await createTag(t.app, owner, 'Fragile');
    await createTag(t.app, stranger, 'Theirs');
    const member = await createSubUser(t.app, t.database, owner, ['tracking']);
    const off = await createSubUser(t.app, t.database, owner, ['tracking']);
    const pending = await createSubUser(t.app, t.database, owner, ['tracking']);
    await t.database.db.execute(sql`update users set active = 0 where id = ${off.session._id}::uuid`);
    await t.database.db.execute(sql`update users set invite = 0 where id = ${pending.session._id}::uuid`);
    const reminder = await createRule(t.app, owner, emailRule(templateId, { name: 'Reminder', action: [emailAction(templateId, repeating(24))] }));
    await createRule(t.app, owner, emailRule(templateId, { name: 'Once' }));
    await createRule(t.app, stranger, emailRule(await defaultEmailTemplateId(t.app, stranger), { action: [emailAction(await defaultEmailTemplateId(t.app, stranger), repeating(24))] }));

    const options = (await automationRequest(t.app, owner, 'GET', '/options')).json().data;
    expect(options.email_templates).toEqual([{ id: templateId, name: 'Shipment update' }]);
    expect(options.sms_templates).toEqual([{ id: smsId, name: expect.any(String) }]);
    expect(options.tags).toEqual([{ value: tagId, name: 'Fragile', color: expect.any(String) }]);
    expect(options.users.map((user: { value: string }) => user.value).sort()).toEqual([owner.session._id, member.session._id].sort());
    expect(options.users).toContainEqual({ value: member.session._id, label: 'Sub User', email: member.session.email });
    expect(options.repeat_rules).toEqual([{ id: reminder._id, name: 'Reminder' }]);
  });
});

describe('the rule list', () => {
  let owner: SignedIn;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    owner = await signUp(t.app);
    const templateId = await defaultEmailTemplateId(t.app, owner);
    const smsId = await smsTemplateId(t.app, owner);
    const tagId = await createTag(t.app, owner);
    ids.welcome = (await createRule(t.app, owner, emailRule(templateId, { name: 'Welcome mail' })))._id;
    ids.delivered = (await createRule(t.app, owner, emailRule(templateId, { name: 'Delivered SMS', event_type: 'UPDATED', action: [smsAction(smsId)] })))._id;
    ids.stalled = (await createRule(t.app, owner, emailRule(templateId, { name: 'Stalled tag', event_type: 'CUSTOM', custom_event_id: 'NO_UPDATE_72H', action: [tagAction(tagId)] })))._id;
    ids.late = (
      await createRule(t.app, owner, emailRule(templateId, { name: 'Late: assign', event_type: 'CUSTOM', custom_event_id: 'EXPECTED_DELIVERY_PASSED', action: [assignAction(owner.session._id), tagAction(tagId)] }))
    )._id;
    const stranger = await signUp(t.app);
    await createRule(t.app, stranger, emailRule(await defaultEmailTemplateId(t.app, stranger), { name: 'Welcome mail too' }));
  });

  async function listed(query = '') {
    const response = await automationRequest(t.app, owner, 'GET', `/list${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { meta: { total_records: number }; data: AutomationView[] };
    return { total: body.meta.total_records, names: body.data.map((rule) => rule.name) };
  }

  it('lists the account’s rules newest first, a page at a time, with the total', async () => {
    expect(await listed()).toEqual({ total: 4, names: ['Late: assign', 'Stalled tag', 'Delivered SMS', 'Welcome mail'] });
    expect(await listed('?pageId=2&limit=3')).toEqual({ total: 4, names: ['Welcome mail'] });
  });

  it.each([
    ['?event_type=Inbuilt', ['Delivered SMS', 'Welcome mail']],
    ['?event_type=Custom', ['Late: assign', 'Stalled tag']],
    ['?event_type=Inbuilt,Custom', ['Late: assign', 'Stalled tag', 'Delivered SMS', 'Welcome mail']],
    ['?trigger=UPDATED', ['Delivered SMS']],
    ['?trigger=NO_UPDATE_72H&trigger=CREATED', ['Stalled tag', 'Welcome mail']],
    ['?action=TAG', ['Late: assign', 'Stalled tag']],
    ['?action=SMS,ASSIGN_SHIPMENT', ['Late: assign', 'Delivered SMS']],
    ['?searchQuery=mail', ['Welcome mail']],
    ['?searchQuery=%25', []],
    ['?searchQuery=TAG&event_type=Custom&action=ASSIGN_SHIPMENT', []],
    ['?searchQuery=TAG&event_type=Custom', ['Stalled tag']],
  ])('filters %s', async (query, names) => {
    expect(await listed(query)).toEqual({ total: names.length, names });
  });

  it('refuses an unknown action or type filter', async () => {
    const response = await automationRequest(t.app, owner, 'GET', '/list?action=COURIER');
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([AUTOMATION_MESSAGES.actionInvalid]);
    expect(messagesOf(await automationRequest(t.app, owner, 'GET', '/list?event_type=Robot'))).toEqual([AUTOMATION_MESSAGES.triggerInvalid]);
  });
});

describe('editing, switching and deleting', () => {
  it('edits every field but the on/off state, and refuses a change of trigger', async () => {
    const owner = await signUp(t.app);
    const templateId = await defaultEmailTemplateId(t.app, owner);
    const rule = await createRule(t.app, owner, emailRule(templateId, { active: 0 }));
    const edit = await automationRequest(t.app, owner, 'PUT', `/${rule._id}`, emailRule(templateId, { name: 'Renamed', logical_operator: 'OR', condition: [statusIs('Delivered', 'Exception')] }));
    expect(edit.json()).toMatchObject({ meta: { message: [AUTOMATION_MESSAGES.updated] }, data: { name: 'Renamed', logical_operator: 'OR', active: 0, condition: [statusIs('Delivered', 'Exception')] } });
    const moved = await automationRequest(t.app, owner, 'PUT', `/${rule._id}`, emailRule(templateId, { event_type: 'UPDATED' }));
    expect(moved.statusCode).toBe(400);
    expect(messagesOf(moved)).toEqual([AUTOMATION_MESSAGES.triggerInvalid]);
    const custom = await createRule(t.app, owner, emailRule(templateId, { event_type: 'CUSTOM', custom_event_id: 'NO_UPDATE_24H' }));
    const otherCustom = await automationRequest(t.app, owner, 'PUT', `/${custom._id}`, emailRule(templateId, { event_type: 'CUSTOM', custom_event_id: 'NO_UPDATE_48H' }));
    expect(messagesOf(otherCustom)).toEqual([AUTOMATION_MESSAGES.triggerInvalid]);
    const same = await automationRequest(t.app, owner, 'PUT', `/${custom._id}`, emailRule(templateId, { event_type: 'CUSTOM', custom_event_id: 'NO_UPDATE_24H', name: 'Still 24h' }));
    expect(same.json()).toMatchObject({ data: { name: 'Still 24h', active: 1, custom_event_id: 'NO_UPDATE_24H' } });
  });

  it('switches a rule off and on with their messages, and deletes it only when off', async () => {
    const owner = await signUp(t.app);
    const rule = await createRule(t.app, owner, emailRule(await defaultEmailTemplateId(t.app, owner)));
    const refused = await automationRequest(t.app, owner, 'DELETE', `/${rule._id}`);
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)).toEqual([AUTOMATION_MESSAGES.deleteActiveRefused]);

    const off = await automationRequest(t.app, owner, 'PUT', `/${rule._id}`, { active: 0 });
    expect(off.json()).toMatchObject({ meta: { message: [AUTOMATION_MESSAGES.deactivated] }, data: { active: 0, name: rule.name } });
    const on = await automationRequest(t.app, owner, 'PUT', `/${rule._id}`, { active: true });
    expect(on.json()).toMatchObject({ meta: { message: [AUTOMATION_MESSAGES.activated] }, data: { active: 1 } });
    await automationRequest(t.app, owner, 'PUT', `/${rule._id}`, { active: false });

    const deleted = await automationRequest(t.app, owner, 'DELETE', `/${rule._id}`);
    expect(deleted.json()).toEqual({ meta: { code: 200, message: [AUTOMATION_MESSAGES.deleted] }, data: null });
    const gone = await automationRequest(t.app, owner, 'GET', `/${rule._id}`);
    expect(gone.statusCode).toBe(404);
    expect(messagesOf(gone)).toEqual([AUTOMATION_MESSAGES.notFound]);
  });

  it('switching on restarts the custom trigger clock; switching an active rule on again does not', async () => {
    const owner = await signUp(t.app);
    const rule = await createRule(t.app, owner, emailRule(await defaultEmailTemplateId(t.app, owner), { event_type: 'CUSTOM', custom_event_id: 'NO_UPDATE_24H' }));
    await t.database.db.execute(sql`update automation_rules set activated_at = now() - interval '5 days' where id = ${rule._id}::uuid`);
    const activatedAt = async () => (await rowsOf<{ activated_at: Date }>(t, sql`select activated_at from automation_rules where id = ${rule._id}::uuid`))[0]!.activated_at;
    const before = new Date(await activatedAt());
    await automationRequest(t.app, owner, 'PUT', `/${rule._id}`, { active: 1 });
    expect(new Date(await activatedAt())).toEqual(before);
    await automationRequest(t.app, owner, 'PUT', `/${rule._id}`, { active: 0 });
    await automationRequest(t.app, owner, 'PUT', `/${rule._id}`, { active: 1 });
    expect(new Date(await activatedAt()).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
