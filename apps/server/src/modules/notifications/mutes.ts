import { NOTIFICATION_KIND_LIST, NOTIFICATION_KINDS, type NotificationKind, type NotificationMutes } from '@trailpost/contracts';
import type { AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { mutedKinds, replaceMutedKinds } from './mute-repository.js';

/** The caller's own muted kinds, in the catalogue's order, with every kind there is. */
export async function getMutes(ctx: ServiceContext, auth: AuthContext): Promise<NotificationMutes> {
  const muted = new Set(await mutedKinds(ctx.db, auth.tenantId, auth.userId));
  return { muted_kinds: NOTIFICATION_KINDS.filter((kind) => muted.has(kind)), kinds: NOTIFICATION_KIND_LIST };
}

/** Mutes exactly these kinds for the caller (a kind named twice counts once); other users are not touched. */
export async function saveMutes(ctx: ServiceContext, auth: AuthContext, kinds: readonly NotificationKind[]): Promise<NotificationMutes> {
  await replaceMutedKinds(ctx.db, auth.tenantId, auth.userId, [...new Set(kinds)]);
  return getMutes(ctx, auth);
}
