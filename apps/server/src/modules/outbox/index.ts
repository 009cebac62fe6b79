/** The outbox module's public API: other modules, the app, the jobs and start-up import only this file. */
export { outboxRoutes } from './routes.js';
