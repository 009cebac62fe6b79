import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TWO_FACTOR_MESSAGES } from '@trailpost/contracts';
import { requireAuth } from '../../../platform/auth.js';
import { envelope } from '../../../platform/envelope.js';
import { perClient } from '../../../platform/rate-limits/plugin.js';
import { clientOf, handOverSession } from '../session-handover.js';
import { answerChallenge } from './challenge.js';
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor } from './enrolment.js';
import * as schema from './schema.js';

const MINUTE = 60_000;
/** Reachable by a user whose organization requires two-step sign-in before it has turned it on. */
const enrolment = { duringTwoFactorEnrolment: true };

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/user/two_factor/setup', { schema: schema.setupSchema, config: { ...enrolment, ...perClient(20, 15 * MINUTE) } }, async (request) =>
    envelope(await setUpTwoFactor(app.ctx, requireAuth(request)), TWO_FACTOR_MESSAGES.setupStarted),
  );

  app.post('/user/two_factor/enable', { schema: schema.enableSchema, config: { ...enrolment, ...perClient(20, 15 * MINUTE) } }, async (request) =>
    envelope(await enableTwoFactor(app.ctx, requireAuth(request), request.body.code), TWO_FACTOR_MESSAGES.enabled),
  );

  // Guessing the password or codes from a stolen session is held to the sign-in pace.
  app.post('/user/two_factor/disable', { schema: schema.disableSchema, config: perClient(10, 15 * MINUTE) }, async (request) => {
    await disableTwoFactor(app.ctx, requireAuth(request), clientOf(request), request.body);
    return envelope(null, TWO_FACTOR_MESSAGES.disabled);
  });

  app.post('/user/login/two_factor', { schema: schema.loginTwoFactorSchema, config: { public: true, ...perClient(60, 10 * MINUTE) } }, async (request, reply) => {
    const signedIn = await answerChallenge(app.ctx, request.body.challenge_token, request.body.code, clientOf(request));
    return envelope(handOverSession(app.ctx.config, request, reply, signedIn), 'Login successful.');
  });
};
