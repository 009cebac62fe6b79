import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UNSUBSCRIBE_MESSAGES, envelopeOf, unsubscribeQuery, unsubscribeView } from '@trailpost/contracts';
import { envelope } from '../../platform/envelope.js';
import { perClient } from '../../platform/rate-limits/plugin.js';
import { readUnsubscribe, unsubscribe } from './unsubscribe.js';

const tags = ['Unsubscribe'];

/**
 * The unsubscribe link of customer e-mails: public, signed. Mail clients' one-click unsubscribe
 * (RFC 8058) POSTs `List-Unsubscribe=One-Click` as a form, so this plugin reads form bodies.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Whom an unsubscribe link names, and whether it was followed',
        description:
          "Public, no sign-in: answers the merchant's company name, the address the link was sent to and whether that address has already left the merchant's automated e-mail; it changes nothing. 404 when the token is not a valid link. At most 60 calls a minute per client address.",
        querystring: unsubscribeQuery,
        response: { 200: envelopeOf(unsubscribeView) },
      },
      config: { public: true, ...perClient(60, 60_000) },
    },
    async (request) => envelope(await readUnsubscribe(app.ctx, request.query.token)),
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary: "Stop the merchant's automated e-mail to this address (one-click or from the page)",
        description:
          "Public, no sign-in: the address the link names stops receiving this merchant's automation e-mails (SMS are not affected); following the link again changes nothing. Mail clients' one-click unsubscribe (RFC 8058) may post the form body `List-Unsubscribe=One-Click`, which is accepted and not needed. 404 when the token is not a valid link; at most 60 calls a minute per client address.",
        querystring: unsubscribeQuery,
        response: { 200: envelopeOf(unsubscribeView) },
      },
      config: { public: true, ...perClient(60, 60_000) },
    },
    async (request) => {
      const view = await unsubscribe(app.ctx, request.query.token);
      return envelope(view, UNSUBSCRIBE_MESSAGES.unsubscribed(view.company_name));
    },
  );
};
