import { z } from 'zod';
import {
  automationFiltersView,
  automationDryRunView,
  automationIdParams,
  automationListQuery,
  automationLogsQuery,
  automationOptionsView,
  automationRunView,
  automationView,
  createAutomationBody,
  dryRunAutomationBody,
  envelopeOf,
  pagedEnvelopeOf,
  updateAutomationBody,
} from '@trailpost/contracts';

const tags = ['Automations'];

export const listSchema = {
  tags,
  summary: 'Automation rules, newest first, filtered by type (Inbuilt/Custom), trigger and action; meta.total_records counts them',
  description: "Answers a page of the account's automation rules, newest first, each with its conditions, actions and the e-mails and SMS it queued in the last 30 days (`sends_30d`); the filters combine. Needs the Automations access (the main account, or a sub-user whose role includes Automations).",
  querystring: automationListQuery,
  response: { 200: pagedEnvelopeOf(automationView) },
};
export const filtersSchema = { tags, summary: 'The rule list’s filter choices: types, triggers and actions', description: "Answers the choices of the rule list's filters as label/value pairs: the types (`Inbuilt`, `Custom`), the inbuilt and custom triggers, and the action types except `REPEAT_ACTION_REMOVE`. Needs the Automations access (the main account, or a sub-user whose role includes Automations).", response: { 200: envelopeOf(automationFiltersView) } };
export const customTriggersSchema = {
  tags,
  summary: 'The custom trigger catalogue: no update for 24, 48 or 72 hours, expected delivery date passed',
  description: "Lists the custom triggers a rule can use as `custom_event_id`, with their names. The server checks shipments for them in the background; a rule fires for what comes due after it was switched on. Needs the Automations access (the main account, or a sub-user whose role includes Automations).",
  response: { 200: envelopeOf(z.array(z.object({ id: z.string(), name: z.string() }))) },
};
export const optionsSchema = {
  tags,
  summary: 'What the builder offers: e-mail and SMS templates, team members, tags and rules with a repeat',
  description: "Answers what the rule builder's action forms can name: the account's e-mail and SMS templates, the active team members who accepted their invitation, the shipment tags, and the rules with a repeating message (for `REPEAT_ACTION_REMOVE`). Needs only the Automations access (the main account, or a sub-user whose role includes Automations).",
  response: { 200: envelopeOf(automationOptionsView) },
};
export const getSchema = { tags, summary: 'One rule', description: "Answers one automation rule with its conditions, actions and 30-day sends. 404 when the id is not one of the account's rules. Needs the Automations access (the main account, or a sub-user whose role includes Automations).", params: automationIdParams, response: { 200: envelopeOf(automationView) } };
export const createSchema = { tags, summary: 'Add a rule (switched on unless active is 0)', description: "Creates an automation rule, checked in the order of the builder: name, trigger, at least one condition (each field once, with an allowed operator and values), at least one action (each type once, with valid receivers and timing). Every template, team member, tag or rule an action names must be the account's (400 otherwise); at most 100 rules per account. A rule switched on acts on the shipment events that follow. Needs the Automations access (the main account, or a sub-user whose role includes Automations).", body: createAutomationBody, response: { 200: envelopeOf(automationView) } };
export const updateSchema = {
  tags,
  summary: 'Edit a rule (every field but active; the trigger stays) or switch it with { active: 0 | 1 } alone',
  description: "With the whole rule: replaces its name, conditions and actions under the rules of creation, its on/off state kept; `event_type` and `custom_event_id` must stay as they are (400 \"Trigger is invalid\"). With `{ active }` alone: switches the rule, recorded in the audit log; switching off cancels its scheduled repeats, and switching on starts its custom trigger's clock again. Needs the Automations access (the main account, or a sub-user whose role includes Automations).",
  params: automationIdParams,
  body: updateAutomationBody,
  response: { 200: envelopeOf(automationView) },
};
export const deleteSchema = { tags, summary: 'Delete a rule that is switched off, with its log', description: "Deletes an automation rule with its runs and scheduled actions. A rule that is switched on is refused (400): switch it off first. 404 when the id is not one of the account's rules. Needs the Automations access (the main account, or a sub-user whose role includes Automations).", params: automationIdParams, response: { 200: envelopeOf(z.null()) } };
export const logsSchema = {
  tags,
  summary: 'The rule’s runs, newest first: shipment, trigger, matched or skipped with the reason, and each action’s outcome',
  description: "Answers a page of the rule's runs, newest first: for each shipment event, whether the rule matched or was skipped and why, and what each action did or when it will run. Runs are kept 30 days. 404 when the id is not one of the account's rules. Needs the Automations access (the main account, or a sub-user whose role includes Automations).",
  params: automationIdParams,
  querystring: automationLogsQuery,
  response: { 200: pagedEnvelopeOf(automationRunView) },
};
export const dryRunSchema = {
  tags,
  summary: 'Which recent shipments the rule would match, and the message the first would get; nothing is sent',
  description: "Checks an unsaved rule (validated like a saved one, but without a name) against the caller's 200 most recent shipments (a sub-user limited to assigned shipments: its own) and answers how many match, the first 20 matches, and the first e-mail or SMS action's message as the first match would get it. Nothing is saved or sent. A caller without the Shipments access gets the counts only. Needs the Automations access (the main account, or a sub-user whose role includes Automations).",
  body: dryRunAutomationBody,
  response: { 200: envelopeOf(automationDryRunView) },
};
