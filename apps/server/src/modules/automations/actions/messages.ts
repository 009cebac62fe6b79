import { splitReceivers, type AutomationAction } from '@trailpost/contracts';
import { queueShipmentEmail, queueShipmentSms, type RecipientOutcome } from '../../messaging/customer-messages.js';
import type { ShipmentFacts } from '../engine/facts.js';
import type { StepHandler, StepOutcome } from './step.js';

type MessageAction = Extract<AutomationAction, { type: 'EMAIL' | 'SMS' }>;

/** The receivers a message action names for this shipment (pinned: customer, other, custom). */
export function receiversOf(action: MessageAction, shipment: ShipmentFacts): string[] {
  const params = action.request_params;
  if (params.receiver_type === 'custom') return splitReceivers(action.type === 'EMAIL' ? params.custom_email : params.custom_phone);
  if (action.type === 'SMS') return shipment.customerPhoneNumbers;
  return params.receiver_type === 'other' ? shipment.otherEmails : shipment.customerEmails;
}

function outcomeOf(outcomes: RecipientOutcome[] | null): StepOutcome {
  if (!outcomes) return { status: 'skipped', detail: 'The template no longer exists.' };
  const queued = outcomes.filter((entry) => entry.outcome === 'queued').map((entry) => entry.to);
  const unsubscribed = outcomes.filter((entry) => entry.outcome === 'unsubscribed').map((entry) => entry.to);
  const invalid = outcomes.filter((entry) => entry.outcome === 'invalid_number').map((entry) => entry.to);
  const parts = [queued.length ? `Queued to ${queued.join(', ')}` : '', unsubscribed.length ? `unsubscribed: ${unsubscribed.join(', ')}` : '', invalid.length ? `invalid numbers: ${invalid.join(', ')}` : ''];
  return { status: queued.length ? 'done' : 'skipped', detail: parts.filter(Boolean).join('; ') || 'No receiver.', sends: queued.length };
}

/**
 * E-mail or SMS through the merchant's template. The idempotency key names the step: were the
 * step carried out twice, each message would still be queued once.
 */
export const sendMessage: StepHandler = async (ctx, step) => {
  const action = step.action as MessageAction;
  const to = receiversOf(action, step.shipment!);
  if (!to.length) return { status: 'skipped', detail: action.type === 'EMAIL' ? 'The shipment has no e-mail address for this receiver.' : 'The shipment has no phone number for this receiver.' };
  const send = { tenantId: step.tenantId, templateId: action.request_params.template_id, shipmentId: step.shipmentId, to, idempotencyKey: `automation:${step.id}` };
  return outcomeOf(action.type === 'EMAIL' ? await queueShipmentEmail(ctx, send) : await queueShipmentSms(ctx, send));
};
