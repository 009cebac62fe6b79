import type { Db } from '../../db/client.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import type { UserRow } from './repository.js';

/** Before a session exists the actor is the account itself, from the address it signs in from. */
const accountActor = (user: UserRow, ip: string): AuditActor => ({ tenantId: user.tenantId, userId: user.id, apiKeyId: null, ip, email: user.email });
const target = (user: UserRow) => ({ targetType: 'user', targetId: user.id });

export async function recordSignIn(db: Db, user: UserRow, ip: string): Promise<void> {
  await recordAudit(db, accountActor(user, ip), { action: 'user.login', ...target(user) });
}

/**
 * A wrong password or code for an existing account. Written on its own, never in a transaction:
 * the refusal thrown next would roll it back.
 */
export async function recordFailedSignIn(db: Db, user: UserRow, ip: string): Promise<void> {
  await recordAudit(db, accountActor(user, ip), { action: 'user.login_failed', ...target(user) });
}
