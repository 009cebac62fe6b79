import { splitReceivers, type AutomationAction } from '@trailpost/contracts';
import { queueShipmentEmails, queueShipmentSms, type RecipientOutcome } from '../../messaging/index.js';
import type { ShipmentFacts } from '../engine/facts.js';
import type { DueStep, StepHandler, StepOutcome, StepsHandler } from './step.js';

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

const noReceiver = (action: MessageAction): StepOutcome => ({
  status: 'skipped',
  detail: action.type === 'EMAIL' ? 'The shipment has no e-mail address for this receiver.' : 'The shipment has no phone number for this receiver.',
});

/** The send a step makes. The idempotency key names the step: were it carried out twice, each message would still be queued once. */
const sendOf = (step: DueStep, to: string[]) => ({
  tenantId: step.tenantId,
  templateId: (step.action as MessageAction).request_params.template_id,
  shipmentId: step.shipmentId,
  to,
  idempotencyKey: `automation:${step.id}`,
});

/** E-mails through the merchant's templates, every step of the pass queued together. */
export const sendEmails: StepsHandler = async (ctx, steps) => {
  const receivers = steps.map((step) => receiversOf(step.action as MessageAction, step.shipment!));
  const sending = steps.flatMap((step, index) => (receivers[index]!.length ? [index] : []));
  const queued = await queueShipmentEmails(ctx, sending.map((index) => sendOf(steps[index]!, receivers[index]!)));
  const outcomes = steps.map((step) => noReceiver(step.action as MessageAction));
  sending.forEach((index, position) => (outcomes[index] = outcomeOf(queued[position]!)));
  return outcomes;
};

/** An SMS through the merchant's template. */
export const sendSms: StepHandler = async (ctx, step) => {
  const to = receiversOf(step.action as MessageAction, step.shipment!);
  return to.length ? outcomeOf(await queueShipmentSms(ctx, sendOf(step, to))) : noReceiver(step.action as MessageAction);
};
