import type { AutomationAction } from '@trailpost/contracts';
import type { Tx } from '../../../db/client.js';
import { assignableUsers, cancelRepeats, existingTags } from './repository.js';
import { addTagsToShipments, assignShipments } from '../../shipments/index.js';
import { groupByTenant } from '../../../platform/group-by-tenant.js';
import type { StepHandler, StepOutcome, StepsHandler } from './step.js';

type ActionOf<T extends AutomationAction['type']> = Extract<AutomationAction, { type: T }>;

/**
 * Assigns each shipment to its step's user, the tenant's steps in one statement. Steps meeting
 * the same shipment are taken in order: the last one's user keeps it, as one by one would leave it.
 */
export const assignAll: StepsHandler = async (ctx, steps) => {
  const outcomes = new Map<string, StepOutcome>();
  for (const [tenantId, mine] of groupByTenant(steps)) {
    const userOf = (step: (typeof mine)[number]) => (step.action as ActionOf<'ASSIGN_SHIPMENT'>).request_params.user_id;
    const users = await assignableUsers(ctx.db as Tx, tenantId, [...new Set(mine.map(userOf))]);
    const assignments = new Map<string, string>();
    for (const step of mine) {
      const name = users.get(userOf(step));
      if (name) assignments.set(step.shipmentId, userOf(step));
      outcomes.set(step.id, name ? { status: 'done', detail: `Assigned to ${name}.` } : { status: 'skipped', detail: 'The user is no longer an active team member.' });
    }
    await assignShipments(ctx.db as Tx, tenantId, [...assignments].map(([shipmentId, userId]) => ({ shipmentId, userId })));
  }
  return steps.map((step) => outcomes.get(step.id)!);
};

/** Adds each step's tags that still exist, the tenant's steps in one statement. */
export const tagAll: StepsHandler = async (ctx, steps) => {
  const outcomes = new Map<string, StepOutcome>();
  for (const [tenantId, mine] of groupByTenant(steps)) {
    const tagsOf = (step: (typeof mine)[number]) => (step.action as ActionOf<'TAG'>).request_params.map((entry) => entry.value);
    const tags = await existingTags(ctx.db as Tx, tenantId, [...new Set(mine.flatMap(tagsOf))]);
    const additions = new Map<string, Set<string>>();
    for (const step of mine) {
      // In name order, as the tag list shows them.
      const found = [...tags.keys()].filter((id) => tagsOf(step).includes(id));
      if (found.length) additions.set(step.shipmentId, new Set([...(additions.get(step.shipmentId) ?? []), ...found]));
      outcomes.set(step.id, found.length ? { status: 'done', detail: `Tagged ${found.map((id) => tags.get(id)).join(', ')}.` } : { status: 'skipped', detail: 'The tags no longer exist.' });
    }
    await addTagsToShipments(ctx.db as Tx, tenantId, [...additions].map(([shipmentId, tagIds]) => ({ shipmentId, tagIds: [...tagIds] })));
  }
  return steps.map((step) => outcomes.get(step.id)!);
};

/** Stops another rule's repeating message for this shipment (pinned). */
export const stopRepeat: StepHandler = async (ctx, step) => {
  const params = (step.action as ActionOf<'REPEAT_ACTION_REMOVE'>).request_params;
  const cancelled = await cancelRepeats(ctx.db as Tx, step.tenantId, params.automation_id, step.shipmentId, `Stopped by the rule "${step.rule.name}".`);
  return { status: 'done', detail: cancelled ? `Stopped ${cancelled} scheduled repeat${cancelled === 1 ? '' : 's'} of "${params.automation_name}".` : `No repeat of "${params.automation_name}" was scheduled; later ones will not start.` };
};
