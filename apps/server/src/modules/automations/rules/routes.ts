import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTOMATION_MESSAGES } from '@trailpost/contracts';
import { requireAuth } from '../../../platform/auth.js';
import { envelope, pagedEnvelope } from '../../../platform/envelope.js';
import { dryRun } from '../engine/dry-run.js';
import { ruleLogs } from './logs.js';
import * as schema from './schema.js';
import { createRule, customTriggers, deleteRule, getRule, listRules, ruleFilters, ruleOptions, updateRule } from './service.js';

const CHANGE_MESSAGES = { edited: AUTOMATION_MESSAGES.updated, activated: AUTOMATION_MESSAGES.activated, deactivated: AUTOMATION_MESSAGES.deactivated } as const;

/** Automation rules (part 2 §2.14, §7), their log and dry run (pinned "Automations"). */
export const automationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/automation/list', { schema: schema.listSchema }, async (request) => {
    const { rules, total } = await listRules(app.ctx, requireAuth(request), request.query);
    return pagedEnvelope(rules, total, request.query.pageId, request.query.limit);
  });

  app.get('/automation/filters', { schema: schema.filtersSchema }, async (request) => envelope(ruleFilters(requireAuth(request))));

  app.get('/automation/custom_triggers', { schema: schema.customTriggersSchema }, async (request) => envelope(customTriggers(requireAuth(request))));

  app.get('/automation/options', { schema: schema.optionsSchema }, async (request) => envelope(await ruleOptions(app.ctx, requireAuth(request))));

  app.post('/automation/dry_run', { schema: schema.dryRunSchema }, async (request) => envelope(await dryRun(app.ctx, requireAuth(request), request.body)));

  app.post('/automation', { schema: schema.createSchema }, async (request) => envelope(await createRule(app.ctx, requireAuth(request), request.body), AUTOMATION_MESSAGES.created));

  app.get('/automation/:id', { schema: schema.getSchema }, async (request) => envelope(await getRule(app.ctx, requireAuth(request), request.params.id)));

  app.put('/automation/:id', { schema: schema.updateSchema }, async (request) => {
    const { view, change } = await updateRule(app.ctx, requireAuth(request), request.params.id, request.body);
    return envelope(view, CHANGE_MESSAGES[change]);
  });

  app.delete('/automation/:id', { schema: schema.deleteSchema }, async (request) => {
    await deleteRule(app.ctx, requireAuth(request), request.params.id);
    return envelope(null, AUTOMATION_MESSAGES.deleted);
  });

  app.get('/automation/:id/logs', { schema: schema.logsSchema }, async (request) => {
    const { runs, total } = await ruleLogs(app.ctx, requireAuth(request), request.params.id, request.query);
    return pagedEnvelope(runs, total, request.query.pageId, request.query.limit);
  });
};
