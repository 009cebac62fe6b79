import { AUDIT_RETENTION_DAYS } from '@trailpost/contracts';
import type { Db } from '../../db/client.js';
import { forgetOldEntries } from './repository.js';

const DAY_MS = 86_400_000;

/** The housekeeping pass: entries older than the retention period are removed. */
export function forgetExpiredAuditEntries(db: Db, now = new Date()): Promise<number> {
  return forgetOldEntries(db, new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS));
}
