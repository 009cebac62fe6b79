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
      schema: {
        tags,
        summary: "Shopify's signed install query checked; answers the shop's authorization page to open",
        description:
          "Public, called by the install page Shopify opens: checks Shopify's signature on `query` and its age, and answers the address of the shop's authorization page (read access to orders and fulfillments), which returns to this server's callback page within 10 minutes. 400 when the query is not signed by Shopify, too old, or names another shop, or when the Shopify app is not configured on this server. At most 60 calls a minute per client address.",
        body: storeInstallBody,
        response: { 200: envelopeOf(z.object({ url: z.string() })) },
      },
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
        description:
          "Public, called by the callback page: checks the signed query and the install's `state` (usable once), exchanges the code for the shop's tokens and reads the shop's name and owner e-mail. When an account already has the shop, its stores get the new tokens (`storeExist: true`); otherwise the install waits an hour for the merchant to sign in (`isRegister: true`, an account has the owner's e-mail) or sign up, then `POST /stores/link` with `request_id`. 400 when a check fails or Shopify refuses the code; at most 60 calls a minute per client address.",
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
          description:
            "Public, called by Shopify with the raw JSON body it signed. `app/uninstalled` and `shop/redact` switch the shop's stores off and drop their tokens; `customers/redact` removes the customer's details from the shipments of the orders named; `customers/data_request` is acknowledged; `fulfillments/create` and `fulfillments/update` ask for the shop's stores to be synced now. Other topics are acknowledged; 400 also when X-Shopify-Webhook-Id is missing.",
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
