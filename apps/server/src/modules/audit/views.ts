import type { AuditChanges, AuditEntryView } from '@trailpost/contracts';
import type { AuditRow } from './repository.js';

/** A stored entry as the API shows it. */
export const toEntryView = (row: AuditRow): AuditEntryView => ({
  _id: row.id,
  created_at: row.createdAt.toISOString(),
  actor: { user_id: row.actorUserId, email: row.actorEmail, api_key_id: row.actorApiKeyId },
  ip: row.ip,
  action: row.action,
  target_type: row.targetType,
  target_id: row.targetId,
  changes: row.changes as AuditChanges,
});
