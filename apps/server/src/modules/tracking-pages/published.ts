import { LRUCache } from 'lru-cache';
import { perDatabase } from '../../db/per-database.js';
import type { ServiceContext } from '../../platform/context.js';
import { DEFAULT_TRACKING_PAGE_BODY } from './default-template.js';
import { findDefaultBody } from './repository.js';

/**
 * Bodies read lately, per database and account: every public lookup needs its merchant's. A
 * change made here is seen at once (`forgetPublishedTemplate`); one made through another API
 * process within PUBLISHED_TTL_MS.
 */
const PUBLISHED_TTL_MS = 10_000;
// Bodies are up to 200 KB: bounded by size as well as count.
const cacheOf = perDatabase(
  () => new LRUCache<string, string>({ max: 5_000, maxSize: 32 * 1024 * 1024, sizeCalculation: (body) => Math.max(1, body.length), ttl: PUBLISHED_TTL_MS }),
);

/**
 * The template body a merchant's public tracking page shows (for public-tracking): the
 * account's default template, or the built-in one when it has none yet. Not rendered here:
 * the caller fills it with renderPage, which sanitises it again.
 */
export async function publishedTemplateBody(ctx: ServiceContext, tenantId: string): Promise<string> {
  const cache = cacheOf(ctx.db);
  const known = cache.get(tenantId);
  if (known !== undefined) return known;
  const body = (await findDefaultBody(ctx.db, tenantId)) ?? DEFAULT_TRACKING_PAGE_BODY;
  cache.set(tenantId, body);
  return body;
}

/** After an account's templates changed (edited, starred, deleted). */
export function forgetPublishedTemplate(ctx: ServiceContext, tenantId: string): void {
  cacheOf(ctx.db).delete(tenantId);
}
