import type { AutomationFiltersView, AutomationRunView, AutomationView } from '@trailpost/contracts';
import { vi } from 'vitest';

/** Test fixtures of the rule list and the rule log. */
export const ON_ID = '11111111-1111-4111-8111-111111111111';
export const OFF_ID = '22222222-2222-4222-8222-222222222222';
const TEMPLATE_ID = '33333333-3333-4333-8333-333333333333';
const TAG_ID = '44444444-4444-4444-8444-444444444444';
const USER_ID = '55555555-5555-4555-8555-555555555555';

export const RULE_ON: AutomationView = {
  _id: ON_ID,
  name: 'Delivered thank-you',
  module_name: 'SHIPMENT',
  event_type: 'UPDATED',
  custom_event_id: null,
  custom_event_name: null,
  logical_operator: 'AND',
  active: 1,
  type: 'Inbuilt',
  trigger_name: 'Shipment Status Updated',
  condition: [{ collection: 'shipment', query_param: 'status_id', operator: 'IN', query_param_value: ['Delivered'] }],
  action: [
    {
      type: 'EMAIL',
      request_params: { template_id: TEMPLATE_ID, template_name: 'Thanks', receiver_type: 'customer', action_type: 'Immediately' },
    },
    { type: 'TAG', request_params: [{ value: TAG_ID, name: 'VIP', color: '#FFF4BF' }] },
  ],
  sends_30d: 1234,
  created: '2025-03-01T10:00:00.000Z',
  modified: '2025-03-14T09:41:00.000Z',
};

export const RULE_OFF: AutomationView = {
  ...RULE_ON,
  _id: OFF_ID,
  name: 'Stalled parcels',
  event_type: 'CUSTOM',
  custom_event_id: 'NO_UPDATE_72H',
  custom_event_name: 'No update for 72 hours',
  active: 0,
  type: 'Custom',
  trigger_name: 'No update for 72 hours',
  action: [{ type: 'ASSIGN_SHIPMENT', request_params: { user_id: USER_ID, user_email: 'sam@example.com' } }],
  sends_30d: 0,
};

export const FILTERS: AutomationFiltersView = {
  type: [
    { label: 'Inbuilt', value: 'Inbuilt' },
    { label: 'Custom', value: 'Custom' },
  ],
  trigger: [
    { label: 'Shipment Created', value: 'CREATED' },
    { label: 'Shipment Status Updated', value: 'UPDATED' },
    { label: 'No update for 72 hours', value: 'NO_UPDATE_72H' },
  ],
  action: [
    { label: 'Send Email', value: 'EMAIL' },
    { label: 'Send SMS', value: 'SMS' },
    { label: 'Assign Shipment', value: 'ASSIGN_SHIPMENT' },
    { label: 'Add Tags', value: 'TAG' },
  ],
};

export const RUN_MATCHED: AutomationRunView = {
  id: '66666666-6666-4666-8666-666666666666',
  shipment_id: '77777777-7777-4777-8777-777777777777',
  tracking_number: '1Z999AA10123456784',
  event: 'UPDATED',
  event_name: 'Shipment Status Updated',
  outcome: 'matched',
  reason: 'Shipment Status is Delivered',
  created: '2025-03-14T09:41:00.000Z',
  actions: [
    { id: 's1', type: 'EMAIL', label: 'Send Email', step: 0, status: 'done', detail: 'Sent to buyer@example.com', due_at: '2025-03-14T09:41:00.000Z', done_at: '2025-03-14T09:42:00.000Z' },
    { id: 's2', type: 'EMAIL', label: 'Send Email', step: 1, status: 'scheduled', detail: null, due_at: '2025-03-15T09:41:00.000Z', done_at: null },
    { id: 's3', type: 'TAG', label: 'Add Tags', step: 0, status: 'failed', detail: 'The tag no longer exists.', due_at: '2025-03-14T09:41:00.000Z', done_at: '2025-03-14T09:41:30.000Z' },
  ],
};

export const RUN_SKIPPED: AutomationRunView = {
  ...RUN_MATCHED,
  id: '88888888-8888-4888-8888-888888888888',
  shipment_id: '99999999-9999-4999-8999-999999999999',
  tracking_number: 'LX123456789DE',
  outcome: 'skipped',
  reason: 'Shipment Status is In Transit, not Delivered',
  created: '2025-03-14T08:00:00.000Z',
  actions: [],
};

/**
 * Adds meta.total_records to the answers of the given paths, as the server's paged lists carry
 * it; call after mockApi, whose envelopes hold only code and message.
 */
export function withTotalRecords(totals: Record<string, () => number>): void {
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await inner(input, init);
    const total = totals[new URL(String(input), 'http://localhost').pathname];
    if (!total || !response.ok) return response;
    const envelope = (await response.json()) as { meta: Record<string, unknown>; data: unknown };
    return new Response(JSON.stringify({ ...envelope, meta: { ...envelope.meta, total_records: total() } }), { status: response.status, headers: response.headers });
  });
}
