import { z } from 'zod';
import {
  createWebhookBody,
  envelopeOf,
  pageInfoSchema,
  replayDeliveriesBody,
  updateWebhookBody,
  webhookDeliveriesQuery,
  webhookDeliveryParams,
  webhookDeliveryView,
  webhookIdParams,
  webhookTestResult,
  webhookView,
  wholeListQuery,
} from '@trailpost/contracts';

const tags = ['Webhooks'];
const ACCESS =
  'Needs both the Settings and the Shipments access (the main account, or a sub-user whose role includes both): webhooks carry every shipment of the account.';

export const listSchema = {
  tags,
  summary: "The account's webhook endpoints, each with its signing secret (whsec_…)",
  description:
    `Lists every webhook endpoint of the account with its state, its signing secret (\`whsec_\` + base64), the previous secret's end after a rotation, and why and since when it was switched off or failing. The secret verifies the \`webhook-signature\` header of each delivery (Standard Webhooks: base64 HMAC-SHA256 of \`{webhook-id}.{webhook-timestamp}.{body}\`). ${ACCESS}`,
  querystring: wholeListQuery,
  response: { 200: envelopeOf(z.object({ data: z.array(webhookView), total_records: z.number().int(), page_info: pageInfoSchema })) },
};
export const createSchema = {
  tags,
  summary: 'Add an endpoint: it receives tracking.created, tracking.updated and tracking.deleted, signed with its own secret',
  description:
    `Adds an endpoint with a new signing secret. From then on every shipment of the account that is created, changed or deleted is POSTed to it as \`tracking.created\`, \`tracking.updated\` or \`tracking.deleted\`; a failed delivery (not 2xx, or no answer in 15 seconds) is retried on the retry schedule (by default 10 attempts over about 75 hours), and 410 Gone switches the endpoint off at once. At most 20 endpoints per account; a URL the account already uses is refused (\`duplicate\`). Recorded in the audit log. ${ACCESS}`,
  body: createWebhookBody,
  response: { 200: envelopeOf(webhookView) },
};
export const updateSchema = {
  tags,
  summary: 'Edit an endpoint, switch it off (active: false) or on again (active: true, the only change an inactive endpoint accepts)',
  description:
    `Changes the endpoint named by \`id\`: fields left out keep their value, except \`email_alerts\`, which is emptied when left out. An inactive endpoint accepts only \`active: true\` (anything else answers 400 "Please Activate Webhook To Edit."); switching on clears why it was switched off. Switching off (\`active: false\`) ends its waiting deliveries as failed, to replay later. Recorded in the audit log. ${ACCESS}`,
  body: updateWebhookBody,
  response: { 200: envelopeOf(webhookView) },
};
export const deleteSchema = {
  tags,
  summary: 'Delete an endpoint and its delivery log',
  description:
    `Deletes the endpoint and its delivery log; nothing more is sent to it. 404 when the id is not one of the account's webhooks. Recorded in the audit log. ${ACCESS}`,
  params: webhookIdParams,
  response: { 200: envelopeOf(z.null()) },
};
export const rotateSchema = {
  tags,
  summary: 'Give the endpoint a new signing secret; the previous one keeps signing beside it for 24 hours',
  description:
    `Replaces the endpoint's signing secret and answers the endpoint with the new one. For 24 hours each delivery carries a second signature made with the previous secret, so the receiver can switch secrets without rejecting a message. Recorded in the audit log. ${ACCESS}`,
  params: webhookIdParams,
  response: { 200: envelopeOf(webhookView) },
};
export const testSchema = {
  tags,
  summary: 'Send a signed tracking.updated with a sample shipment now, and report the answer',
  description:
    `Sends one signed \`tracking.updated\` with a sample shipment to the endpoint at once, even while it is switched off, and answers whether it succeeded, with the endpoint's status code and body or the error. The attempt is kept in the delivery log and is not retried. ${ACCESS}`,
  params: webhookIdParams,
  response: { 200: envelopeOf(webhookTestResult) },
};
export const deliveriesSchema = {
  tags,
  summary: "The endpoint's deliveries, newest first, with their attempts, last answer and next attempt (kept 30 days)",
  description:
    `Answers a page of the endpoint's deliveries, newest first, with the total: event type, tracking number, state, attempts, the last answer or error and the next attempt. Deliveries are kept 30 days. ${ACCESS}`,
  params: webhookIdParams,
  querystring: webhookDeliveriesQuery,
  response: { 200: envelopeOf(z.object({ data: z.array(webhookDeliveryView), total: z.number().int(), page_info: pageInfoSchema })) },
};
export const replaySchema = {
  tags,
  summary: 'Send one delivery again from its first attempt, with the same webhook-id and body',
  description:
    `Queues one delivery again as new (attempts back to 0, sent at once, retried on the schedule), with its original \`webhook-id\` and body; any state can be replayed. A delivery being sent at that moment is answered unchanged. While the endpoint is switched off the replay fails at once. ${ACCESS}`,
  params: webhookDeliveryParams,
  response: { 200: envelopeOf(webhookDeliveryView) },
};
export const replayFailedSchema = {
  tags,
  summary: 'Send again every failed delivery created in a period',
  description:
    `Queues again every failed delivery of the endpoint created from \`from\` (included) to \`to\` (excluded), each with its original \`webhook-id\` and body, and answers how many were queued. ${ACCESS}`,
  params: webhookIdParams,
  body: replayDeliveriesBody,
  response: { 200: envelopeOf(z.object({ count: z.number().int() })) },
};
