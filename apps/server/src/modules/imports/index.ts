/** The imports module's public API: other modules, the app, the jobs and start-up import only this file. */
export { IMPORT_JOB } from './job-name.js';
export { importsRoutes } from './routes.js';
