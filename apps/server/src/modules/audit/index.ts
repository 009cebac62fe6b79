/** The audit module's public API: other modules record entries through it. */
export { actorOf, changesBetween, recordAudit, type AuditActor, type AuditEntry } from './record.js';
export { forgetExpiredAuditEntries } from './housekeeping.js';
export { auditRoutes } from './routes.js';
