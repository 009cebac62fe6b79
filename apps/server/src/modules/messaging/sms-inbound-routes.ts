import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inboundSmsForm } from '@trailpost/contracts';
import { perClient } from '../../platform/rate-limits/plugin.js';
import { receiveSmsReply } from './sms-replies.js';

/** What the provider expects back: TwiML with nothing to do (its own opt-out reply is its business). */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

/**
 * The provider's webhook for replies to the sending number. Twilio posts them as a form, so this
 * plugin reads form bodies; the signature covers every parameter, so all of them are kept.
 */
export const smsInboundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/sms/inbound',
    {
      schema: {
        tags: ['SMS replies'],
        summary: "A customer's reply to the SMS sending number (Twilio's inbound webhook, signed with X-Twilio-Signature)",
        description:
          "Public, called by the SMS provider: a form body as Twilio posts it for an incoming message, signed with `X-Twilio-Signature` under `SMS_AUTH_TOKEN` over `PUBLIC_URL` + `/api/sms/inbound` and the sorted parameters (403 in the envelope otherwise, and nothing changes). A reply of `STOP`, `UNSUBSCRIBE`, `CANCEL`, `END` or `QUIT` opts the number out of the SMS of the merchant that texted it last: that merchant's automations skip it and say so in the rule log; `START` or `UNSTOP` opts it back in. Any other reply changes nothing. Answers an empty TwiML `<Response/>` (`text/xml`). At most 600 calls a minute per client address.",
        consumes: ['application/x-www-form-urlencoded'],
        body: inboundSmsForm,
      },
      config: { public: true, ...perClient(600, 60_000) },
    },
    async (request, reply) => {
      const signature = request.headers['x-twilio-signature'];
      const queryAt = request.url.indexOf('?');
      const outcome = await receiveSmsReply(app.ctx, {
        params: Object.fromEntries(Object.entries(request.body).map(([name, value]) => [name, String(value)])),
        signature: Array.isArray(signature) ? signature[0] : signature,
        query: queryAt < 0 ? '' : request.url.slice(queryAt),
      });
      if (outcome.action !== 'ignored') request.log.info({ tenantId: outcome.tenantId, action: outcome.action }, 'SMS reply');
      return reply.type('text/xml').send(EMPTY_TWIML);
    },
  );
};
