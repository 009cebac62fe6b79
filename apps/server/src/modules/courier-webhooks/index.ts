/** The courier-webhooks module's public API: other modules, the app, the jobs and start-up import only this file. */
export { courierWebhooksRoutes } from './routes.js';
