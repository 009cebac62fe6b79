import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_TRACKING_MESSAGES } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope } from '../../platform/envelope.js';
import { findPublicHostTenant, normaliseHost } from '../../platform/public-hosts.js';
import { notFound } from '../../platform/errors.js';
import { createPublicChallenge, spendChallengeSolution, withSpentSolution } from './altcha.js';
import { getCustomDomain, verifyCustomDomain } from './custom-domain.js';
import { publicDomainInfo } from './domain-info.js';
import { lookUpPublicShipment, type PublicSearch } from './lookup.js';
import { merchantOfDomain } from './merchant-host.js';
import { assertMerchantCallsLeft, CHALLENGES_PER_CLIENT, DOMAIN_CHECKS_PER_CLIENT, LOOKUPS_PER_CLIENT } from './request-limits.js';
import * as schema from './schema.js';

/** The validated body names exactly one number (contracts' trackingPageRequest). */
const searchOf = (body: { tracking_number?: string; order_number?: string; email?: string; postal_code?: string; lang?: string }): PublicSearch => {
  const detail = { email: body.email, postalCode: body.postal_code };
  return body.order_number !== undefined
    ? { searchBy: 'order_number', number: body.order_number, detail, lang: body.lang }
    : { searchBy: 'tracking_number', number: body.tracking_number ?? '', detail, lang: body.lang };
};

/** Public lookups on the merchant's host, the bot challenge and the custom domain (part 2 §2.11–2.13, §7). */
export const publicTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  // The ALTCHA widget fetches this address itself and reads altcha-lib's challenge object as it
  // is (`{ parameters, signature }`), so this one answer is not wrapped in the envelope.
  app.get('/altcha/challenge', { schema: schema.challengeSchema, config: { public: true, ...CHALLENGES_PER_CLIENT } }, async (request, reply) => {
    // Per merchant: challenges are asked on the merchant's own host.
    await assertMerchantCallsLeft(app.rateCounter, app.ctx.config, `challenges:${normaliseHost(request.hostname)}`);
    reply.header('cache-control', 'no-store');
    return createPublicChallenge(app.ctx);
  });

  // Every lookup costs one solved challenge: verified before anything is looked up, spent while
  // the lookup runs (the answer waits for both).
  app.post('/tracking_page', { schema: schema.trackingPageSchema, config: { public: true, ...LOOKUPS_PER_CLIENT } }, async (request) =>
    envelope(
      await withSpentSolution(app.ctx, app.rateCounter, request.query.rc_token, async () => {
        const tenantId = await merchantOfDomain(app.ctx, request.body.domain_name, request.body.lang);
        await assertMerchantCallsLeft(app.rateCounter, app.ctx.config, `lookups:${tenantId}`);
        return lookUpPublicShipment(app.ctx, tenantId, searchOf(request.body));
      }),
    ),
  );

  app.post('/tracking_page_search', { schema: schema.trackingPageSearchSchema, config: { public: true, ...LOOKUPS_PER_CLIENT } }, async (request) => {
    await spendChallengeSolution(app.ctx, app.rateCounter, request.query.rc_token);
    const tenantId = await merchantOfDomain(app.ctx, request.body.domain_name, request.body.lang);
    await assertMerchantCallsLeft(app.rateCounter, app.ctx.config, `lookups:${tenantId}`);
    return envelope(await publicDomainInfo(app.ctx, tenantId));
  });

  // Caddy's on-demand TLS `ask` (docs/custom-domains.md): a certificate only for a host we serve.
  app.get('/domains/allowed', { schema: schema.allowedDomainSchema, config: { public: true, ...DOMAIN_CHECKS_PER_CLIENT } }, async (request) => {
    const { domain } = request.query;
    if (!(await findPublicHostTenant(app.ctx.db, app.ctx.config, domain))) throw notFound(PUBLIC_TRACKING_MESSAGES.unknownDomain);
    return envelope({ domain });
  });

  app.get('/user/custom_domain', { schema: schema.getCustomDomainSchema }, async (request) => envelope(await getCustomDomain(app.ctx, requireAuth(request))));

  app.post('/user/custom_domain/verify', { schema: schema.verifyCustomDomainSchema }, async (request) =>
    envelope(await verifyCustomDomain(app.ctx, requireAuth(request)), PUBLIC_TRACKING_MESSAGES.customDomainVerified),
  );
};
