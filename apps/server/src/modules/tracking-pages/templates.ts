import { TRACKING_PAGE_MESSAGES, type TrackingTemplateView, type trackingTemplateInput } from '@trailpost/contracts';
import type { z } from 'zod';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { sanitizeTemplateHtml } from '../templates/index.js';
import { deleteTrackingTemplate, findTrackingTemplate, insertTrackingTemplate, updateTrackingTemplate, type TrackingTemplateValues } from './repository.js';
import { toView } from './view.js';
import { forgetPublishedTemplate } from './published.js';

type TrackingTemplateInput = z.output<typeof trackingTemplateInput>;

/** The body is stored sanitised (and sanitised again when served): what the editor shows is what customers get. */
const valuesOf = (input: TrackingTemplateInput): TrackingTemplateValues => ({ templateName: input.template_name, body: sanitizeTemplateHtml(input.body ?? ''), language: input.language ?? null });

export async function getTrackingTemplate(ctx: ServiceContext, auth: AuthContext, id: string): Promise<TrackingTemplateView> {
  assertAccess(auth, 'settings');
  const row = await findTrackingTemplate(ctx.db, auth.tenantId, id);
  if (!row) throw notFound(TRACKING_PAGE_MESSAGES.notFound);
  return toView(row);
}

/** A new template (or a copy: the editor sends the copied body); the account's first becomes its default. */
export async function createTrackingTemplate(ctx: ServiceContext, auth: AuthContext, input: TrackingTemplateInput): Promise<TrackingTemplateView> {
  assertAccess(auth, 'settings');
  const row = await insertTrackingTemplate(ctx.db, auth.tenantId, valuesOf(input));
  forgetPublishedTemplate(ctx, auth.tenantId);
  return toView(row);
}

/** Name and body change; whether it is the default does not. */
export async function editTrackingTemplate(ctx: ServiceContext, auth: AuthContext, id: string, input: TrackingTemplateInput): Promise<TrackingTemplateView> {
  assertAccess(auth, 'settings');
  const row = await updateTrackingTemplate(ctx.db, auth.tenantId, id, valuesOf(input));
  if (!row) throw notFound(TRACKING_PAGE_MESSAGES.notFound);
  forgetPublishedTemplate(ctx, auth.tenantId);
  return toView(row);
}

/** The default cannot be deleted (part 2 §2.10): the public pages always have a template. */
export async function removeTrackingTemplate(ctx: ServiceContext, auth: AuthContext, id: string): Promise<void> {
  assertAccess(auth, 'settings');
  const outcome = await deleteTrackingTemplate(ctx.db, auth.tenantId, id);
  forgetPublishedTemplate(ctx, auth.tenantId);
  if (outcome === 'missing') throw notFound(TRACKING_PAGE_MESSAGES.notFound);
  if (outcome === 'default') throw badRequest(TRACKING_PAGE_MESSAGES.defaultNotDeletable);
}
