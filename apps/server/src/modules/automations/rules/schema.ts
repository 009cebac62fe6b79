import { z } from 'zod';
import {
  automationFiltersView,
  automationIdParams,
  automationListQuery,
  automationLogsQuery,
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
  querystring: automationListQuery,
  response: { 200: pagedEnvelopeOf(automationView) },
};
export const filtersSchema = { tags, summary: 'The rule list’s filter choices: types, triggers and actions', response: { 200: envelopeOf(automationFiltersView) } };
export const customTriggersSchema = {
  tags,
  summary: 'The custom trigger catalogue: no update for 24, 48 or 72 hours, expected delivery date passed',
  response: { 200: envelopeOf(z.array(z.object({ id: z.string(), name: z.string() }))) },
};
export const optionsSchema = {
  tags,
  summary: 'What the builder offers: e-mail and SMS templates, team members, tags and rules with a repeat',
  response: { 200: envelopeOf(z.any()) },
};
export const getSchema = { tags, summary: 'One rule', params: automationIdParams, response: { 200: envelopeOf(automationView) } };
export const createSchema = { tags, summary: 'Add a rule (switched on unless active is 0)', body: createAutomationBody, response: { 200: envelopeOf(automationView) } };
export const updateSchema = {
  tags,
  summary: 'Edit a rule (every field but active; the trigger stays) or switch it with { active: 0 | 1 } alone',
  params: automationIdParams,
  body: updateAutomationBody,
  response: { 200: envelopeOf(automationView) },
};
export const deleteSchema = { tags, summary: 'Delete a rule that is switched off, with its log', params: automationIdParams, response: { 200: envelopeOf(z.null()) } };
export const logsSchema = {
  tags,
  summary: 'The rule’s runs, newest first: shipment, trigger, matched or skipped with the reason, and each action’s outcome',
  params: automationIdParams,
  querystring: automationLogsQuery,
  response: { 200: pagedEnvelopeOf(z.any()) },
};
export const dryRunSchema = {
  tags,
  summary: 'Which recent shipments the rule would match, and the message the first would get; nothing is sent',
  body: dryRunAutomationBody,
  response: { 200: envelopeOf(z.any()) },
};
