import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bigCommerceLoadBody, bigCommerceTokenBody, envelopeOf, storeInstallResult } from '@trailpost/contracts';
import { envelope } from '../../../platform/envelope.js';
import { perClient } from '../../../platform/rate-limits/plugin.js';
import { bigCommerceConfigOf, finishBigCommerceInstall, loadBigCommerceStore, removeBigCommerceUser, uninstallBigCommerceStore } from './install.js';
import { HOOK_SECRET_HEADER, receiveBigCommerceWebhook } from './webhooks.js';

const tags = ['Store apps'];
/** Installs are a person's clicks: a generous limit that still stops a script guessing. */
const INSTALLS_PER_CLIENT = perClient(60, 60_000);
/** BigCommerce's own servers call these for every store: a higher limit, still a limit. */
const CALLBACKS_PER_CLIENT = perClient(600, 60_000);

/** BigCommerce's uninstall and remove-user callbacks (it also sends the older `signed_payload`, which is not read). */
/** A BigCommerce webhook body (the fields read; the rest is BigCommerce's). */
const webhookBody = z
  .object({
    scope: z.string().max(200).describe('The event, e.g. `store/shipment/created`, the only one acted on.'),
    producer: z.string().max(200).describe('The store that sent the event, as `stores/{store_hash}`.'),
  })
  .passthrough();

const callbackQuery = z.object({
  signed_payload_jwt: z.string().max(8000).describe("BigCommerce's signed payload: a JWT signed with the app's client secret"),
});

/** The BigCommerce app's auth and load callbacks (part 1 §7), its uninstall and remove-user callbacks: public, proven by BigCommerce. */
export const bigCommerceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bigcommerce_to_trailpost_token',
    {
      schema: {
        tags,
        summary: "BigCommerce's auth callback: the code exchanged for the store's access token; answers where the merchant goes next",
        description:
          "Public, called by the app's auth callback page: exchanges the code for the store's access token (the grant must include read access to orders), reads the store's name and subscribes the store's shipment webhook to this server. When an account already has the store, its stores get the new token (`storeExist: true`); otherwise the install waits an hour for the merchant to sign in (`isRegister: true`) or sign up, then `POST /stores/link` with `request_id`. 400 when BigCommerce refuses or the app is not configured; at most 60 calls a minute per client address.",
        body: bigCommerceTokenBody,
        response: { 200: envelopeOf(storeInstallResult) },
      },
      config: { public: true, ...INSTALLS_PER_CLIENT },
    },
    async (request) => envelope(await finishBigCommerceInstall(app.ctx, app.integrations.stores, request.body)),
  );

  app.post(
    '/load_bigcommerce_store',
    {
      schema: {
        tags,
        summary: "BigCommerce's load callback: the signed payload checked; answers the linked store (400 when no account has linked it, 401 when the payload does not verify)",
        description:
          "Public, called when the merchant opens the app from the BigCommerce control panel: verifies the signed payload and answers the store already linked to an account (`storeExist: true`), with the owner's or user's e-mail; it changes nothing. At most 60 calls a minute per client address.",
        body: bigCommerceLoadBody,
        response: { 200: envelopeOf(storeInstallResult) },
      },
      config: { public: true, ...INSTALLS_PER_CLIENT },
    },
    async (request) => envelope(await loadBigCommerceStore(app.ctx, request.body)),
  );

  app.get(
    '/bigcommerce/uninstall',
    {
      schema: {
        tags,
        summary: "BigCommerce's uninstall callback: the signed payload checked, the store switched off and its token dropped; 401 when the payload does not verify",
        description:
          "Public, called by BigCommerce when the app is uninstalled: every account's store for that BigCommerce store is switched off and its token dropped (they stay listed, saying the app was uninstalled). The message says how many stores were disconnected. At most 600 calls a minute per client address.",
        querystring: callbackQuery,
        response: { 200: envelopeOf(z.null()) },
      },
      config: { public: true, ...CALLBACKS_PER_CLIENT },
    },
    async (request) => envelope(null, await uninstallBigCommerceStore(app.ctx, request.query.signed_payload_jwt)),
  );

  app.get(
    '/bigcommerce/remove_user',
    {
      schema: {
        tags,
        summary: "BigCommerce's remove-user callback: the signed payload checked and acknowledged; 401 when it does not verify",
        description:
          'Public, called by BigCommerce when a user of the store loses access to the app: acknowledged only, since Trailpost keeps no BigCommerce users. At most 600 calls a minute per client address.',
        querystring: callbackQuery,
        response: { 200: envelopeOf(z.null()) },
      },
      config: { public: true, ...CALLBACKS_PER_CLIENT },
    },
    async (request) => envelope(null, await removeBigCommerceUser(app.ctx, request.query.signed_payload_jwt)),
  );

  app.post(
    '/bigcommerce/webhooks',
    {
      schema: {
        tags,
        summary: 'BigCommerce webhooks (store/shipment/created starts a sync), proven by the secret header each store\'s hook was created with; 401 when it does not match',
        description:
          'Public, called by BigCommerce for the hook the install subscribed: the `x-trailpost-hook` header must be the secret of the store named in `producer`. `store/shipment/created` asks for that store to be synced now in every account that has it; other events are acknowledged. At most 600 calls a minute per client address.',
        body: webhookBody,
        response: { 200: envelopeOf(z.null()) },
      },
      config: { public: true, ...CALLBACKS_PER_CLIENT },
    },
    async (request) => {
      const secret = request.headers[HOOK_SECRET_HEADER];
      const message = await receiveBigCommerceWebhook(app.ctx, bigCommerceConfigOf(app.ctx), { secret: Array.isArray(secret) ? secret[0] : secret, body: request.body });
      return envelope(null, message);
    },
  );
};
