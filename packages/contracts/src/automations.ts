import { z } from 'zod';
import { isEmailAddress } from './messaging-texts.js';
import { SHIPMENT_STATUSES } from './statuses.js';

/** Texts of part 2 §2.14, §5 and §8 for automations, and of their log. */
export const AUTOMATION_MESSAGES = {
  nameRequired: 'Automation name is required',
  nameTooLong: (max: number) => `Automation name must be at most ${max} characters.`,
  triggerInvalid: 'Trigger is invalid',
  conditionInvalid: 'Condition is invalid',
  conditionRequired: 'Please add at least one condition.',
  conditionDuplicate: 'Condition already selected',
  conditionValuesRequired: 'Please select condition values',
  operatorRequired: 'Please select condition Operator',
  actionInvalid: 'Action is invalid',
  actionRequired: 'Action value is required',
  actionDuplicate: 'Action already selected',
  emailInvalid: 'Please enter valid email id',
  phoneInvalid: 'Please enter valid phone number',
  templateMissing: 'The chosen template no longer exists.',
  userMissing: 'The chosen user is not an active team member.',
  ruleMissing: 'The chosen automation rule no longer exists.',
  tagMissing: 'A chosen tag no longer exists.',
  created: 'Automation rule created successfully.',
  updated: 'Automation rule updated successfully.',
  activated: 'Automation rule activated successfully.',
  deactivated: 'Automation rule deactivated successfully.',
  deleted: 'Automation rule deleted successfully.',
  deleteTitle: 'Delete Automation Rule',
  deleteConfirm: 'Are you sure you want to delete this automation rule ?',
  deleteActiveRefused: 'Turn the automation rule off before deleting it.',
  notFound: 'Automation rule not found.',
  tooMany: (max: number) => `You can have at most ${max} automation rules.`,
  empty: 'No Automation Found',
  noTrigger: 'No Trigger Found',
  noAction: 'No Action Found',
  noLogs: 'No runs yet.',
  boundary: 'Something went wrong.',
} as const;

export const AUTOMATION_NAME_MAX = 100;
export const AUTOMATIONS_PER_TENANT_MAX = 100;
export const AUTOMATION_CONDITION_VALUES_MAX = 200;
export const AUTOMATION_VALUE_MAX_LENGTH = 200;
export const AUTOMATION_RECEIVERS_MAX = 10;
/** Schedules and repeats: from 1 hour to 30 days. */
export const AUTOMATION_HOURS_MAX = 720;
export const AUTOMATION_DAYS_MAX = 30;
/** Runs (the rule log) are kept this long, then removed. */
export const AUTOMATION_LOG_RETENTION_DAYS = 30;
export const AUTOMATION_PAGE_SIZE = 20;

export const AUTOMATION_EVENT_TYPES = ['CREATED', 'UPDATED', 'CUSTOM'] as const;
export type AutomationEventType = (typeof AUTOMATION_EVENT_TYPES)[number];

/** The inbuilt trigger conditions of the "Shipment Based" trigger. */
export const INBUILT_TRIGGERS: readonly { value: Exclude<AutomationEventType, 'CUSTOM'>; name: string; description: string }[] = [
  { value: 'CREATED', name: 'Shipment Created', description: 'When a shipment is added: by hand, import, API or store sync.' },
  { value: 'UPDATED', name: 'Shipment Status Updated', description: 'When a shipment’s status changes, by a courier scan or by hand.' },
];

/** The custom trigger catalogue (`GET /automation/custom_triggers`, pinned). */
export const CUSTOM_TRIGGERS = [
  { id: 'NO_UPDATE_24H', name: 'No update for 24 hours', hours: 24 },
  { id: 'NO_UPDATE_48H', name: 'No update for 48 hours', hours: 48 },
  { id: 'NO_UPDATE_72H', name: 'No update for 72 hours', hours: 72 },
  { id: 'EXPECTED_DELIVERY_PASSED', name: 'Expected delivery date passed', hours: null },
] as const;
export type CustomTriggerId = (typeof CUSTOM_TRIGGERS)[number]['id'];
export const CUSTOM_TRIGGER_IDS = CUSTOM_TRIGGERS.map((trigger) => trigger.id) as [CustomTriggerId, ...CustomTriggerId[]];

export const AUTOMATION_OPERATORS = ['IN', 'NOT IN', 'LIKE', 'NOT LIKE'] as const;
export type AutomationOperator = (typeof AUTOMATION_OPERATORS)[number];
export const OPERATOR_LABELS: Record<AutomationOperator, string> = { IN: 'is', 'NOT IN': 'is not', LIKE: 'contains', 'NOT LIKE': 'contains not' };

const IS = ['IN', 'NOT IN'] as const;
const ALL = AUTOMATION_OPERATORS;

/** The condition fields (part 2 §3), each with its label, operators (§5) and value editor. */
export const CONDITION_FIELDS = {
  status_id: { label: 'Shipment Status', operators: IS, editor: 'status' },
  courier_id: { label: 'Shipping Courier', operators: IS, editor: 'courier' },
  origin_country: { label: 'Origin Country', operators: ALL, editor: 'list' },
  destination_country: { label: 'Destination Country', operators: ALL, editor: 'list' },
  origin_state: { label: 'Origin State', operators: ALL, editor: 'list' },
  destination_state: { label: 'Destination State', operators: ALL, editor: 'list' },
  origin_city: { label: 'Origin City', operators: ALL, editor: 'list' },
  destination_city: { label: 'Destination City', operators: ALL, editor: 'list' },
  customer_name: { label: 'Customer Name', operators: IS, editor: 'list' },
  customer_email: { label: 'Customer Email ID', operators: IS, editor: 'list' },
  shipping_service: { label: 'Shipping Services', operators: ALL, editor: 'list' },
  delivery_time: { label: 'Delivery Time', operators: ['IN'] as const, editor: 'delivery_time' },
} as const satisfies Record<string, { label: string; operators: readonly AutomationOperator[]; editor: 'status' | 'courier' | 'list' | 'delivery_time' }>;
export type ConditionField = keyof typeof CONDITION_FIELDS;
export const CONDITION_FIELD_NAMES = Object.keys(CONDITION_FIELDS) as [ConditionField, ...ConditionField[]];

/** Delivery time: the expected delivery falls within the next 24, 48 or 72 hours. */
export const DELIVERY_TIME_OPTIONS = ['24', '48', '72'] as const;

export const ACTION_TYPES = ['EMAIL', 'SMS', 'ASSIGN_SHIPMENT', 'TAG', 'REPEAT_ACTION_REMOVE'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];
export const ACTION_LABELS: Record<ActionType, string> = {
  EMAIL: 'Send Email',
  SMS: 'Send SMS',
  ASSIGN_SHIPMENT: 'Assign Shipment',
  TAG: 'Add Tags',
  REPEAT_ACTION_REMOVE: 'Stop Repeat Action',
};

export const MESSAGE_TIMINGS = ['Immediately', 'Schedule', 'Immediately And Repeat'] as const;
export type MessageTiming = (typeof MESSAGE_TIMINGS)[number];
export const DURATION_TYPES = ['hours', 'days'] as const;
export type DurationType = (typeof DURATION_TYPES)[number];
export const RECEIVER_TYPES = ['customer', 'other', 'custom'] as const;
export type ReceiverType = (typeof RECEIVER_TYPES)[number];
export const RECEIVER_LABELS: Record<ReceiverType, string> = { customer: 'Customer', other: 'Other e-mails of the shipment', custom: 'Custom' };

/** Hours of a schedule or repeat (days count 24 hours each). */
export function durationHours(durationType: DurationType | undefined, amount: number | undefined): number {
  return (amount ?? 0) * (durationType === 'days' ? 24 : 1);
}

/** A custom receiver list: split on commas or semicolons (part 2 §5). */
export function splitReceivers(value: string | string[] | undefined): string[] {
  const parts = Array.isArray(value) ? value : (value ?? '').split(/[,;]/);
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
}

const text = z.string().trim().max(AUTOMATION_VALUE_MAX_LENGTH, AUTOMATION_MESSAGES.conditionInvalid);

export const automationCondition = z.object({
  collection: z.literal('shipment').default('shipment').describe('What the condition reads: always `shipment`. Default: `shipment`.'),
  query_param: z
    .enum(CONDITION_FIELD_NAMES, { error: AUTOMATION_MESSAGES.conditionInvalid })
    .describe(
      "The shipment field compared, each at most once per rule: `status_id` (a status such as `Delivered`), `courier_id` (a courier slug of `GET /couriers/list`), `origin_country` and `destination_country` (ISO 3166-1 alpha-2 codes), `origin_state`, `destination_state`, `origin_city` and `destination_city` (the place of the first and of the latest checkpoint), `customer_name`, `customer_email` (any of the shipment's customer e-mails), `shipping_service` (the shipment type), or `delivery_time` (`24`, `48` or `72`: the expected delivery falls within that many hours from now).",
    ),
  operator: z
    .enum(AUTOMATION_OPERATORS, { error: AUTOMATION_MESSAGES.operatorRequired })
    .describe(
      '`IN` (is), `NOT IN` (is not), `LIKE` (contains) or `NOT LIKE` (contains not); comparisons ignore case. `status_id`, `courier_id`, `customer_name` and `customer_email` allow `IN` and `NOT IN`; `delivery_time` only `IN`; the other fields all four.',
    ),
  query_param_value: z
    .array(text, { error: AUTOMATION_MESSAGES.conditionValuesRequired })
    .max(AUTOMATION_CONDITION_VALUES_MAX, AUTOMATION_MESSAGES.conditionInvalid)
    .transform((values) => [...new Set(values.filter(Boolean))])
    .describe(
      'The values compared with: at least one, at most 200, each at most 200 characters (empty ones and repeats are dropped). `IN` and `LIKE` hold when the field equals or contains any of them, `NOT IN` and `NOT LIKE` when it matches none. `status_id` takes the eight status names, `delivery_time` `24`, `48` or `72`.',
    ),
});
export type AutomationCondition = z.output<typeof automationCondition>;
export type AutomationConditionInput = z.input<typeof automationCondition>;

const hoursAmount = z.coerce.number({ error: AUTOMATION_MESSAGES.actionRequired }).int(AUTOMATION_MESSAGES.actionInvalid).min(1, AUTOMATION_MESSAGES.actionRequired);

/** When a non-message action runs: immediately when absent. */
export const scheduleTime = z.object({
  duration_type: z.enum(DURATION_TYPES, { error: AUTOMATION_MESSAGES.actionInvalid }).describe('The unit of `hours`: `hours`, or `days` of 24 hours.'),
  hours: hoursAmount.describe('How long after the trigger the action runs, in `duration_type` units: a whole number from 1, at most 720 hours (30 days) in all.'),
});
export type ScheduleTime = z.output<typeof scheduleTime>;

const messageParams = z.object({
  template_id: z
    .string({ error: AUTOMATION_MESSAGES.actionRequired })
    .uuid(AUTOMATION_MESSAGES.actionRequired)
    .describe("The e-mail template (`EMAIL`) or SMS template (`SMS`) to send: its id from `GET /automation/options`; it must be one of the account's."),
  template_name: z.string().max(200).default('').describe("The template's name as the builder shows it (at most 200 characters); not used to find the template. Default: empty."),
  receiver_type: z
    .enum(RECEIVER_TYPES, { error: AUTOMATION_MESSAGES.actionRequired })
    .describe(
      "Who receives it: `customer` (the shipment's customer e-mails, or its customer phone numbers for `SMS`), `other` (the shipment's other e-mails; `EMAIL` only) or `custom` (the addresses in `custom_email`, or the numbers in `custom_phone`).",
    ),
  custom_email: z
    .union([z.string().max(3000), z.array(z.string().max(254))])
    .optional()
    .describe('`EMAIL` with `receiver_type` `custom`: 1 to 10 e-mail addresses, as an array or one text separated by commas or semicolons; each must be valid.'),
  custom_phone: z
    .union([z.string().max(1000), z.array(z.string().max(40))])
    .optional()
    .describe(
      '`SMS` with `receiver_type` `custom`: 1 to 10 phone numbers, as an array or one text separated by commas or semicolons; each 5 to 20 digits, spaces, dots, dashes or parentheses, with an optional leading `+`.',
    ),
  action_type: z
    .enum(MESSAGE_TIMINGS, { error: AUTOMATION_MESSAGES.actionRequired })
    .default('Immediately')
    .describe(
      'When it is sent: `Immediately` when the trigger fires; `Schedule` once, `hours` later; `Immediately And Repeat` at once and then every `hours` until the rule is switched off or deleted, the shipment is delivered or deleted, or a `REPEAT_ACTION_REMOVE` action stops it. Default: `Immediately`.',
    ),
  duration_type: z
    .enum(DURATION_TYPES, { error: AUTOMATION_MESSAGES.actionInvalid })
    .optional()
    .describe('The unit of `hours`: `hours`, or `days` of 24 hours. Required unless `action_type` is `Immediately`.'),
  hours: hoursAmount
    .optional()
    .describe(
      'The delay (`Schedule`) or the time between repeats (`Immediately And Repeat`), in `duration_type` units: a whole number from 1, at most 720 hours (30 days) in all. Required unless `action_type` is `Immediately`.',
    ),
});
export type MessageActionParams = z.output<typeof messageParams>;

const tagParam = z.object({
  value: z.string().uuid(AUTOMATION_MESSAGES.actionInvalid).describe("The tag's id (`GET /automation/options`, `tags[].value`); it must be one of the account's tags."),
  name: z.string().max(200).default('').describe("The tag's name as the builder shows it; not used to find the tag. Default: empty."),
  color: z.string().max(20).default('').describe("The tag's colour as the builder shows it (such as `#FFF4BF`); not used. Default: empty."),
});

export const automationAction = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('EMAIL').describe("`EMAIL`: send an e-mail template to the shipment's customer or to other addresses."),
      request_params: messageParams.describe('The template, its receivers and when it is sent.'),
      is_request_valid: z.boolean().optional().describe("The builder's flag that the action form is complete; accepted and not used."),
    }),
    z.object({
      type: z.literal('SMS').describe("`SMS`: send an SMS template to the shipment's customer phone numbers or to other numbers."),
      request_params: messageParams.describe('The template, its receivers and when it is sent.'),
      is_request_valid: z.boolean().optional().describe("The builder's flag that the action form is complete; accepted and not used."),
    }),
    z.object({
      type: z.literal('ASSIGN_SHIPMENT').describe('`ASSIGN_SHIPMENT`: assign the shipment to a team member.'),
      request_params: z
        .object({
          user_id: z
            .string({ error: AUTOMATION_MESSAGES.actionRequired })
            .uuid(AUTOMATION_MESSAGES.actionRequired)
            .describe("The team member's id (`GET /automation/options`, `users[].value`): an active user of the account who accepted the invitation."),
          user_email: z.string().max(254).default('').describe("The team member's e-mail as the builder shows it; not used. Default: empty."),
        })
        .describe('The team member the shipment is assigned to; a later assignment replaces an earlier one.'),
      schedule_time: scheduleTime.optional().describe('When the action runs: this long after the trigger. Left out: at once.'),
      is_request_valid: z.boolean().optional().describe("The builder's flag that the action form is complete; accepted and not used."),
    }),
    z.object({
      type: z.literal('TAG').describe('`TAG`: add tags to the shipment (its other tags stay).'),
      request_params: z
        .array(tagParam, { error: AUTOMATION_MESSAGES.actionRequired })
        .min(1, AUTOMATION_MESSAGES.actionRequired)
        .max(50, AUTOMATION_MESSAGES.actionInvalid)
        .describe('The tags to add: 1 to 50.'),
      schedule_time: scheduleTime.optional().describe('When the action runs: this long after the trigger. Left out: at once.'),
      is_request_valid: z.boolean().optional().describe("The builder's flag that the action form is complete; accepted and not used."),
    }),
    z.object({
      type: z.literal('REPEAT_ACTION_REMOVE').describe("`REPEAT_ACTION_REMOVE`: stop another rule's repeating message for the shipment."),
      request_params: z
        .object({
          automation_id: z
            .string({ error: AUTOMATION_MESSAGES.actionRequired })
            .uuid(AUTOMATION_MESSAGES.actionRequired)
            .describe("The rule whose repeats stop: its id (`GET /automation/options`, `repeat_rules[].id`); it must be one of the account's rules."),
          automation_name: z.string().max(200).default('').describe("That rule's name, as the builder shows it and the run log repeats it; not used to find the rule. Default: empty."),
        })
        .describe('The rule whose scheduled repeats of a message stop for this shipment; repeats it would start later do not start.'),
      schedule_time: scheduleTime.optional().describe('When the action runs: this long after the trigger. Left out: at once.'),
      is_request_valid: z.boolean().optional().describe("The builder's flag that the action form is complete; accepted and not used."),
    }),
  ],
  { error: AUTOMATION_MESSAGES.actionInvalid },
);
export type AutomationAction = z.output<typeof automationAction>;
export type AutomationActionInput = z.input<typeof automationAction>;

/** The rule's fields without `active` (`PUT /automation/{id}` keeps the on/off state). */
const ruleFields = z.object({
  name: z
    .string({ error: AUTOMATION_MESSAGES.nameRequired })
    .trim()
    .min(1, AUTOMATION_MESSAGES.nameRequired)
    .max(AUTOMATION_NAME_MAX, AUTOMATION_MESSAGES.nameTooLong(AUTOMATION_NAME_MAX))
    .describe("The rule's name (required, at most 100 characters)."),
  module_name: z.literal('SHIPMENT', { error: AUTOMATION_MESSAGES.triggerInvalid }).default('SHIPMENT').describe('What the rule acts on: always `SHIPMENT`. Default: `SHIPMENT`.'),
  event_type: z
    .enum(AUTOMATION_EVENT_TYPES, { error: AUTOMATION_MESSAGES.triggerInvalid })
    .describe(
      'The trigger: `CREATED` when a shipment is added (by hand, import, API or store sync), `UPDATED` when its status changes (by a courier scan or by hand), `CUSTOM` for the custom trigger in `custom_event_id`. An edit cannot change it.',
    ),
  custom_event_id: z
    .string()
    .max(100)
    .nullish()
    .describe(
      "With `event_type` `CUSTOM`: the custom trigger's id from `GET /automation/custom_triggers`: `NO_UPDATE_24H`, `NO_UPDATE_48H`, `NO_UPDATE_72H` or `EXPECTED_DELIVERY_PASSED`. Ignored for the other triggers; an edit cannot change it.",
    ),
  custom_event_name: z
    .string()
    .max(200)
    .nullish()
    .describe("The custom trigger's name as the builder shows it; not stored (answers give the catalogue's name)."),
  logical_operator: z
    .enum(['AND', 'OR'], { error: AUTOMATION_MESSAGES.conditionInvalid })
    .default('AND')
    .describe('`AND`: every condition must hold; `OR`: any one is enough. Default: `AND`.'),
  condition: z
    .array(automationCondition, { error: AUTOMATION_MESSAGES.conditionRequired })
    .max(CONDITION_FIELD_NAMES.length, AUTOMATION_MESSAGES.conditionDuplicate)
    .describe('The conditions a shipment must meet (at least one, each `query_param` once).'),
  action: z
    .array(automationAction, { error: AUTOMATION_MESSAGES.actionRequired })
    .max(ACTION_TYPES.length, AUTOMATION_MESSAGES.actionDuplicate)
    .describe('What the rule does for a shipment that meets them (at least one, each `type` once), in this order.'),
});

/**
 * The save rules of part 2 §5, in their order, after each part's own shape: a custom trigger
 * from the catalogue, at least one condition, each field once with an allowed operator and a
 * value, at least one action, each type once, valid receivers and timings.
 */
function checkRule(rule: z.output<typeof ruleFields>, context: z.RefinementCtx): void {
  const issue = (message: string, path: (string | number)[]) => context.addIssue({ code: 'custom', message, path });
  if (rule.event_type === 'CUSTOM' && !CUSTOM_TRIGGER_IDS.includes(rule.custom_event_id as CustomTriggerId)) issue(AUTOMATION_MESSAGES.triggerInvalid, ['custom_event_id']);
  if (!rule.condition.length) issue(AUTOMATION_MESSAGES.conditionRequired, ['condition']);
  const seenFields = new Set<string>();
  rule.condition.forEach((condition, index) => {
    if (seenFields.has(condition.query_param)) issue(AUTOMATION_MESSAGES.conditionDuplicate, ['condition', index]);
    seenFields.add(condition.query_param);
    const field = CONDITION_FIELDS[condition.query_param];
    if (!(field.operators as readonly string[]).includes(condition.operator)) issue(AUTOMATION_MESSAGES.conditionInvalid, ['condition', index, 'operator']);
    if (!condition.query_param_value.length) issue(AUTOMATION_MESSAGES.conditionValuesRequired, ['condition', index, 'query_param_value']);
    const allowed = field.editor === 'status' ? SHIPMENT_STATUSES : field.editor === 'delivery_time' ? DELIVERY_TIME_OPTIONS : null;
    if (allowed && condition.query_param_value.some((value) => !(allowed as readonly string[]).includes(value))) issue(AUTOMATION_MESSAGES.conditionInvalid, ['condition', index, 'query_param_value']);
  });
  if (!rule.action.length) issue(AUTOMATION_MESSAGES.actionRequired, ['action']);
  const seenTypes = new Set<string>();
  rule.action.forEach((action, index) => {
    if (seenTypes.has(action.type)) issue(AUTOMATION_MESSAGES.actionDuplicate, ['action', index]);
    seenTypes.add(action.type);
    if (action.type === 'EMAIL' || action.type === 'SMS') checkMessageAction(action.type, action.request_params, (message, path) => issue(message, ['action', index, 'request_params', ...path]));
    else if (action.schedule_time && durationHours(action.schedule_time.duration_type, action.schedule_time.hours) > AUTOMATION_HOURS_MAX) issue(AUTOMATION_MESSAGES.actionInvalid, ['action', index, 'schedule_time', 'hours']);
  });
}

function checkMessageAction(type: 'EMAIL' | 'SMS', params: MessageActionParams, issue: (message: string, path: string[]) => void): void {
  if (params.action_type !== 'Immediately') {
    if (!params.duration_type || !params.hours) issue(AUTOMATION_MESSAGES.actionRequired, ['hours']);
    else if (durationHours(params.duration_type, params.hours) > AUTOMATION_HOURS_MAX) issue(AUTOMATION_MESSAGES.actionInvalid, ['hours']);
  }
  if (type === 'SMS' && params.receiver_type === 'other') issue(AUTOMATION_MESSAGES.actionInvalid, ['receiver_type']);
  if (params.receiver_type !== 'custom') return;
  const receivers = splitReceivers(type === 'EMAIL' ? params.custom_email : params.custom_phone);
  if (!receivers.length) issue(type === 'EMAIL' ? AUTOMATION_MESSAGES.emailInvalid : AUTOMATION_MESSAGES.phoneInvalid, [type === 'EMAIL' ? 'custom_email' : 'custom_phone']);
  else if (receivers.length > AUTOMATION_RECEIVERS_MAX) issue(AUTOMATION_MESSAGES.actionInvalid, [type === 'EMAIL' ? 'custom_email' : 'custom_phone']);
  else if (type === 'EMAIL' && receivers.some((address) => !isEmailAddress(address.toLowerCase()))) issue(AUTOMATION_MESSAGES.emailInvalid, ['custom_email']);
  else if (type === 'SMS' && receivers.some((number) => !/^\+?[\d\s().-]{5,20}$/.test(number))) issue(AUTOMATION_MESSAGES.phoneInvalid, ['custom_phone']);
}

/** `POST /automation`: a new rule is on unless `active` says otherwise (part 2 §4). */
export const createAutomationBody = ruleFields
  .extend({
    active: z
      .union([z.literal(0), z.literal(1), z.boolean()])
      .transform((value) => value === 1 || value === true)
      .default(true)
      .describe('`1` or `true` saves the rule switched on, `0` or `false` switched off. Default: on.'),
  })
  .superRefine(checkRule);
export type CreateAutomationBody = z.input<typeof createAutomationBody>;

/** `PUT /automation/{id}`: the whole rule (without `active`) to edit, or only `{ active }` to switch it. */
export const updateAutomationBody = z.union(
  [
    z
      .object({
        active: z
          .union([z.literal(0), z.literal(1), z.boolean()])
          .transform((value) => value === 1 || value === true)
          .describe('Sent alone: `1` or `true` switches the rule on, `0` or `false` off; nothing else changes.'),
      })
      .strict(),
    ruleFields.superRefine(checkRule),
  ],
  {
    // A refused body gets the message of what it was meant to be: a switch when it holds `active`
    // alone, else an edit (a bare union would answer "Invalid input" to a rule missing its name).
    error: (issue) => {
      if (issue.code !== 'invalid_union' || !('errors' in issue)) return undefined;
      const input = issue.input;
      const isSwitch = typeof input === 'object' && input !== null && 'active' in input && Object.keys(input).length === 1;
      return issue.errors[isSwitch ? 0 : 1]?.[0]?.message;
    },
  },
);
export type UpdateAutomationBody = z.input<typeof updateAutomationBody>;

/** `POST /automation/dry_run`: the rule as the builder holds it (no name needed yet). */
export const dryRunAutomationBody = ruleFields
  .extend({ name: z.string().max(AUTOMATION_NAME_MAX).default('').describe("The rule's name, not needed for a dry run (at most 100 characters). Default: empty.") })
  .superRefine(checkRule);
export type DryRunAutomationBody = z.input<typeof dryRunAutomationBody>;

export const automationIdParams = z.object({ id: z.string().uuid(AUTOMATION_MESSAGES.notFound).describe("The rule's `_id` (a UUID).") });

/** A label/value pair as the list filters send them. */
const filterList = z
  .union([z.string().max(4000), z.array(z.string().max(200)).max(50)])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean));

/** `GET /automation/list?pageId&limit&searchQuery&event_type&trigger&action` (comma lists or repeated keys). */
export const automationListQuery = z.object({
  pageId: z.coerce.number().int().min(1).max(100_000).default(1).describe('The page to answer, from 1. Default: 1.'),
  limit: z.coerce.number().int().min(1).max(100).default(AUTOMATION_PAGE_SIZE).describe('Rules per page, 1 to 100. Default: 20.'),
  searchQuery: z.string().trim().max(100).optional().describe('Only rules whose name contains this text, in any case (at most 100 characters).'),
  /** Inbuilt (CREATED, UPDATED) or Custom. */
  event_type: filterList
    .pipe(z.array(z.enum(['Inbuilt', 'Custom', ...AUTOMATION_EVENT_TYPES], { error: AUTOMATION_MESSAGES.triggerInvalid })))
    .describe('Only rules of these types: `Inbuilt` (`CREATED` and `UPDATED`), `Custom`, or `CREATED`, `UPDATED`, `CUSTOM`; a comma-separated list or repeated keys. Default: all.'),
  /** Trigger values: CREATED, UPDATED or a custom trigger id. */
  trigger: filterList.describe('Only rules with these triggers: `CREATED`, `UPDATED` or a custom trigger id such as `NO_UPDATE_24H`; a comma-separated list or repeated keys. Default: all.'),
  /** Action types. */
  action: filterList
    .pipe(z.array(z.enum(ACTION_TYPES, { error: AUTOMATION_MESSAGES.actionInvalid })))
    .describe('Only rules with an action of one of these types (`EMAIL`, `SMS`, `ASSIGN_SHIPMENT`, `TAG`, `REPEAT_ACTION_REMOVE`); a comma-separated list or repeated keys. Default: all.'),
});
export type AutomationListQuery = z.input<typeof automationListQuery>;

export const automationFiltersView = z.object({
  type: z.array(z.object({ label: z.string(), value: z.string() })),
  trigger: z.array(z.object({ label: z.string(), value: z.string() })),
  action: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type AutomationFiltersView = z.infer<typeof automationFiltersView>;

export const AUTOMATION_RUN_OUTCOMES = ['matched', 'skipped'] as const;
export type AutomationRunOutcome = (typeof AUTOMATION_RUN_OUTCOMES)[number];
export const AUTOMATION_STEP_STATUSES = ['scheduled', 'done', 'skipped', 'failed', 'cancelled'] as const;
export type AutomationStepStatus = (typeof AUTOMATION_STEP_STATUSES)[number];

/** `GET /automation/{id}/logs?pageId&limit&outcome&searchQuery`. */
export const automationLogsQuery = z.object({
  pageId: z.coerce.number().int().min(1).max(100_000).default(1).describe('The page to answer, from 1. Default: 1.'),
  limit: z.coerce.number().int().min(1).max(100).default(AUTOMATION_PAGE_SIZE).describe('Runs per page, 1 to 100. Default: 20.'),
  outcome: z.enum(AUTOMATION_RUN_OUTCOMES).optional().describe('Only runs that `matched` (the actions were started) or were `skipped`. Default: both.'),
  /** The start of a tracking number. */
  searchQuery: z.string().trim().max(100).optional().describe('Only runs of shipments whose tracking number starts with this text, in any case (at most 100 characters).'),
});
export type AutomationLogsQuery = z.input<typeof automationLogsQuery>;

export const CUSTOM_TRIGGER_NAMES: Record<string, string> = Object.fromEntries(CUSTOM_TRIGGERS.map((trigger) => [trigger.id, trigger.name]));

/** The Trigger column's words for a rule. */
export function triggerNameOf(rule: { event_type: AutomationEventType; custom_event_id?: string | null }): string {
  if (rule.event_type === 'CUSTOM') return CUSTOM_TRIGGER_NAMES[rule.custom_event_id ?? ''] ?? 'Custom';
  return INBUILT_TRIGGERS.find((trigger) => trigger.value === rule.event_type)?.name ?? rule.event_type;
}

