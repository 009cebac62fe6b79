/** The tags module's public API: other modules, the app, the jobs and start-up import only this file. */
export { tagsRoutes } from './routes.js';
export { resolveTags, tagsById } from './service.js';
