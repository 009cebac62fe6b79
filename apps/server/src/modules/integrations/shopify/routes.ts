import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, storeInstallBody, storeInstallResult, storeTokenBody } from '@trailpost/contracts';
import { envelope } from '../../../platform/envelope.js';
import { perClient } from '../../../platform/rate-limits/plugin.js';
import { finishShopifyInstall, SHOPIFY_CALLBACK_PATH, startShopifyInstall } from './install.js';
import { receiveShopifyWebhook } from './webhooks.js';

const tags = ['Store apps'];
/** Installs are a person's clicks: a generous limit that still stops a script guessing. */
const INSTALLS_PER_CLIENT = perClient(60, 60_000);
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The Shopify app's install (part 1 §7), its callback and its webhooks: public, proven by Shopify's signatures. */
export const shopifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shopify/install',
    {
      schema: { tags, summary: "Shopify's signed install query checked; answers the shop's authorization page to open", body: storeInstallBody, response: { 200: envelopeOf(z.object({ url: z.string() })) } },
      config: { public: true, ...INSTALLS_PER_CLIENT },
    },
    async (request) => envelope(await startShopifyInstall(app.ctx, request.body)),
  );

  app.post(
    SHOPIFY_CALLBACK_PATH,
    {
      schema: {
        tags,
        summary: "Shopify's callback: signature and state checked, the code exchanged for an expiring offline token; answers where the merchant goes next",
        body: storeTokenBody,
        response: { 200: envelopeOf(storeInstallResult) },
      },
      config: { public: true, ...INSTALLS_PER_CLIENT },
    },
    async (request) => envelope(await finishShopifyInstall(app.ctx, app.integrations.stores, request.body)),
  );

  // Shopify signs the exact bytes it sends: inside this plugin JSON bodies stay raw.
  app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post(
      '/shopify/webhooks',
      {
        schema: {
          tags,
          summary: 'Shopify webhooks (customers/data_request, customers/redact, shop/redact, app/uninstalled), signed with X-Shopify-Hmac-Sha256 (401 when the signature does not match); the shop is the one the signed body names (400 when X-Shopify-Shop-Domain disagrees, or the body is not of its X-Shopify-Topic); a repeated X-Shopify-Webhook-Id is acknowledged and not handled again',
          response: { 200: envelopeOf(z.null()) },
        },
        config: { public: true },
      },
      async (request) =>
        envelope(
          null,
          await receiveShopifyWebhook(app.ctx, {
            rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            hmac: header(request.headers['x-shopify-hmac-sha256']),
            topic: header(request.headers['x-shopify-topic']),
            shop: header(request.headers['x-shopify-shop-domain']),
            webhookId: header(request.headers['x-shopify-webhook-id']),
          }),
        ),
    );
  });
};
