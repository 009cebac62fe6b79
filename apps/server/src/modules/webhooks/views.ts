import type { WebhookDeliveryView, WebhookEventType, WebhookView } from '@trailpost/contracts';
import type { DeliveryRow, SubscriptionRow } from './repository.js';
import { webhookIdOf } from './signature.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toSubscriptionView(row: SubscriptionRow, secret: string): WebhookView {
  const previousLive = row.previousSecretExpiresAt && row.previousSecretExpiresAt.getTime() > Date.now();
  return {
    _id: row.id,
    id: row.id,
    endpoint_url: row.endpointUrl,
    active: row.active,
    notify_if_inactive: row.notifyIfInactive,
    email_alerts: row.emailAlerts,
    secret,
    previous_secret_expires_at: previousLive ? iso(row.previousSecretExpiresAt) : null,
    disabled_reason: row.active ? null : row.disabledReason,
    failing_since: iso(row.failingSince),
    created_at: row.createdAt.toISOString(),
  };
}

export function toDeliveryView(row: DeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    webhook_id: webhookIdOf(row.id),
    type: row.eventType as WebhookEventType,
    // An attempt under way is still pending for the reader.
    status: row.status === 'sending' ? 'pending' : (row.status as WebhookDeliveryView['status']),
    attempts: row.attempts,
    response_code: row.responseCode,
    response_body: row.responseBody,
    error: row.error,
    next_attempt_at: row.status === 'pending' || row.status === 'sending' ? iso(row.nextAttemptAt) : null,
    last_attempt_at: iso(row.lastAttemptAt),
    created_at: row.createdAt.toISOString(),
    tracking_number: row.trackingNumber,
  };
}
