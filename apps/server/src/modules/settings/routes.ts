import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORGANIZATION_MESSAGES, PROFILE_MESSAGES } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope, wholeListPage } from '../../platform/envelope.js';
import { notFound } from '../../platform/errors.js';
import { perClient } from '../../platform/rate-limits/plugin.js';
import { getOrganization, readLogo, saveOrganization, setLogo } from './organization.js';
import { editProfile, getProfile, setDigestAlert } from './profile.js';
import * as schema from './schema.js';
import { listTimeZones } from './time-zone-catalogue.js';

/** Profile, time zones, e-mail alerts and organization (part 2 §2.2, §2.5, §2.13). Changes need the settings access. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/profile', { schema: schema.getProfileSchema }, async (request) => envelope(await getProfile(app.ctx, requireAuth(request))));

  app.put('/user/edit_profile', { schema: schema.editProfileSchema }, async (request) =>
    envelope(await editProfile(app.ctx, requireAuth(request), request.body), PROFILE_MESSAGES.saved),
  );

  app.get('/timezone/list', { schema: schema.timeZonesSchema }, async (request) => wholeListPage(listTimeZones(), request.query));

  app.put('/user/alerts/:id', { schema: schema.alertsSchema }, async (request) => {
    const active = request.body.daily_digest_email_active;
    const saved = await setDigestAlert(app.ctx, requireAuth(request), request.params.id, active);
    return envelope(saved, active === 1 ? PROFILE_MESSAGES.digestActivated : PROFILE_MESSAGES.digestDeactivated);
  });

  app.get('/user/organization', { schema: schema.getOrganizationSchema }, async (request) =>
    envelope(await getOrganization(app.ctx, requireAuth(request))),
  );

  app.put('/user/organization', { schema: schema.saveOrganizationSchema }, async (request) =>
    envelope(await saveOrganization(app.ctx, requireAuth(request), request.body), ORGANIZATION_MESSAGES.saved),
  );

  app.put('/user/organization/logo', { schema: schema.logoSchema }, async (request) => {
    const saved = await setLogo(app.ctx, app.files, requireAuth(request), request.body.logo);
    return envelope(saved, saved.logo ? ORGANIZATION_MESSAGES.logoSaved : ORGANIZATION_MESSAGES.logoRemoved);
  });

  // A logo's address never changes (a new logo gets a new name), so it may be cached for good;
  // tracking pages on merchants' own domains and e-mail readers embed it from other origins.
  app.get('/organization/logo/:tenantId/:file', { schema: schema.publicLogoSchema, config: { public: true, ...perClient(600, 60_000) } }, async (request, reply) => {
    const logo = await readLogo(app.ctx, app.files, request.params.tenantId, request.params.file);
    if (!logo) throw notFound('Logo not found.');
    return reply
      .header('content-type', logo.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(logo.bytes);
  });
};
