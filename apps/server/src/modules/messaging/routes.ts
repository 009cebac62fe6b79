import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGE_LOG_PAGE_SIZE, MESSAGING_MESSAGES, SMS_SETTINGS_MESSAGES } from '@trailpost/contracts';
import { requireAuth } from '../../platform/auth.js';
import { envelope, pagedEnvelope, wholeListPage } from '../../platform/envelope.js';
import { createEmailTemplate, editEmailTemplate, getEmailTemplate, getEmailTemplates, removeEmailTemplate, sendTestEmail } from './email-templates.js';
import { getMessageLog } from './message-log.js';
import * as schema from './schema.js';
import { editSmsSettings, getSmsSettings } from './sms-settings.js';
import { createSmsTemplate, editSmsTemplate, getSmsTemplate, getSmsTemplates, removeSmsTemplate } from './sms-templates.js';

/** E-mail and SMS templates (part 2 §2.6, §2.7, §7). */
export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/email_template/list', { schema: schema.listEmailTemplatesSchema }, async (request) => wholeListPage(await getEmailTemplates(app.ctx, requireAuth(request)), request.query));

  app.post('/email_template', { schema: schema.createEmailTemplateSchema }, async (request) =>
    envelope(await createEmailTemplate(app.ctx, requireAuth(request), request.body), MESSAGING_MESSAGES.templateCreated),
  );

  app.get('/email_template/:id', { schema: schema.getEmailTemplateSchema }, async (request) =>
    envelope(await getEmailTemplate(app.ctx, requireAuth(request), request.params.id)),
  );

  app.put('/email_template/:id', { schema: schema.updateEmailTemplateSchema }, async (request) =>
    envelope(await editEmailTemplate(app.ctx, requireAuth(request), request.params.id, request.body), MESSAGING_MESSAGES.templateUpdated),
  );

  app.delete('/email_template/:id', { schema: schema.deleteEmailTemplateSchema }, async (request) => {
    await removeEmailTemplate(app.ctx, requireAuth(request), request.params.id);
    return envelope(null, MESSAGING_MESSAGES.templateDeleted);
  });

  app.post('/email_template/:id', { schema: schema.testEmailTemplateSchema }, async (request) => {
    await sendTestEmail(app.ctx, requireAuth(request), request.params.id, request.body);
    return envelope(null, MESSAGING_MESSAGES.testMailSent(request.body.to_email));
  });

  app.get('/sms_template', { schema: schema.listSmsTemplatesSchema }, async (request) => wholeListPage(await getSmsTemplates(app.ctx, requireAuth(request)), request.query));

  app.post('/sms_template', { schema: schema.createSmsTemplateSchema }, async (request) =>
    envelope(await createSmsTemplate(app.ctx, requireAuth(request), request.body), MESSAGING_MESSAGES.templateCreated),
  );

  app.get('/sms_template/:id', { schema: schema.getSmsTemplateSchema }, async (request) => envelope(await getSmsTemplate(app.ctx, requireAuth(request), request.params.id)));

  app.put('/sms_template/:id', { schema: schema.updateSmsTemplateSchema }, async (request) =>
    envelope(await editSmsTemplate(app.ctx, requireAuth(request), request.params.id, request.body), MESSAGING_MESSAGES.templateUpdated),
  );

  app.delete('/sms_template/:id', { schema: schema.deleteSmsTemplateSchema }, async (request) => {
    await removeSmsTemplate(app.ctx, requireAuth(request), request.params.id);
    return envelope(null, MESSAGING_MESSAGES.templateDeleted);
  });

  app.get('/user/sms_settings', { schema: schema.getSmsSettingsSchema }, async (request) => envelope(await getSmsSettings(app.ctx, requireAuth(request))));

  app.put('/user/sms_settings', { schema: schema.saveSmsSettingsSchema }, async (request) =>
    envelope(await editSmsSettings(app.ctx, requireAuth(request), request.body), SMS_SETTINGS_MESSAGES.saved),
  );

  app.get('/message/list', { schema: schema.messageLogSchema }, async (request) => {
    const { messages, total } = await getMessageLog(app.ctx, requireAuth(request), request.query);
    return pagedEnvelope(messages, total, request.query.pageId, MESSAGE_LOG_PAGE_SIZE);
  });
};
