import type { AutomationAction } from '@trailpost/contracts';
import type { Tx } from '../../../db/client.js';
import { addTags, assignShipment, cancelRepeats } from './repository.js';
import type { StepHandler } from './step.js';

type ActionOf<T extends AutomationAction['type']> = Extract<AutomationAction, { type: T }>;

export const assign: StepHandler = async (ctx, step) => {
  const { user_id: userId } = (step.action as ActionOf<'ASSIGN_SHIPMENT'>).request_params;
  const name = await assignShipment(ctx.db as Tx, step.tenantId, step.shipmentId, userId);
  return name ? { status: 'done', detail: `Assigned to ${name}.` } : { status: 'skipped', detail: 'The user is no longer an active team member.' };
};

export const tag: StepHandler = async (ctx, step) => {
  const ids = (step.action as ActionOf<'TAG'>).request_params.map((entry) => entry.value);
  const names = await addTags(ctx.db as Tx, step.tenantId, step.shipmentId, ids);
  return names.length ? { status: 'done', detail: `Tagged ${names.join(', ')}.` } : { status: 'skipped', detail: 'The tags no longer exist.' };
};

/** Stops another rule's repeating message for this shipment (pinned). */
export const stopRepeat: StepHandler = async (ctx, step) => {
  const params = (step.action as ActionOf<'REPEAT_ACTION_REMOVE'>).request_params;
  const cancelled = await cancelRepeats(ctx.db as Tx, step.tenantId, params.automation_id, step.shipmentId, `Stopped by the rule "${step.rule.name}".`);
  return { status: 'done', detail: cancelled ? `Stopped ${cancelled} scheduled repeat${cancelled === 1 ? '' : 's'} of "${params.automation_name}".` : `No repeat of "${params.automation_name}" was scheduled; later ones will not start.` };
};
