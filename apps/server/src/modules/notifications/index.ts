/** The notifications module's public API: other modules, the app, the jobs and start-up import only this file. */
export { notificationsRoutes } from './routes.js';
export { notify } from './service.js';
export { trackingNotifications } from './tracking-consumer.js';
