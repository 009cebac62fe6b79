import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AuditAction, AuditEntryView } from '@trailpost/contracts';
import type { SignedIn } from '../../test/accounts.js';

/** The address changes are made from in these tests: entries must carry it. */
export const CHANGE_ADDRESS = '198.51.100.23';

/** The newest entry of `action` in the owner's log (through the API, as the owner reads it). */
export async function latestEntry(app: FastifyInstance, owner: SignedIn, action: AuditAction): Promise<AuditEntryView> {
  const response = await app.inject({ method: 'GET', url: `/api/audit_log?action=${action}`, headers: owner.headers });
  expect(response.statusCode, response.body).toBe(200);
  const [entry] = response.json().data.entries as AuditEntryView[];
  expect(entry, `an entry ${action}`).toBeDefined();
  return entry!;
}

/** Who an entry says made the change: the signed-in user, from CHANGE_ADDRESS. */
export const byUser = (who: SignedIn, apiKeyId: string | null = null) => ({
  actor: { user_id: who.session._id, email: who.session.email, api_key_id: apiKeyId },
  ip: CHANGE_ADDRESS,
});
