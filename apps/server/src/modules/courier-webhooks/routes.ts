import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@trailpost/contracts';
import { envelope } from '../../platform/envelope.js';
import { NINJA_VAN_SIGNATURE_HEADER } from '../../tracking/index.js';
import { consumeNinjaVanPush, consumeSeventeenTrackPush } from './service.js';

/** A pushed courier word no status table knows: the operator hears of it once per process. */
const unmappedLogger = (request: FastifyRequest) => (provider: string, word: string) =>
  request.log.warn({ provider, word }, 'courier word not in the status table: stored with the fallback status');

const tags = ['Courier webhooks'];
const open = { public: true } as const;
const acknowledged = { 200: envelopeOf(z.null()) };

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The bytes as sent; a request without a body signs and parses as an empty one. */
function rawBody(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}

/**
 * Courier pushes: public, authenticated by their signatures, which cover the exact bytes
 * sent. So inside this plugin only, JSON bodies stay raw Buffers and the services parse them
 * after checking the signature.
 */
export const courierWebhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/ninjavan_webhook/consume/:encodedUserId',
    {
      schema: {
        tags,
        summary: 'Ninja Van webhook (v1 or v2 body), signed with X-Ninjavan-Hmac-Sha256',
        description:
          "Takes a tracking event Ninja Van pushes for a merchant's Ninja Van integration and applies it to the account's Ninja Van shipments with that tracking number, as a courier check would (webhooks, automation rules, notifications). The signature must verify with the secret key of one of the user's active Ninja Van integrations (401 otherwise); an unknown user answers 404, a malformed body 400. An event for a number the account does not follow is acknowledged with 200 and dropped, so Ninja Van does not retry it.",
        params: z.object({
          encodedUserId: z.string().describe("The merchant's user id, URL-safe base64-encoded, as it appears in the webhook address the Ninja Van integration shows (`webhook_url`)."),
        }),
        response: acknowledged,
      },
      config: open,
    },
    async (request) => {
      const message = await consumeNinjaVanPush(app.ctx, {
        encodedUserId: request.params.encodedUserId,
        rawBody: rawBody(request.body),
        signature: header(request.headers[NINJA_VAN_SIGNATURE_HEADER]),
        onUnmapped: unmappedLogger(request),
      });
      return envelope(null, message);
    },
  );

  app.post(
    '/webhooks/17track',
    {
      schema: {
        tags,
        summary: '17TRACK push (WebHook), signed with the operator key; only when one is configured',
        description:
          "Takes a tracking update 17TRACK pushes for a number the server registered with it, and applies it to that shipment as a courier check would (webhooks, automation rules, notifications). The `sign` header must match the body under the operator's 17TRACK key (401 otherwise); without a configured key the route answers 404. A push for no known shipment, or a `TRACKING_STOPPED` notice, is acknowledged with 200 and changes nothing.",
        response: acknowledged,
      },
      config: open,
    },
    async (request) =>
      envelope(null, await consumeSeventeenTrackPush(app.ctx, { rawBody: rawBody(request.body), sign: header(request.headers.sign), onUnmapped: unmappedLogger(request) })),
  );
};
