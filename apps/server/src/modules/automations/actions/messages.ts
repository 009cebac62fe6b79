import { dayInZone, splitReceivers, wallClockAt, type AutomationAction } from '@trailpost/contracts';
import { queueShipmentEmails, queueShipmentSms, type HeldSms, type RecipientOutcome } from '../../messaging/index.js';
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

const pad = (value: number) => String(value).padStart(2, '0');

/** "held for quiet hours until 2026-03-04 08:00 America/New_York": the recipient's own clock. */
function heldText({ until, zone }: HeldSms): string {
  const wall = wallClockAt(until, zone);
  return ` (held for quiet hours until ${dayInZone(until, zone)} ${pad(wall.hour)}:${pad(wall.minute)} ${zone})`;
}

function outcomeOf(outcomes: RecipientOutcome[] | null): StepOutcome {
  if (!outcomes) return { status: 'skipped', detail: 'The template no longer exists.' };
  const recipients = (kind: RecipientOutcome['outcome']) => outcomes.filter((entry) => entry.outcome === kind).map((entry) => entry.to);
  const queued = outcomes.flatMap((entry) => (entry.outcome === 'queued' ? [`${entry.to}${entry.heldUntil ? heldText(entry.heldUntil) : ''}`] : []));
  const skipped: [string, string[]][] = [
    ['unsubscribed', recipients('unsubscribed')],
    ['opted out by replying STOP', recipients('opted_out')],
    ['invalid numbers', recipients('invalid_number')],
  ];
  const parts = [queued.length ? `Queued to ${queued.join(', ')}` : '', ...skipped.map(([label, list]) => (list.length ? `${label}: ${list.join(', ')}` : ''))];
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
