import type { ServiceContext } from '../../platform/context.js';
import * as repo from './repository.js';
import { sealStoreKeys } from './sealed-keys.js';

const BATCH = 200;

/**
 * Seals in place the keys of rows written before keys were sealed (migration 0032 marks them
 * keys_sealed = false: SQL has no access to the secret box). Runs at every start, after the
 * migrations, one tenant at a time (a lock names its tenant, so it stays on one shard); each
 * batch is locked while it is sealed, so processes starting together seal a row once. Answers
 * how many rows it sealed.
 */
export async function sealPlainStoreKeys(ctx: ServiceContext): Promise<number> {
  let sealed = 0;
  for (const tenantId of await repo.tenantsWithPlainKeys(ctx.db)) {
    for (;;) {
      const count = await ctx.db.transaction(async (tx) => {
        const rows = await repo.lockPlainKeyRows(tx, tenantId, BATCH);
        for (const row of rows) {
          const keys = await sealStoreKeys(ctx, row.tenantId, row.id, row);
          await repo.updateStore(tx, row.tenantId, row.id, { ...keys, keysSealed: true });
        }
        return rows.length;
      });
      sealed += count;
      if (count < BATCH) break;
    }
  }
  return sealed;
}
