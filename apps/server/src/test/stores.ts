import { randomUUID } from 'node:crypto';
import { stores } from '../db/schema/index.js';
import { sealStoreKeys, type StoreKeys } from '../modules/integrations/sealed-keys.js';
import type { SignedIn } from './accounts.js';
import type { TestApp } from './harness.js';

/**
 * A courier integration of the merchant written straight into the table, its keys sealed as the
 * stores module seals them: for tests of the readers (tracking, pushes) that need no keys check.
 */
export async function connectStore(
  t: TestApp,
  who: SignedIn,
  channelId: number,
  keys: Partial<StoreKeys>,
  values: { active?: number; createdAt?: Date } = {},
): Promise<string> {
  const tenantId = who.session.user_details.tenant_id;
  const id = randomUUID();
  const sealed = await sealStoreKeys(t.app.ctx, tenantId, id, { key1: keys.key1 ?? null, key2: keys.key2 ?? null, key3: keys.key3 ?? null });
  await t.database.db.insert(stores).values({ id, tenantId, userId: who.session._id, channelId, storeName: `Channel ${channelId}`, keysSealed: true, ...sealed, ...values });
  return id;
}
