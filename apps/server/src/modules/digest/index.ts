/** The digest module's public API: other modules, the app, the jobs and start-up import only this file. */
export { digestTallies } from './tally-consumer.js';
