/** The api-keys module's public API: other modules, the app, the jobs and start-up import only this file. */
export { resolveApiKey } from './authenticate.js';
export { apiKeysRoutes } from './routes.js';
