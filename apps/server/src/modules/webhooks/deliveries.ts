import { pageInfo, SAMPLE_SHIPMENT_DETAIL, WEBHOOK_MESSAGES, type PageInfo, type WebhookDeliveryStatus, type WebhookDeliveryView, type WebhookTestResult } from '@trailpost/contracts';
import type { AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { webhookBody } from './consumer.js';
import type { WebhookDelivery } from './delivery.js';
import { recordAttempt } from './delivery-repository.js';
import * as repo from './repository.js';
import { assertOwnWebhook } from './subscriptions.js';
import { toDeliveryView } from './views.js';

/** The delivery log of one endpoint, newest first (pinned: `GET …/deliveries?pageId&limit`). */
export async function listDeliveries(
  ctx: ServiceContext,
  auth: AuthContext,
  id: string,
  query: { pageId: number; limit: number; status?: WebhookDeliveryStatus },
): Promise<{ data: WebhookDeliveryView[]; total: number; page_info: PageInfo }> {
  await assertOwnWebhook(ctx, auth, id);
  const { rows, total } = await repo.deliveryPage(ctx.db, auth.tenantId, id, query.status, (query.pageId - 1) * query.limit, query.limit);
  return { data: rows.map(toDeliveryView), total, page_info: pageInfo(query.pageId, query.limit, total) };
}

/** Sends a delivery again from its first attempt, with the same `webhook-id` and body. */
export async function replayDelivery(ctx: ServiceContext, auth: AuthContext, id: string, deliveryId: string): Promise<WebhookDeliveryView> {
  await assertOwnWebhook(ctx, auth, id);
  const [row] = await repo.requeueDeliveries(ctx.db, auth.tenantId, id, { id: deliveryId });
  if (row) return toDeliveryView(row);
  // Not requeued: not this endpoint's, or an attempt is under way (it is then pending already).
  const current = await repo.findDelivery(ctx.db, auth.tenantId, id, deliveryId);
  if (!current) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return toDeliveryView(current);
}

/** Replays every failed delivery created in the period. */
export async function replayFailedDeliveries(ctx: ServiceContext, auth: AuthContext, id: string, period: { from: Date; to: Date }): Promise<{ count: number }> {
  await assertOwnWebhook(ctx, auth, id);
  const rows = await repo.requeueDeliveries(ctx.db, auth.tenantId, id, { failedFrom: period.from, failedTo: period.to });
  return { count: rows.length };
}

/**
 * "Send test event": a `tracking.updated` with the sample shipment, signed like any other,
 * sent at once and logged; it is not retried (the merchant is watching the answer).
 */
export async function sendTestEvent(ctx: ServiceContext, sender: WebhookDelivery, auth: AuthContext, id: string): Promise<WebhookTestResult> {
  const endpoint = await assertOwnWebhook(ctx, auth, id);
  const [delivery] = await repo.insertDeliveriesReturning(ctx.db, [
    {
      tenantId: auth.tenantId,
      subscriptionId: id,
      eventType: 'tracking.updated',
      trackingNumber: SAMPLE_SHIPMENT_DETAIL.tracking_number,
      body: webhookBody('tracking.updated', new Date(), SAMPLE_SHIPMENT_DETAIL),
      status: 'sending',
      attempts: 1,
      lastAttemptAt: new Date(),
      nextAttemptAt: new Date(Date.now() + 60_000),
    },
  ]);
  const outcome = await sender.attemptNow(delivery!, endpoint);
  await recordAttempt(ctx.db, delivery!, {
    status: outcome.ok ? 'succeeded' : 'failed',
    nextAttemptAt: null,
    responseCode: outcome.responseCode,
    responseBody: outcome.responseBody,
    error: outcome.error,
  });
  return { delivered: outcome.ok, response_code: outcome.responseCode, response_body: outcome.responseBody, error: outcome.error, delivery_id: delivery!.id };
}
