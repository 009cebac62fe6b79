/** The exports module's public API: other modules, the app, the jobs and start-up import only this file. */
export { dateFormatter, isTimeZone } from './format.js';
export { EXPORT_JOB } from './job-name.js';
export { exportsRoutes } from './routes.js';
