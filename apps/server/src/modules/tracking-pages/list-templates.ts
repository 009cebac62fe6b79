import type { TrackingTemplateListItem } from '@trailpost/contracts';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { BUILT_IN_DEFAULT } from './default-template.js';
import { insertDefaultIfMissing, listTrackingTemplates } from './repository.js';
import { toListItem } from './view.js';

/**
 * The account's templates, the default first, then the newest. An account without a default
 * (a new one) is given the built-in template here, so every merchant starts with a designed
 * page; two first calls at once add it once (the partial unique index decides).
 */
export async function getTrackingTemplates(ctx: ServiceContext, auth: AuthContext): Promise<TrackingTemplateListItem[]> {
  assertAccess(auth, 'settings');
  let rows = await listTrackingTemplates(ctx.db, auth.tenantId);
  if (!rows.some((row) => row.isDefault)) {
    await insertDefaultIfMissing(ctx.db, auth.tenantId, BUILT_IN_DEFAULT);
    rows = await listTrackingTemplates(ctx.db, auth.tenantId);
  }
  return rows.map(toListItem);
}
