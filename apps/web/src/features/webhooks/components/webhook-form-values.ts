import { WEBHOOK_ALERT_EMAILS_MAX, WEBHOOK_MESSAGES, type CreateWebhookBody, type WebhookView } from '@trailpost/contracts';

/** The drawer's fields, as the shared schema reads them: the alert e-mails as one comma-separated text. */
export type WebhookFormValues = CreateWebhookBody;

export const EMPTY_WEBHOOK_FORM: WebhookFormValues = { endpoint_url: '', notify_if_inactive: false, email_alerts: '' };

export function webhookFormValuesOf(webhook: WebhookView): WebhookFormValues {
  return { endpoint_url: webhook.endpoint_url, notify_if_inactive: webhook.notify_if_inactive, email_alerts: webhook.email_alerts.join(', ') };
}

const EMAIL_MESSAGES: readonly string[] = [WEBHOOK_MESSAGES.emailInvalid, WEBHOOK_MESSAGES.tooManyEmails(WEBHOOK_ALERT_EMAILS_MAX)];

/**
 * The field a 400 of the server belongs under: the alert e-mails for their own rules, the URL for
 * everything else (part 2 §8: the first message goes under the URL field).
 */
export function webhookFieldOf(message: string): 'endpoint_url' | 'email_alerts' {
  return EMAIL_MESSAGES.includes(message) ? 'email_alerts' : 'endpoint_url';
}
