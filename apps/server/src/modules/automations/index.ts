/** The automations module's public API: other modules, the app, the jobs and start-up import only this file. */
export { createStepExecutor, type StepExecutor } from './actions/executor.js';
export { automationEvents } from './engine/consumer.js';
export { automationsRoutes } from './rules/routes.js';
