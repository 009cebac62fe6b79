/** The accounts module's public API: other modules, the app, the jobs and start-up import only this file. */
export { findUserByEmail } from './repository.js';
export { forgetTokens, recordTokenOwner, tenantOfToken } from './lookups.js';
export { accountsRoutes } from './routes.js';
export { isEmailRegistered, isUniqueViolation, type SignedIn, signInUser } from './service.js';
export { clientOf, handOverSession } from './session-handover.js';
export { type ClientInfo, resolveSession } from './sessions.js';
export { findOrganization, type OrganizationRow, recordCustomDomainCheck, updateLogo, updateOrganization } from './tenant-records.js';
export { acceptSubUser, deletePendingSubUser, insertSubUser, updateDigestAlert, updateProfile, updateSubUser } from './user-records.js';
export { assignableUserOptions, type DigestSubscriber, digestSubscribers, endUserSessions, isAssignableUser, shipmentRecipients, userNamesById, userPreferences, userProfile, userTimeZone } from './users.js';
