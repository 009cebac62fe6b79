/** The webhooks module's public API: other modules, the app, the jobs and start-up import only this file. */
export { webhookEvents } from './consumer.js';
export { createWebhookDelivery, type WebhookDelivery } from './delivery.js';
export { webhooksRoutes } from './routes.js';
