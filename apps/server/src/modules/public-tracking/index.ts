/** The public-tracking module's public API: other modules, the app, the jobs and start-up import only this file. */
export { publicTrackingRoutes } from './routes.js';
