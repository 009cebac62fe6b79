import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, PROFILE_MESSAGES, SUB_DOMAIN_MESSAGES, TWO_FACTOR_MESSAGES } from '@trailpost/contracts';
import { bearerToken, requireAuth } from '../../platform/auth.js';
import { envelope, wholeListPage } from '../../platform/envelope.js';
import { perClient } from '../../platform/rate-limits/plugin.js';
import { assertLookupsLeft, assertResetMailsLeft, countUnknownLookup } from './request-limits.js';
import * as schema from './schema.js';
import { isResetLinkUsable, requestPasswordReset, resetPassword } from './password-reset.js';
import { clearSessionCookie } from '../../platform/session-cookie.js';
import { clientOf, handOverSession } from './session-handover.js';
import { currentSession, login, logout, register, verifyEmail, type SignedIn } from './service.js';
import { listSessions, signOutEverywhere, signOutSession } from './session-list.js';
import { changePassword } from './password-change.js';
import { getSubDomain, isSubDomainAvailable, updateSubDomain } from './sub-domain.js';
import { twoFactorRoutes } from './two-factor/routes.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Public routes, each with its per-client request limit. */
const open = (max: number, windowMs: number) => ({ public: true, ...perClient(max, windowMs) });

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const client = clientOf;
  const handOver = (request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) => handOverSession(app.ctx.config, request, reply, signedIn);

  app.post('/user/register', { schema: schema.registerSchema, config: open(10, HOUR) }, async (request, reply) =>
    envelope(handOver(request, reply, await register(app.ctx, request.body, client(request))), 'Account created successfully.'),
  );

  app.post('/user/verify_email', { schema: schema.verifyEmailSchema, config: open(60, 10 * MINUTE) }, async (request) => {
    await assertLookupsLeft(app.rateCounter, request.ip);
    return envelope(await countUnknownLookup(app.rateCounter, request.ip, verifyEmail(app.ctx, request.body.email)));
  });

  app.post('/user/login', { schema: schema.loginSchema, config: open(60, 10 * MINUTE) }, async (request, reply) => {
    const outcome = await login(app.ctx, request.body.email, request.body.password, client(request));
    // Two-step sign-in on: no session yet, only the challenge the code must answer.
    if ('two_factor_required' in outcome) return envelope(outcome, TWO_FACTOR_MESSAGES.codeRequired);
    return envelope(handOver(request, reply, outcome), 'Login successful.');
  });

  await app.register(twoFactorRoutes);

  app.get('/user/forgot_password', { schema: schema.forgotPasswordSchema, config: open(20, HOUR) }, async (request) => {
    await assertResetMailsLeft(app.rateCounter, request.query.emailid);
    await requestPasswordReset(app.ctx, request.query.emailid);
    return envelope(null, AUTH_MESSAGES.resetLinkSent);
  });

  app.post('/user/reset_password', { schema: schema.resetPasswordSchema, config: open(20, HOUR) }, async (request) => {
    await resetPassword(app.ctx, request.body.token, request.body.new_password, request.ip);
    return envelope(null, AUTH_MESSAGES.passwordReset);
  });

  app.post('/user/reset_password/check', { schema: schema.checkResetTokenSchema, config: open(60, HOUR) }, async (request) => {
    const usable = await isResetLinkUsable(app.ctx, request.body.token);
    return usable ? envelope({ usable }) : envelope({ usable }, AUTH_MESSAGES.resetTokenInvalid);
  });

  app.post('/user/logout', { schema: schema.logoutSchema, config: { duringTwoFactorEnrolment: true } }, async (request, reply) => {
    await logout(app.ctx, requireAuth(request));
    clearSessionCookie(reply, app.ctx.config);
    return envelope(null, AUTH_MESSAGES.loggedOut);
  });

  app.get('/user/sessions', { schema: schema.listSessionsSchema }, async (request) => wholeListPage(await listSessions(app.ctx, requireAuth(request)), request.query));

  app.delete('/user/sessions/:id', { schema: schema.revokeSessionSchema }, async (request) => {
    await signOutSession(app.ctx, requireAuth(request), request.params.id);
    return envelope(null, AUTH_MESSAGES.sessionRevoked);
  });

  app.post('/user/logout_all', { schema: schema.logoutAllSchema }, async (request, reply) => {
    await signOutEverywhere(app.ctx, requireAuth(request));
    clearSessionCookie(reply, app.ctx.config);
    return envelope(null, AUTH_MESSAGES.loggedOutEverywhere);
  });

  // Guessing the current password from a stolen session is held to the sign-in pace.
  app.put('/user/change_password', { schema: schema.changePasswordSchema, config: perClient(10, 15 * MINUTE) }, async (request, reply) => {
    await changePassword(app.ctx, requireAuth(request), request.body);
    clearSessionCookie(reply, app.ctx.config);
    return envelope(null, PROFILE_MESSAGES.passwordUpdated);
  });

  app.get('/user', { schema: schema.currentUserSchema, config: { duringTwoFactorEnrolment: true } }, async (request) =>
    envelope(await currentSession(app.ctx, requireAuth(request), bearerToken(request) ?? '')),
  );

  app.get('/user/sub_domain', { schema: schema.getSubDomainSchema }, async (request) =>
    envelope(await getSubDomain(app.ctx, requireAuth(request))),
  );

  app.post('/user/sub_domain', { schema: schema.checkSubDomainSchema }, async (request) => {
    const available = await isSubDomainAvailable(app.ctx, requireAuth(request), request.body.sub_domain);
    return envelope({ is_domain_available: available }, available ? SUB_DOMAIN_MESSAGES.available : SUB_DOMAIN_MESSAGES.unavailable);
  });

  app.put('/user/sub_domain', { schema: schema.saveSubDomainSchema }, async (request) =>
    envelope(await updateSubDomain(app.ctx, requireAuth(request), request.body), SUB_DOMAIN_MESSAGES.saved),
  );
};
