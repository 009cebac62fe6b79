import { isStoreChannel, type AuditAction } from '@trailpost/contracts';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth.js';
import { actorOf, changesBetween, recordAudit } from '../audit/index.js';
import { STORE_KEYS, type StoreKeys } from './sealed-keys.js';

/** What the audit log records of a store or courier account: its keys only as masked. */
export interface AuditedIntegration {
  storeName: string;
  url: string | null;
  active: number;
  keys: StoreKeys | null;
}

const fieldsOf = (integration: AuditedIntegration | null) =>
  integration && {
    store_name: integration.storeName,
    url: integration.url,
    active: integration.active,
    ...Object.fromEntries(STORE_KEYS.map((key) => [key, integration.keys?.[key] ?? null])),
  };

/**
 * Records a store's or courier account's change in the transaction `tx` of the change
 * (`store.*` or `courier_account.*` by its channel); an edit that changed nothing is not recorded.
 */
export async function recordIntegrationChange(
  tx: Db,
  auth: AuthContext,
  integration: { id: string; channelId: number },
  verb: 'created' | 'updated' | 'deleted',
  before: AuditedIntegration | null,
  after: AuditedIntegration | null,
): Promise<void> {
  const changes = changesBetween(fieldsOf(before), fieldsOf(after), STORE_KEYS);
  if (verb === 'updated' && Object.keys(changes).length === 0) return;
  const action = `${isStoreChannel(integration.channelId) ? 'store' : 'courier_account'}.${verb}` as AuditAction;
  await recordAudit(tx, actorOf(auth), { action, targetType: isStoreChannel(integration.channelId) ? 'store' : 'courier_account', targetId: integration.id, changes });
}
