/** The settings module's public API: other modules, the app, the jobs and start-up import only this file. */
export { companyNameOf } from './organization.js';
export { settingsRoutes } from './routes.js';
