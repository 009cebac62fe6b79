import {
  ACTION_LABELS,
  ACTION_TYPES,
  AUTOMATION_MESSAGES,
  AUTOMATIONS_PER_TENANT_MAX,
  CUSTOM_TRIGGERS,
  INBUILT_TRIGGERS,
  type AutomationFiltersView,
  type AutomationView,
  type createAutomationBody,
  type automationListQuery,
  type updateAutomationBody,
} from '@trailpost/contracts';
import type { z } from 'zod';
import { assertAccess, type AuthContext } from '../../../platform/auth.js';
import type { ServiceContext } from '../../../platform/context.js';
import { badRequest, notFound } from '../../../platform/errors.js';
import { actorOf, changesBetween, recordAudit } from '../../audit/index.js';
import * as repo from './repository.js';
import { builderOptions, missingReference } from './references.js';
import { toRuleView } from './views.js';

type RuleInput = z.output<typeof createAutomationBody>;
const SENDS_WINDOW_MS = 30 * 86_400_000;

async function checkReferences(ctx: ServiceContext, tenantId: string, input: Pick<RuleInput, 'action'>): Promise<void> {
  for (const action of input.action) {
    const missing = await missingReference(ctx.db, tenantId, action);
    if (missing) throw badRequest(missing);
  }
}

function valuesOf(input: Omit<RuleInput, 'active'>): repo.RuleValues {
  return {
    name: input.name,
    eventType: input.event_type,
    customEventId: input.event_type === 'CUSTOM' ? (input.custom_event_id ?? null) : null,
    logicalOperator: input.logical_operator,
    conditions: input.condition,
    actions: input.action,
  };
}

async function withSends(ctx: ServiceContext, tenantId: string, rows: repo.RuleRow[]): Promise<AutomationView[]> {
  const sends = await repo.sendsSince(ctx.db, tenantId, rows.map((row) => row.id), new Date(Date.now() - SENDS_WINDOW_MS));
  return rows.map((row) => toRuleView(row, sends.get(row.id) ?? 0));
}

async function ruleOf(ctx: ServiceContext, tenantId: string, id: string): Promise<repo.RuleRow> {
  const row = await repo.findRule(ctx.db, tenantId, id);
  if (!row) throw notFound(AUTOMATION_MESSAGES.notFound);
  return row;
}

export async function listRules(ctx: ServiceContext, auth: AuthContext, query: z.output<typeof automationListQuery>) {
  assertAccess(auth, 'automations');
  const eventTypes = query.event_type.flatMap((type) => (type === 'Inbuilt' ? ['CREATED', 'UPDATED'] : type === 'Custom' ? ['CUSTOM'] : [type]));
  const filter = { searchQuery: query.searchQuery, eventTypes, triggers: query.trigger, actionTypes: query.action };
  const { rows, total } = await repo.listRules(ctx.db, auth.tenantId, filter, { offset: (query.pageId - 1) * query.limit, limit: query.limit });
  return { rules: await withSends(ctx, auth.tenantId, rows), total };
}

/** The list's filter choices (part 2 §7: actions without REPEAT_ACTION_REMOVE). */
export function ruleFilters(auth: AuthContext): AutomationFiltersView {
  assertAccess(auth, 'automations');
  return {
    type: [
      { label: 'Inbuilt', value: 'Inbuilt' },
      { label: 'Custom', value: 'Custom' },
    ],
    trigger: [...INBUILT_TRIGGERS.map((trigger) => ({ label: trigger.name, value: trigger.value })), ...CUSTOM_TRIGGERS.map((trigger) => ({ label: trigger.name, value: trigger.id }))],
    action: ACTION_TYPES.filter((type) => type !== 'REPEAT_ACTION_REMOVE').map((type) => ({ label: ACTION_LABELS[type], value: type })),
  };
}

export function customTriggers(auth: AuthContext): { id: string; name: string }[] {
  assertAccess(auth, 'automations');
  return CUSTOM_TRIGGERS.map(({ id, name }) => ({ id, name }));
}

export async function ruleOptions(ctx: ServiceContext, auth: AuthContext) {
  assertAccess(auth, 'automations');
  return builderOptions(ctx.db, auth.tenantId);
}

export async function getRule(ctx: ServiceContext, auth: AuthContext, id: string): Promise<AutomationView> {
  assertAccess(auth, 'automations');
  const [view] = await withSends(ctx, auth.tenantId, [await ruleOf(ctx, auth.tenantId, id)]);
  return view!;
}

export async function createRule(ctx: ServiceContext, auth: AuthContext, input: RuleInput): Promise<AutomationView> {
  assertAccess(auth, 'automations');
  if ((await repo.countRules(ctx.db, auth.tenantId)) >= AUTOMATIONS_PER_TENANT_MAX) throw badRequest(AUTOMATION_MESSAGES.tooMany(AUTOMATIONS_PER_TENANT_MAX));
  await checkReferences(ctx, auth.tenantId, input);
  return toRuleView(await repo.insertRule(ctx.db, auth.tenantId, { ...valuesOf(input), active: input.active }));
}

/** An edit (the whole rule, its on/off state kept; the trigger cannot change, part 2 §4) or a switch. */
export async function updateRule(
  ctx: ServiceContext,
  auth: AuthContext,
  id: string,
  input: z.output<typeof updateAutomationBody>,
): Promise<{ view: AutomationView; change: 'edited' | 'activated' | 'deactivated' }> {
  assertAccess(auth, 'automations');
  const current = await ruleOf(ctx, auth.tenantId, id);
  if (!('name' in input)) {
    const row = await ctx.db.transaction(async (tx) => {
      const switched = await repo.setRuleActive(tx, auth.tenantId, id, input.active);
      // A switch to the state the rule is already in changes nothing worth recording.
      if (switched && current.active !== input.active) {
        await recordAudit(tx, actorOf(auth), {
          action: input.active ? 'automation.activated' : 'automation.deactivated',
          targetType: 'automation',
          targetId: id,
          changes: changesBetween({ name: current.name, active: current.active }, { active: input.active }),
        });
      }
      return switched;
    });
    if (!row) throw notFound(AUTOMATION_MESSAGES.notFound);
    const [view] = await withSends(ctx, auth.tenantId, [row]);
    return { view: view!, change: input.active ? 'activated' : 'deactivated' };
  }
  if (input.event_type !== current.eventType || (input.event_type === 'CUSTOM' && input.custom_event_id !== current.customEventId)) throw badRequest(AUTOMATION_MESSAGES.triggerInvalid);
  await checkReferences(ctx, auth.tenantId, input);
  const row = await repo.updateRule(ctx.db, auth.tenantId, id, valuesOf(input));
  if (!row) throw notFound(AUTOMATION_MESSAGES.notFound);
  const [view] = await withSends(ctx, auth.tenantId, [row]);
  return { view: view!, change: 'edited' };
}

/** Only an inactive rule may be deleted (part 2 §4); its runs and scheduled steps go with it. */
export async function deleteRule(ctx: ServiceContext, auth: AuthContext, id: string): Promise<void> {
  assertAccess(auth, 'automations');
  const current = await ruleOf(ctx, auth.tenantId, id);
  if (current.active) throw badRequest(AUTOMATION_MESSAGES.deleteActiveRefused);
  if (!(await repo.deleteInactiveRule(ctx.db, auth.tenantId, id))) throw badRequest(AUTOMATION_MESSAGES.deleteActiveRefused);
}
