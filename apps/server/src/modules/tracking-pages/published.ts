import { LRUCache } from 'lru-cache';
import { perDatabase } from '../../db/per-database.js';
import type { ServiceContext } from '../../platform/context.js';
import { DEFAULT_TRACKING_PAGE_BODY, defaultPageBody, defaultPageWordsOf } from './default-template.js';
import { findDefaultTemplate } from './repository.js';

/**
 * Bodies read lately, per database and account: every public lookup needs its merchant's. A
 * change made here is seen at once (`forgetPublishedTemplate`); one made through another API
 * process within PUBLISHED_TTL_MS.
 */
const PUBLISHED_TTL_MS = 10_000;
// Bodies are up to 200 KB: bounded by size as well as count.
const cacheOf = perDatabase(
  () =>
    new LRUCache<string, PublishedTemplate>({ max: 5_000, maxSize: 32 * 1024 * 1024, sizeCalculation: (template) => Math.max(1, template.body.length), ttl: PUBLISHED_TTL_MS }),
);

/** What the public pages show: the default template's body, and the language it fixes (null: the customer's). */
export interface PublishedTemplate {
  body: string;
  language: string | null;
}

/**
 * The template body a merchant's public tracking page shows (for public-tracking): the
 * account's default template, or the built-in one when it has none yet. Not rendered here:
 * the caller fills it with renderPage, which sanitises it again.
 */
export async function publishedTemplate(ctx: ServiceContext, tenantId: string): Promise<PublishedTemplate> {
  const cache = cacheOf(ctx.db);
  const known = cache.get(tenantId);
  if (known !== undefined) return known;
  const template = (await findDefaultTemplate(ctx.db, tenantId)) ?? { body: DEFAULT_TRACKING_PAGE_BODY, language: null };
  cache.set(tenantId, template);
  return template;
}

export const publishedTemplateBody = async (ctx: ServiceContext, tenantId: string): Promise<string> => (await publishedTemplate(ctx, tenantId)).body;

/** After an account's templates changed (edited, starred, deleted). */
export function forgetPublishedTemplate(ctx: ServiceContext, tenantId: string): void {
  cacheOf(ctx.db).delete(tenantId);
}

/**
 * The published body in the page's language: the built-in page, as long as the merchant keeps it
 * unchanged, speaks it (its headings from the message files, with the merchant's own wording);
 * a page the merchant wrote says what the merchant wrote.
 */
export function bodyInLanguage(body: string, texts: Readonly<Record<string, string>>): string {
  if (body !== DEFAULT_TRACKING_PAGE_BODY) return body;
  return defaultPageBody(defaultPageWordsOf(texts));
}
