import {
  AUTOMATION_MESSAGES, CUSTOM_TRIGGERS, type AutomationDryRunView, type AutomationOptionsView, type AutomationView,
} from '@trailpost/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { AutomationBuilderRoute } from '../routes/AutomationBuilderRoute';

/** Fixtures and steps the builder's screen tests share. */
export const RULE_ID = '55555555-5555-4555-8555-555555555555';
export const EMAIL_TEMPLATE = { id: '11111111-1111-4111-8111-111111111111', name: 'Out for delivery' };
export const SMS_TEMPLATE = { id: '22222222-2222-4222-8222-222222222222', name: 'Delivered SMS' };

export const OPTIONS: AutomationOptionsView = {
  email_templates: [EMAIL_TEMPLATE],
  sms_templates: [SMS_TEMPLATE],
  users: [{ value: '33333333-3333-4333-8333-333333333333', label: 'Sam Sub', email: 'sam@shop.example' }],
  tags: [{ value: '44444444-4444-4444-8444-444444444444', name: 'VIP', color: '#FFD9DF' }],
  repeat_rules: [],
};

export const RULE: AutomationView = {
  _id: RULE_ID,
  name: 'Tell customers it is out',
  module_name: 'SHIPMENT',
  event_type: 'UPDATED',
  custom_event_id: null,
  custom_event_name: null,
  logical_operator: 'AND',
  active: 1,
  type: 'Inbuilt',
  trigger_name: 'Shipment Status Updated',
  condition: [{ collection: 'shipment', query_param: 'status_id', operator: 'IN', query_param_value: ['OutForDelivery'] }],
  action: [
    {
      type: 'EMAIL',
      request_params: { template_id: EMAIL_TEMPLATE.id, template_name: EMAIL_TEMPLATE.name, receiver_type: 'customer', action_type: 'Immediately' },
    },
  ],
  sends_30d: 4,
  created: '2025-03-01T00:00:00.000Z',
  modified: '2025-03-02T00:00:00.000Z',
};

export const DRY_RUN: AutomationDryRunView = {
  checked: 150,
  matched: 23,
  matches: [
    { shipment_id: 's1', tracking_number: 'TP1001', courier: 'UPS', status: 'OutForDelivery', customer_name: 'Grace Hopper' },
    { shipment_id: 's2', tracking_number: 'TP1002', courier: 'DHL Express', status: 'OutForDelivery', customer_name: null },
  ],
  preview: { type: 'EMAIL', to: ['grace@example.com'], subject: 'Your parcel TP1001 is out for delivery', html: '<p>Hello Grace</p>' },
};

export function renderBuilder({ url = '/automations/add', extra = {} }: { url?: string; extra?: Record<string, MockHandler> } = {}) {
  const calls = mockApi({
    'GET /api/automation/custom_triggers': () => ({ data: CUSTOM_TRIGGERS.map(({ id, name }) => ({ id, name })) }),
    'GET /api/automation/options': () => ({ data: OPTIONS }),
    'GET /api/couriers/list': () => ({ data: [] }),
    'POST /api/automation': () => ({ data: RULE, message: [AUTOMATION_MESSAGES.created] }),
    [`GET /api/automation/${RULE_ID}`]: () => ({ data: RULE }),
    [`PUT /api/automation/${RULE_ID}`]: () => ({ data: RULE, message: [AUTOMATION_MESSAGES.updated] }),
    'POST /api/automation/dry_run': () => ({ data: DRY_RUN }),
    ...extra,
  });
  const user = userEvent.setup({ delay: null });
  const view = renderScreen(<AutomationBuilderRoute />, { path: url.startsWith('/automations/edit') ? '/automations/edit/:id' : '/automations/add', url });
  return { ...view, calls, user };
}

export type User = ReturnType<typeof userEvent.setup>;

export const sent = (calls: ApiCall[], key: string) => calls.filter((call) => `${call.method} ${call.path}` === key).map((call) => call.body);

export const drawer = (name: string) => screen.findByRole('dialog', { name });

/** Picks an entry of a drop-down by its label. */
export async function choose(user: User, container: HTMLElement, label: string, option: string | RegExp) {
  await user.click(await within(container).findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Step 1 with the inbuilt trigger, then Shipment Status Updated from the trigger drawer. */
export async function startInbuiltRule(user: User) {
  await user.click(await screen.findByRole('radio', { name: 'Inbuilt Trigger' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'SELECT TRIGGER' }));
  const triggers = await drawer('Shipment Triggers');
  await user.click(within(triggers).getByRole('button', { name: /^Shipment Status Updated/ }));
}

/** Adds "Shipment Status is …" through the condition drawer. */
export async function addStatusCondition(user: User, statuses: string[]) {
  await user.click(await screen.findByRole('button', { name: 'SELECT CONDITION' }));
  const conditions = await drawer('Shipment Conditions');
  await choose(user, conditions, 'Condition', /^Shipment Status/);
  await choose(user, conditions, 'Operator', 'is');
  for (const status of statuses) await user.click(within(conditions).getByRole('checkbox', { name: status }));
  await user.click(within(conditions).getByRole('button', { name: 'SAVE' }));
}

/** Adds Send Email to the customer, immediately. */
export async function addEmailAction(user: User) {
  await user.click(await screen.findByRole('button', { name: 'SELECT ACTION' }));
  const actions = await drawer('Choose an Action');
  await user.click(within(actions).getByRole('button', { name: /^Send Email/ }));
  await choose(user, actions, 'Template', EMAIL_TEMPLATE.name);
  await user.click(within(actions).getByRole('button', { name: 'SAVE' }));
}
