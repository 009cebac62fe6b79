import type { ServiceContext } from '../../platform/context.js';
import { DEFAULT_TRACKING_PAGE_BODY } from './default-template.js';
import { findDefaultBody } from './repository.js';

/**
 * The template body a merchant's public tracking page shows (for public-tracking): the
 * account's default template, or the built-in one when it has none yet. Not rendered here:
 * the caller fills it with renderPage, which sanitises it again.
 */
export async function publishedTemplateBody(ctx: ServiceContext, tenantId: string): Promise<string> {
  return (await findDefaultBody(ctx.db, tenantId)) ?? DEFAULT_TRACKING_PAGE_BODY;
}
