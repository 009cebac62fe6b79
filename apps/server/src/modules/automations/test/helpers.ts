import { PassThrough } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { AutomationActionInput, AutomationConditionInput, AutomationView, CreateAutomationBody } from '@trailpost/contracts';
import type { SignedIn } from '../../../test/accounts.js';
import { upload } from '../../../test/files.js';
import type { TestApp } from '../../../test/harness.js';
import { writeXlsx } from '../../../platform/spreadsheets/xlsx-writer.js';
import { sweepCustomTriggers } from '../engine/custom-triggers.js';

export const tenantOf = (who: SignedIn) => who.session.user_details.tenant_id;

/** The account's default e-mail template (every account starts with one). */
export async function defaultEmailTemplateId(app: FastifyInstance, who: SignedIn): Promise<string> {
  return (await app.inject({ method: 'GET', url: '/api/email_template/list', headers: who.headers })).json().data[0]._id as string;
}

/** An SMS template of the account's. */
export async function smsTemplateId(app: FastifyInstance, who: SignedIn, body = '[Tracking Number] for [Customer Name] is [Tracking Status]'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/sms_template', headers: who.headers, payload: { template_name: `SMS ${Math.random().toString(36).slice(2, 8)}`, body } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data._id as string;
}

export async function createTag(app: FastifyInstance, who: SignedIn, name = `Tag ${Math.random().toString(36).slice(2, 8)}`): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/tag', headers: who.headers, payload: { tag_name: name } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data._id as string;
}

export const condition = (field: AutomationConditionInput['query_param'], operator: AutomationConditionInput['operator'], values: string[]): AutomationConditionInput => ({
  collection: 'shipment',
  query_param: field,
  operator,
  query_param_value: values,
});
export const statusIs = (...statuses: string[]) => condition('status_id', 'IN', statuses);

type MessageParams = Partial<Extract<AutomationActionInput, { type: 'EMAIL' }>['request_params']>;
export const emailAction = (templateId: string, params: MessageParams = {}): AutomationActionInput => ({
  type: 'EMAIL',
  request_params: { template_id: templateId, template_name: 'Default', receiver_type: 'customer', action_type: 'Immediately', ...params },
});
export const smsAction = (templateId: string, params: MessageParams = {}): AutomationActionInput => ({
  type: 'SMS',
  request_params: { template_id: templateId, template_name: 'SMS', receiver_type: 'customer', action_type: 'Immediately', ...params },
});
export const assignAction = (userId: string): AutomationActionInput => ({ type: 'ASSIGN_SHIPMENT', request_params: { user_id: userId, user_email: '' } });
export const tagAction = (...tagIds: string[]): AutomationActionInput => ({ type: 'TAG', request_params: tagIds.map((value) => ({ value, name: '', color: '' })) });
export const stopRepeatAction = (ruleId: string): AutomationActionInput => ({ type: 'REPEAT_ACTION_REMOVE', request_params: { automation_id: ruleId, automation_name: 'Reminder' } });
/** Every `hours` hours after the first, as "Immediately And Repeat" asks. */
export const repeating = (hours: number): MessageParams => ({ action_type: 'Immediately And Repeat', duration_type: 'hours', hours });

/** A rule that e-mails the customer when a shipment is added, with the given changes. */
export function emailRule(templateId: string, overrides: Partial<CreateAutomationBody> = {}): CreateAutomationBody {
  return {
    name: 'Tell the customer',
    event_type: 'CREATED',
    logical_operator: 'AND',
    condition: [statusIs('Pending')],
    action: [emailAction(templateId)],
    ...overrides,
  };
}

/** A request to the automation API (`path` after /api/automation). */
export function automationRequest(app: FastifyInstance, who: SignedIn, method: InjectOptions['method'], path = '', payload?: unknown) {
  return app.inject({ method, url: `/api/automation${path}`, headers: who.headers, payload: payload as object | undefined });
}

export async function createRule(app: FastifyInstance, who: SignedIn, body: CreateAutomationBody): Promise<AutomationView> {
  const response = await automationRequest(app, who, 'POST', '', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as AutomationView;
}

/** Switches a rule on or off through the API. */
export async function switchRule(app: FastifyInstance, who: SignedIn, id: string, active: 0 | 1): Promise<void> {
  const response = await automationRequest(app, who, 'PUT', `/${id}`, { active });
  expect(response.statusCode, response.body).toBe(200);
}

/** Sets shipments' status by hand (raises `shipment.updated` when it changes). */
export async function setStatus(app: FastifyInstance, who: SignedIn, ids: string[], status: string): Promise<void> {
  const response = await app.inject({ method: 'POST', url: '/api/tracking/bulk/update/status', headers: who.headers, payload: { ids, current_status: status } });
  expect(response.statusCode, response.body).toBe(200);
}

/** Hands events to every consumer, then carries out every due step, as the worker's loops do. */
export async function runAutomations(app: FastifyInstance): Promise<void> {
  await app.events.dispatchPending();
  while ((await app.automations.runDue()) > 0);
}

/** One pass of the custom triggers (at `now`), then the due steps. Returns the runs written. */
export async function sweepAndRun(t: TestApp, now = new Date()): Promise<number> {
  const written = await sweepCustomTriggers(t.database.db, now);
  await runAutomations(t.app);
  return written;
}

export async function rowsOf<T = Record<string, unknown>>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface OutboxRow {
  channel: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: string;
  idempotency_key: string;
}

/** Messages queued to the tenant's customers (e-mail and SMS), oldest first. */
export function customerMessages(t: TestApp, who: SignedIn, channel: 'email' | 'sms' = 'email'): Promise<OutboxRow[]> {
  return rowsOf<OutboxRow>(
    t,
    sql`select channel, to_address, subject, text_body, html_body, status, idempotency_key from mail_outbox
      where tenant_id = ${tenantOf(who)}::uuid and kind = 'customer' and channel = ${channel} order by created_at, to_address`,
  );
}

export interface StepRow {
  id: string;
  action_type: string;
  step: number;
  status: string;
  detail: string | null;
  due_at: Date;
  sends: number;
  shipment_id: string;
}

/** A rule's steps, in order of action and repeat. */
export function stepsOf(t: TestApp, ruleId: string): Promise<StepRow[]> {
  return rowsOf<StepRow>(
    t,
    sql`select id, action_type, step, status, detail, due_at, sends, shipment_id from automation_steps where rule_id = ${ruleId}::uuid order by created_at, action_index, step`,
  );
}

/** Brings a rule's scheduled steps due now, as if their hours had passed. */
export async function bringDue(t: TestApp, ruleId: string): Promise<void> {
  await t.database.db.execute(sql`update automation_steps set due_at = now() - interval '1 second' where rule_id = ${ruleId}::uuid and status = 'scheduled'`);
}

/** A rule's runs as the log lists them. */
export async function logsOf(app: FastifyInstance, who: SignedIn, ruleId: string, query = '') {
  const response = await automationRequest(app, who, 'GET', `/${ruleId}/logs${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { meta: { total_records: number }; data: { tracking_number: string; outcome: string; reason: string; event: string; actions: { type: string; status: string; detail: string | null; step: number }[] }[] };
}

/** Imports shipments (`usps`, one tracking number a row) from a sheet, as the import drawer does, and waits for the job. */
export async function importShipments(t: TestApp, who: SignedIn, trackingNumbers: string[]): Promise<void> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeXlsx(out, 'Sheet', ['Tracking Number', 'Courier'], [trackingNumbers.map((number) => [number, 'usps'])]);
  const url = await upload(t.app, who, 'orders.xlsx', Buffer.concat(chunks));
  const response = await t.app.inject({ method: 'POST', url: '/api/import/tracking', headers: who.headers, payload: { url } });
  expect(response.statusCode, response.body).toBe(200);
  await t.app.jobs.drain();
}

/** Moves the moment a rule was switched on (custom triggers fire only for what came due after it). */
export async function setActivatedAt(t: TestApp, ruleId: string, at: Date): Promise<void> {
  await t.database.db.execute(sql`update automation_rules set activated_at = ${at.toISOString()}::timestamptz where id = ${ruleId}::uuid`);
}
