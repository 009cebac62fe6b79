import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { AUTOMATION_MESSAGES, ROLE_VALUES } from '@trailpost/contracts';
import { createSubUser, expectHiddenFromOtherTenants, messagesOf, signUp, type SignedIn } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/harness.js';
import { addShipment } from '../../../test/shipments.js';
import { NO_ACCESS_MESSAGE } from '../../../platform/auth.js';
import { automationRequest, createRule, defaultEmailTemplateId, emailRule, runAutomations } from '../test/helpers.js';

const t = useTestApp();

let owner: SignedIn;
let templateId: string;
let ruleId: string;
let shipmentId: string;
beforeAll(async () => {
  owner = await signUp(t.app);
  templateId = await defaultEmailTemplateId(t.app, owner);
  ruleId = (await createRule(t.app, owner, emailRule(templateId, { active: 0 })))._id;
  shipmentId = (await addShipment(t.app, owner))._id;
});

/** The requests of every :id route for a rule id. */
const idRoutes = (id: string): Omit<InjectOptions, 'headers'>[] => [
  { method: 'GET', url: `/api/automation/${id}` },
  { method: 'PUT', url: `/api/automation/${id}`, payload: { active: 1 } },
  { method: 'PUT', url: `/api/automation/${id}`, payload: emailRule(templateId, { name: 'Taken over' }) as object },
  { method: 'DELETE', url: `/api/automation/${id}` },
  { method: 'GET', url: `/api/automation/${id}/logs` },
];

describe('a rule is its account’s alone', () => {
  it.each(['read', 'switch', 'edit', 'delete', 'logs'].map((label, index) => [label, index] as const))('%s: an unknown id is not found', async (_label, index) => {
    const request = idRoutes('00000000-0000-4000-8000-000000000000')[index]!;
    const response = await t.app.inject({ ...request, headers: owner.headers } as InjectOptions);
    expect(response.statusCode, response.body).toBe(404);
    expect(messagesOf(response)).toEqual([AUTOMATION_MESSAGES.notFound]);
  });

  it("hides a rule from another account on every :id route, changing nothing", async () => {
    const before = (await automationRequest(t.app, owner, 'GET', `/${ruleId}`)).json().data;
    for (const request of idRoutes(ruleId)) await expectHiddenFromOtherTenants(t.app, request);
    expect((await automationRequest(t.app, owner, 'GET', `/${ruleId}`)).json().data).toEqual(before);
  });

  it("keeps another account's rules out of the list and the repeat options", async () => {
    const stranger = await signUp(t.app);
    expect((await automationRequest(t.app, stranger, 'GET', '/list')).json()).toMatchObject({ meta: { total_records: 0 }, data: [] });
    expect((await automationRequest(t.app, stranger, 'GET', '/options')).json().data.repeat_rules).toEqual([]);
  });

  it('answers a malformed id without looking it up', async () => {
    const response = await automationRequest(t.app, owner, 'GET', '/not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([AUTOMATION_MESSAGES.notFound]);
  });
});

describe('the automations access value', () => {
  // A rule of each test's own: one of them deletes its rule, and the tests run in any order.
  let ruleId: string;
  beforeEach(async () => {
    ruleId = (await createRule(t.app, owner, emailRule(templateId, { active: 0 })))._id;
  });

  /** Every automation route, with a body that passes validation. */
  const everyRoute = (): [string, Omit<InjectOptions, 'headers'>][] => [
    ['list', { method: 'GET', url: '/api/automation/list' }],
    ['filters', { method: 'GET', url: '/api/automation/filters' }],
    ['custom triggers', { method: 'GET', url: '/api/automation/custom_triggers' }],
    ['options', { method: 'GET', url: '/api/automation/options' }],
    ['dry run', { method: 'POST', url: '/api/automation/dry_run', payload: emailRule(templateId) as object }],
    ['create', { method: 'POST', url: '/api/automation', payload: emailRule(templateId) as object }],
    ['read', { method: 'GET', url: `/api/automation/${ruleId}` }],
    ['edit', { method: 'PUT', url: `/api/automation/${ruleId}`, payload: emailRule(templateId, { name: 'Edited by the team' }) as object }],
    ['switch', { method: 'PUT', url: `/api/automation/${ruleId}`, payload: { active: 0 } }],
    ['logs', { method: 'GET', url: `/api/automation/${ruleId}/logs` }],
    ['delete', { method: 'DELETE', url: `/api/automation/${ruleId}` }],
  ];

  it('refuses a sub-user whose role lacks it, on every route', async () => {
    const without = await createSubUser(t.app, t.database, owner, ROLE_VALUES.filter((value) => value !== 'automations'));
    for (const [label, request] of everyRoute()) {
      const response = await t.app.inject({ ...request, headers: without.headers } as InjectOptions);
      expect(response.json(), label).toEqual({ meta: { code: 403, message: [NO_ACCESS_MESSAGE], error_code: 'forbidden' }, data: null });
    }
    expect((await automationRequest(t.app, owner, 'GET', `/${ruleId}`)).statusCode).toBe(200);
  });

  it('lets a sub-user holding it alone do everything, the last request deleting the rule', async () => {
    const member = await createSubUser(t.app, t.database, owner, ['automations']);
    for (const [label, request] of everyRoute()) {
      const response = await t.app.inject({ ...request, headers: member.headers } as InjectOptions);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(200);
    }
    expect((await automationRequest(t.app, owner, 'GET', `/${ruleId}`)).statusCode).toBe(404);
  });

  it('gives a sub-user without shipment access the dry run count of its own shipments alone', async () => {
    const member = await createSubUser(t.app, t.database, owner, ['automations']);
    expect((await automationRequest(t.app, member, 'POST', '/dry_run', emailRule(templateId))).json().data).toEqual({ checked: 0, matched: 0, matches: [], preview: null });
    await t.database.db.execute(sql`update shipments set assigned_id = ${member.session._id}::uuid where id = ${shipmentId}::uuid`);
    expect((await automationRequest(t.app, member, 'POST', '/dry_run', emailRule(templateId))).json().data).toEqual({ checked: 1, matched: 1, matches: [], preview: null });
    const viewer = await createSubUser(t.app, t.database, owner, ['automations', 'tracking']);
    await runAutomations(t.app);
    const seen = (await automationRequest(t.app, viewer, 'POST', '/dry_run', emailRule(templateId))).json().data;
    expect(seen).toMatchObject({ checked: 1, matched: 1, matches: [expect.any(Object)], preview: { type: 'EMAIL' } });
  });
});
