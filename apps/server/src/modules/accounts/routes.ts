import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, SUB_DOMAIN_MESSAGES } from '@trailpost/contracts';
import { bearerToken, requireAccess, requireAuth } from '../../platform/auth.js';
import { envelope } from '../../platform/envelope.js';
import * as schema from './schema.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { currentSession, login, logout, register, verifyEmail } from './service.js';
import { getSubDomain, isSubDomainAvailable, updateSubDomain } from './sub-domain.js';

const open = { public: true } as const;

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  });

  app.post('/user/register', { schema: schema.registerSchema, config: open }, async (request) =>
    envelope(await register(app.ctx, request.body, client(request)), 'Account created successfully.'),
  );

  app.post('/user/verify_email', { schema: schema.verifyEmailSchema, config: open }, async (request) =>
    envelope(await verifyEmail(app.ctx, request.body.email)),
  );

  app.post('/user/login', { schema: schema.loginSchema, config: open }, async (request) =>
    envelope(await login(app.ctx, request.body.email, request.body.password, client(request)), 'Login successful.'),
  );

  app.get('/user/forgot_password', { schema: schema.forgotPasswordSchema, config: open }, async (request) => {
    await requestPasswordReset(app.ctx, request.query.emailid);
    return envelope(null, AUTH_MESSAGES.resetLinkSent);
  });

  app.post('/user/reset_password', { schema: schema.resetPasswordSchema, config: open }, async (request) => {
    await resetPassword(app.ctx, request.body.token, request.body.new_password);
    return envelope(null, AUTH_MESSAGES.passwordReset);
  });

  app.post('/user/logout', { schema: schema.logoutSchema }, async (request) => {
    await logout(app.ctx, requireAuth(request));
    return envelope(null, AUTH_MESSAGES.loggedOut);
  });

  app.get('/user', { schema: schema.currentUserSchema }, async (request) =>
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
    envelope(await updateSubDomain(app.ctx, requireAccess(request, 'settings'), request.body), SUB_DOMAIN_MESSAGES.saved),
  );
};
