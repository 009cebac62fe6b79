import { z } from 'zod';
import {
  ACTION_TYPES,
  AUTOMATION_EVENT_TYPES,
  AUTOMATION_OPERATORS,
  AUTOMATION_RUN_OUTCOMES,
  AUTOMATION_STEP_STATUSES,
  CONDITION_FIELD_NAMES,
  DURATION_TYPES,
  MESSAGE_TIMINGS,
  RECEIVER_TYPES,
  type AutomationAction,
} from './automations.js';

/*
 * Answers of the automation routes. An action is described as it is stored, with plain strings
 * where its input insists on an id's format: a rule saved before a rule tightened still reads.
 */

const scheduleView = z.object({ duration_type: z.enum(DURATION_TYPES), hours: z.number() }).describe('When the action runs after the trigger; absent: at once.');
const messageParamsView = z.object({
  template_id: z.string(),
  template_name: z.string(),
  receiver_type: z.enum(RECEIVER_TYPES).describe('`customer`: the shipment\'s customer; `other`: its other e-mails; `custom`: the addresses or numbers given here.'),
  custom_email: z.union([z.string(), z.array(z.string())]).optional(),
  custom_phone: z.union([z.string(), z.array(z.string())]).optional(),
  action_type: z.enum(MESSAGE_TIMINGS),
  duration_type: z.enum(DURATION_TYPES).optional(),
  hours: z.number().optional(),
});
const stepOf = <T extends z.ZodType>(type: (typeof ACTION_TYPES)[number], params: T) =>
  z.object({ type: z.literal(type), request_params: params, schedule_time: scheduleView.optional(), is_request_valid: z.boolean().optional() });

/** One action of a rule: its type and what it needs. */
export const automationActionView = z.discriminatedUnion('type', [
  stepOf('EMAIL', messageParamsView),
  stepOf('SMS', messageParamsView),
  stepOf('ASSIGN_SHIPMENT', z.object({ user_id: z.string(), user_email: z.string() })),
  stepOf('TAG', z.array(z.object({ value: z.string().describe('The tag id.'), name: z.string(), color: z.string() }))),
  stepOf('REPEAT_ACTION_REMOVE', z.object({ automation_id: z.string(), automation_name: z.string() })),
]);

/** A rule as the list and the builder read it. */
export const automationView = z.object({
  _id: z.string(),
  name: z.string(),
  module_name: z.literal('SHIPMENT'),
  event_type: z.enum(AUTOMATION_EVENT_TYPES),
  custom_event_id: z.string().nullable(),
  custom_event_name: z.string().nullable(),
  logical_operator: z.enum(['AND', 'OR']),
  active: z.union([z.literal(0), z.literal(1)]),
  type: z.enum(['Inbuilt', 'Custom']).describe("Inbuilt or Custom, as the list's Type column shows it."),
  trigger_name: z.string().describe("The trigger as the list's Trigger column shows it."),
  condition: z.array(z.object({ collection: z.literal('shipment'), query_param: z.enum(CONDITION_FIELD_NAMES), operator: z.enum(AUTOMATION_OPERATORS), query_param_value: z.array(z.string()) })),
  action: z.array(automationActionView),
  sends_30d: z.number().describe('E-mails and SMS queued by this rule in the last 30 days.'),
  created: z.string(),
  modified: z.string(),
});
export type AutomationView = Omit<z.infer<typeof automationView>, 'action'> & { action: AutomationAction[] };

/** One action of a run: what it did, or when it will. */
export const automationStepView = z.object({
  id: z.string(),
  type: z.enum(ACTION_TYPES),
  label: z.string(),
  step: z.number().int().describe('0 for the first run of the action, 1, 2 … for its repeats.'),
  status: z.enum(AUTOMATION_STEP_STATUSES),
  detail: z.string().nullable().describe('What happened, in words: the recipients, the user assigned, why it was skipped or failed.'),
  due_at: z.string(),
  done_at: z.string().nullable(),
});
export type AutomationStepView = z.infer<typeof automationStepView>;

/** One evaluation of the rule for one shipment (`GET /automation/{id}/logs`). */
export const automationRunView = z.object({
  id: z.string(),
  shipment_id: z.string(),
  tracking_number: z.string(),
  event: z.string().describe('`CREATED`, `UPDATED` or the custom trigger id.'),
  event_name: z.string(),
  outcome: z.enum(AUTOMATION_RUN_OUTCOMES),
  reason: z.string().describe('Why it was skipped, or which conditions matched.'),
  created: z.string(),
  actions: z.array(automationStepView),
});
export type AutomationRunView = z.infer<typeof automationRunView>;

const emailPreview = z.object({ type: z.literal('EMAIL'), to: z.array(z.string()), subject: z.string(), html: z.string() });
const smsPreview = z.object({ type: z.literal('SMS'), to: z.array(z.string()), body: z.string() });

/** What the builder's dry run shows: recent shipments that would match, and the first's message. */
export const automationDryRunView = z.object({
  checked: z.number().int().describe('Recent shipments looked at (newest first, at most 200).'),
  matched: z.number().int().describe('How many of them would match (`matches` lists the first 20).'),
  matches: z.array(z.object({ shipment_id: z.string(), tracking_number: z.string(), courier: z.string(), status: z.string(), customer_name: z.string().nullable() })),
  preview: z
    .discriminatedUnion('type', [emailPreview, smsPreview])
    .nullable()
    .describe('The message the first match would get, rendered; null without a message action, a match, or access to shipments.'),
});
export type AutomationDryRunView = z.infer<typeof automationDryRunView>;

const namedRef = z.object({ id: z.string(), name: z.string() });

/** `GET /automation/options`: what the builder's drawers offer, readable with the automations access alone. */
export const automationOptionsView = z.object({
  email_templates: z.array(namedRef),
  sms_templates: z.array(namedRef),
  users: z.array(z.object({ value: z.string(), label: z.string(), email: z.string() })).describe('Active team members who accepted their invite (`value` is the user id, `label` the name).'),
  tags: z.array(z.object({ value: z.string(), name: z.string(), color: z.string() })),
  repeat_rules: z.array(namedRef).describe('Other rules with a repeating message, for "Stop Repeat Action".'),
});
export type AutomationOptionsView = z.infer<typeof automationOptionsView>;
