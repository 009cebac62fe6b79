/** The team module's public API: other modules, the app, the jobs and start-up import only this file. */
export { teamRoutes } from './routes.js';
export { isPendingInvitee, withdrawPendingInvitationsOf } from './withdraw-invitation.js';
