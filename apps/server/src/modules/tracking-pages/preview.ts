import { TRACKING_PAGE_MESSAGES, type TrackingTemplatePreview } from '@trailpost/contracts';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { loadSampleTemplateValues, renderPage } from '../templates/index.js';

/** The editor asks for a preview as the merchant pauses typing: a minute of steady editing stays well under this. */
export const TEMPLATE_PREVIEWS_PER_MINUTE = 60;

/**
 * The editor's HTML as the Preview tab shows it (part 2 §2.10): sanitised like a saved page
 * and filled with the sample parcel in the merchant's own organization, date format and zone.
 */
export async function previewTrackingTemplate(ctx: ServiceContext, auth: AuthContext, body: string): Promise<TrackingTemplatePreview> {
  assertAccess(auth, 'settings');
  const values = await loadSampleTemplateValues(ctx, auth.tenantId);
  if (!values) throw notFound(TRACKING_PAGE_MESSAGES.notFound);
  return { html: renderPage(body, values) };
}
