import { TRACKING_PAGE_MESSAGES, type TrackingTemplateView } from '@trailpost/contracts';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { setDefaultTrackingTemplate } from './repository.js';
import { toView } from './view.js';
import { forgetPublishedTemplate } from './published.js';

/** The star (part 2 §2.10): this template becomes the one the public pages use, every other one stops being it. */
export async function makeDefaultTrackingTemplate(ctx: ServiceContext, auth: AuthContext, id: string): Promise<TrackingTemplateView> {
  assertAccess(auth, 'settings');
  const row = await setDefaultTrackingTemplate(ctx.db, auth.tenantId, id);
  if (!row) throw notFound(TRACKING_PAGE_MESSAGES.notFound);
  forgetPublishedTemplate(ctx, auth.tenantId);
  return toView(row);
}
