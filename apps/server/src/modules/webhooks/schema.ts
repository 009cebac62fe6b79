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
} from '@trailpost/contracts';

const tags = ['Webhooks'];

export const listSchema = {
  tags,
  summary: "The account's webhook endpoints, each with its signing secret (whsec_…)",
  response: { 200: envelopeOf(z.object({ data: z.array(webhookView) })) },
};
export const createSchema = {
  tags,
  summary: 'Add an endpoint: it receives tracking.created, tracking.updated and tracking.deleted, signed with its own secret',
  body: createWebhookBody,
  response: { 200: envelopeOf(webhookView) },
};
export const updateSchema = {
  tags,
  summary: 'Edit an endpoint, switch it off (active: false) or on again (active: true, the only change an inactive endpoint accepts)',
  body: updateWebhookBody,
  response: { 200: envelopeOf(webhookView) },
};
export const deleteSchema = {
  tags,
  summary: 'Delete an endpoint and its delivery log',
  params: webhookIdParams,
  response: { 200: envelopeOf(z.null()) },
};
export const rotateSchema = {
  tags,
  summary: 'Give the endpoint a new signing secret; the previous one keeps signing beside it for 24 hours',
  params: webhookIdParams,
  response: { 200: envelopeOf(webhookView) },
};
export const testSchema = {
  tags,
  summary: 'Send a signed tracking.updated with a sample shipment now, and report the answer',
  params: webhookIdParams,
  response: { 200: envelopeOf(webhookTestResult) },
};
export const deliveriesSchema = {
  tags,
  summary: "The endpoint's deliveries, newest first, with their attempts, last answer and next attempt (kept 30 days)",
  params: webhookIdParams,
  querystring: webhookDeliveriesQuery,
  response: { 200: envelopeOf(z.object({ data: z.array(webhookDeliveryView), total: z.number().int(), page_info: pageInfoSchema })) },
};
export const replaySchema = {
  tags,
  summary: 'Send one delivery again from its first attempt, with the same webhook-id and body',
  params: webhookDeliveryParams,
  response: { 200: envelopeOf(webhookDeliveryView) },
};
export const replayFailedSchema = {
  tags,
  summary: 'Send again every failed delivery created in a period',
  params: webhookIdParams,
  body: replayDeliveriesBody,
  response: { 200: envelopeOf(z.object({ count: z.number().int() })) },
};
