import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROFILE_MESSAGES } from '@trailpost/contracts';
import { requireAccess, requireAuth } from '../../platform/auth.js';
import { envelope } from '../../platform/envelope.js';
import { editProfile, getProfile, setDigestAlert } from './profile.js';
import * as schema from './schema.js';
import { listTimeZones } from './time-zone-catalogue.js';

/** Profile, time zones and e-mail alerts (part 2 §2.2, §2.13). Changes need the settings access. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/profile', { schema: schema.getProfileSchema }, async (request) => envelope(await getProfile(app.ctx, requireAuth(request))));

  app.put('/user/edit_profile', { schema: schema.editProfileSchema }, async (request) =>
    envelope(await editProfile(app.ctx, requireAccess(request, 'settings'), request.body), PROFILE_MESSAGES.saved),
  );

  app.get('/timezone/list', { schema: schema.timeZonesSchema }, async () => envelope(listTimeZones()));

  app.put('/user/alerts/:id', { schema: schema.alertsSchema }, async (request) => {
    const active = request.body.daily_digest_email_active;
    const saved = await setDigestAlert(app.ctx, requireAccess(request, 'settings'), request.params.id, active);
    return envelope(saved, active === 1 ? PROFILE_MESSAGES.digestActivated : PROFILE_MESSAGES.digestDeactivated);
  });
};
