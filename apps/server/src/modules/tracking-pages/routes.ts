import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRACKING_PAGE_MESSAGES, TRACKING_PAGE_SETTINGS_MESSAGES, type PageLanguage } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope, wholeListPage } from '../../platform/envelope.js';
import { getTrackingTemplates } from './list-templates.js';
import { makeDefaultTrackingTemplate } from './make-default.js';
import { editTrackingPageSettings, editTrackingPageTexts, getTrackingPageSettings, getTrackingPageTexts } from './page-settings.js';
import { perAccount } from '../../platform/rate-limits/plugin.js';
import { previewTrackingTemplate, TEMPLATE_PREVIEWS_PER_MINUTE } from './preview.js';
import * as schema from './schema.js';
import { createTrackingTemplate, editTrackingTemplate, getTrackingTemplate, removeTrackingTemplate } from './templates.js';

/** Tracking-page templates (part 2 §2.10, §7). Every service checks the settings access. */
export const trackingPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/tracking_template/list', { schema: schema.listTrackingTemplatesSchema }, async (request) =>
    wholeListPage(await getTrackingTemplates(app.ctx, requireAuth(request)), request.query),
  );

  app.post('/tracking_template', { schema: schema.createTrackingTemplateSchema }, async (request) =>
    envelope(await createTrackingTemplate(app.ctx, requireAuth(request), request.body), TRACKING_PAGE_MESSAGES.created),
  );

  // Each preview sanitises and compiles new HTML: an account gets a steady editor's pace, not a flood.
  app.post('/tracking_template/preview', { schema: schema.previewTrackingTemplateSchema, config: perAccount(TEMPLATE_PREVIEWS_PER_MINUTE, 60_000) }, async (request) =>
    envelope(await previewTrackingTemplate(app.ctx, requireAuth(request), request.body.body)),
  );

  app.get('/tracking_template/:id', { schema: schema.getTrackingTemplateSchema }, async (request) =>
    envelope(await getTrackingTemplate(app.ctx, requireAuth(request), request.params.id)),
  );

  app.put('/tracking_template/:id', { schema: schema.updateTrackingTemplateSchema }, async (request) =>
    envelope(await editTrackingTemplate(app.ctx, requireAuth(request), request.params.id, request.body), TRACKING_PAGE_MESSAGES.updated),
  );

  app.delete('/tracking_template/:id', { schema: schema.deleteTrackingTemplateSchema }, async (request) => {
    await removeTrackingTemplate(app.ctx, requireAuth(request), request.params.id);
    return envelope(null, TRACKING_PAGE_MESSAGES.deleted);
  });

  app.put('/tracking_template/default/:id', { schema: schema.makeDefaultTrackingTemplateSchema }, async (request) =>
    envelope(await makeDefaultTrackingTemplate(app.ctx, requireAuth(request), request.params.id), TRACKING_PAGE_MESSAGES.defaultUpdated),
  );

  app.get('/user/tracking_page_settings', { schema: schema.getTrackingPageSettingsSchema }, async (request) =>
    envelope(await getTrackingPageSettings(app.ctx, requireAuth(request))),
  );

  app.put('/user/tracking_page_settings', { schema: schema.saveTrackingPageSettingsSchema }, async (request) =>
    envelope(await editTrackingPageSettings(app.ctx, requireAuth(request), request.body), TRACKING_PAGE_SETTINGS_MESSAGES.saved),
  );

  app.get('/user/tracking_page_texts', { schema: schema.getTrackingPageTextsSchema }, async (request) =>
    envelope(await getTrackingPageTexts(app.ctx, requireAuth(request), request.query.language as PageLanguage)),
  );

  app.put('/user/tracking_page_texts', { schema: schema.saveTrackingPageTextsSchema }, async (request) =>
    envelope(await editTrackingPageTexts(app.ctx, requireAuth(request), request.body), TRACKING_PAGE_SETTINGS_MESSAGES.textsSaved),
  );
};
