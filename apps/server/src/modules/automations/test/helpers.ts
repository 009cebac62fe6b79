import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AutomationView, CreateAutomationBody } from '@trailpost/contracts';
import type { SignedIn } from '../../../test/accounts.js';

/** The account's default e-mail template (every account starts with one). */
export async function defaultEmailTemplateId(app: FastifyInstance, who: SignedIn): Promise<string> {
  return (await app.inject({ method: 'GET', url: '/api/email_template/list', headers: who.headers })).json().data[0]._id as string;
}

/** A rule that e-mails the customer when a shipment is added, with the given changes. */
export function emailRule(templateId: string, overrides: Partial<CreateAutomationBody> = {}): CreateAutomationBody {
  return {
    name: 'Tell the customer',
    event_type: 'CREATED',
    logical_operator: 'AND',
    condition: [{ collection: 'shipment', query_param: 'status_id', operator: 'IN', query_param_value: ['Pending'] }],
    action: [{ type: 'EMAIL', request_params: { template_id: templateId, template_name: 'Default', receiver_type: 'customer', action_type: 'Immediately' } }],
    ...overrides,
  };
}

export async function createRule(app: FastifyInstance, who: SignedIn, body: CreateAutomationBody): Promise<AutomationView> {
  const response = await app.inject({ method: 'POST', url: '/api/automation', headers: who.headers, payload: body as object });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as AutomationView;
}

/** Hands events to every consumer, then carries out every due step, as the worker's loops do. */
export async function runAutomations(app: FastifyInstance): Promise<void> {
  await app.events.dispatchPending();
  while ((await app.automations.runDue()) > 0);
}
