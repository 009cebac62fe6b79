/** The files module's public API: other modules, the app, the jobs and start-up import only this file. */
export { filesRoutes } from './routes.js';
export { tempPrefix } from './service.js';
