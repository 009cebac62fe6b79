import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SENDER_DOMAIN_MESSAGES } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope, wholeListPage } from '../../platform/envelope.js';
import * as schema from './schema.js';
import { addSenderEmail, listSenderDomains, removeSenderEmail, validateSenderDomain } from './service.js';

/** E-mail sender domains (part 2 §2.8, §7): add and delete addresses, verify their domain. */
export const senderDomainsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/domain', { schema: schema.listSchema }, async (request) =>
    wholeListPage(await listSenderDomains(app.ctx, requireAuth(request), request.query.is_verified), request.query),
  );

  app.post('/domain', { schema: schema.addSchema }, async (request) =>
    envelope(await addSenderEmail(app.ctx, requireAuth(request), request.body.email), SENDER_DOMAIN_MESSAGES.emailAdded),
  );

  // The specification lists `PUT /domain/` and says delete sends the e-mail: PUT {email} removes it
  // (with or without the slash; the document names it once).
  for (const [url, hide] of [['/domain', false], ['/domain/', true]] as const) {
    app.put(url, { schema: { ...schema.removeSchema, hide } }, async (request) => {
      await removeSenderEmail(app.ctx, requireAuth(request), request.body.email);
      return envelope(null, SENDER_DOMAIN_MESSAGES.emailDeleted);
    });
  }

  app.post('/domain/validate/:id', { schema: schema.validateSchema }, async (request) =>
    envelope(await validateSenderDomain(app.ctx, requireAuth(request), request.params.id), SENDER_DOMAIN_MESSAGES.verified),
  );
};
