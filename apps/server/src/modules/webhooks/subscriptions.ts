import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import {
  WEBHOOK_MESSAGES,
  WEBHOOK_PREVIOUS_SECRET_HOURS,
  WEBHOOKS_PER_TENANT_MAX,
  type createWebhookBody,
  type updateWebhookBody,
  type WebhookView,
} from '@trailpost/contracts';
import type { z } from 'zod';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { badRequest, duplicate, invalidField, notFound } from '../../platform/errors.js';
import { outboundPolicy } from '../../platform/outbound-address.js';
import { actorOf, changesBetween, recordAudit } from '../audit/index.js';
import * as repo from './repository.js';
import { newSigningSecret, openSigningSecret, sealSigningSecret } from './secrets.js';
import { toSubscriptionView } from './views.js';

type CreateInput = z.output<typeof createWebhookBody>;
type UpdateInput = z.output<typeof updateWebhookBody>;

/** What the owner sees, the secret opened. */
async function viewOf(ctx: ServiceContext, row: repo.SubscriptionRow): Promise<WebhookView> {
  return toSubscriptionView(row, await openSigningSecret(ctx.db, ctx.config, row.tenantId, row.id, row.sealedSecret));
}

/**
 * An address written in the URL is judged at once (names are judged at every delivery, after
 * resolution, by the safe client): the merchant learns now that 10.0.0.5 will never be reached.
 */
function checkReachable(ctx: ServiceContext, endpointUrl: string): void {
  const host = new URL(endpointUrl).hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '').toLowerCase();
  const literal = host === 'localhost' || host.endsWith('.localhost') ? '127.0.0.1' : isIP(host) ? host : null;
  if (literal && outboundPolicy(ctx.config.outboundAllowCidrs).refusal(literal)) throw invalidField('endpoint_url', WEBHOOK_MESSAGES.urlPrivate);
}

/** What the audit log records of a webhook (never its secret). */
const audited = (row: repo.SubscriptionRow) => ({ endpoint_url: row.endpointUrl, active: row.active, notify_if_inactive: row.notifyIfInactive, email_alerts: row.emailAlerts });
const webhookTarget = (id: string) => ({ targetType: 'webhook', targetId: id });

async function ownSubscription(ctx: ServiceContext, auth: AuthContext, id: string): Promise<repo.SubscriptionRow> {
  const row = await repo.findSubscription(ctx.db, auth.tenantId, id);
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

async function assertUniqueUrl(ctx: ServiceContext, tenantId: string, endpointUrl: string, exceptId?: string): Promise<void> {
  const rows = await repo.listSubscriptions(ctx.db, tenantId);
  if (rows.some((row) => row.endpointUrl === endpointUrl && row.id !== exceptId)) throw duplicate(WEBHOOK_MESSAGES.urlExists);
}

export async function listWebhooks(ctx: ServiceContext, auth: AuthContext): Promise<WebhookView[]> {
  assertAccess(auth, 'webhooks');
  return Promise.all((await repo.listSubscriptions(ctx.db, auth.tenantId)).map((row) => viewOf(ctx, row)));
}

export async function createWebhook(ctx: ServiceContext, auth: AuthContext, input: CreateInput): Promise<WebhookView> {
  assertAccess(auth, 'webhooks');
  checkReachable(ctx, input.endpoint_url);
  if ((await repo.countSubscriptions(ctx.db, auth.tenantId)) >= WEBHOOKS_PER_TENANT_MAX) throw badRequest(WEBHOOK_MESSAGES.tooMany(WEBHOOKS_PER_TENANT_MAX));
  await assertUniqueUrl(ctx, auth.tenantId, input.endpoint_url);
  const id = randomUUID();
  const sealedSecret = await sealSigningSecret(ctx.db, ctx.config, auth.tenantId, id, newSigningSecret());
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertSubscription(tx, { id, tenantId: auth.tenantId, endpointUrl: input.endpoint_url, notifyIfInactive: input.notify_if_inactive, emailAlerts: input.email_alerts, sealedSecret });
    await recordAudit(tx, actorOf(auth), { action: 'webhook.created', ...webhookTarget(id), changes: changesBetween(null, audited(created)) });
    return created;
  });
  return viewOf(ctx, row);
}

export type WebhookChange = 'updated' | 'activated';

/**
 * An edit (part 2 §4): an inactive webhook can only be activated, anything else asks for the
 * Activate link first. Switching one off leaves its waiting deliveries failed, to replay later.
 */
export async function updateWebhook(ctx: ServiceContext, auth: AuthContext, input: UpdateInput): Promise<{ view: WebhookView; change: WebhookChange }> {
  assertAccess(auth, 'webhooks');
  const current = await ownSubscription(ctx, auth, input.id);
  const edits = {
    ...(input.endpoint_url !== undefined && input.endpoint_url !== current.endpointUrl ? { endpointUrl: input.endpoint_url } : {}),
    ...(input.notify_if_inactive !== undefined ? { notifyIfInactive: input.notify_if_inactive } : {}),
    ...(input.email_alerts !== undefined ? { emailAlerts: input.email_alerts } : {}),
  };
  if (!current.active) {
    if (input.active !== true) throw badRequest(WEBHOOK_MESSAGES.activateToEdit);
    const row = await ctx.db.transaction(async (tx) => {
      const activated = await repo.updateSubscription(tx, auth.tenantId, current.id, { active: true, disabledReason: null, failingSince: null });
      if (activated) await recordAudit(tx, actorOf(auth), { action: 'webhook.updated', ...webhookTarget(current.id), changes: changesBetween(audited(current), audited(activated)) });
      return activated;
    });
    return { view: await viewOf(ctx, row!), change: 'activated' };
  }
  if (edits.endpointUrl) {
    checkReachable(ctx, edits.endpointUrl);
    await assertUniqueUrl(ctx, auth.tenantId, edits.endpointUrl, current.id);
  }
  const switchingOff = input.active === false;
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await repo.updateSubscription(tx, auth.tenantId, current.id, { ...edits, ...(switchingOff ? { active: false, disabledReason: null } : {}) });
    if (switchingOff) await repo.failWaitingDeliveries(tx, auth.tenantId, current.id, WEBHOOK_MESSAGES.switchedOff);
    const changes = saved ? changesBetween(audited(current), audited(saved)) : {};
    if (Object.keys(changes).length > 0) await recordAudit(tx, actorOf(auth), { action: 'webhook.updated', ...webhookTarget(current.id), changes });
    return saved;
  });
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return { view: await viewOf(ctx, row), change: 'updated' };
}

export async function deleteWebhook(ctx: ServiceContext, auth: AuthContext, id: string): Promise<void> {
  assertAccess(auth, 'webhooks');
  const current = await ownSubscription(ctx, auth, id);
  const deleted = await ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteSubscription(tx, auth.tenantId, id))) return false;
    await recordAudit(tx, actorOf(auth), { action: 'webhook.deleted', ...webhookTarget(id), changes: changesBetween(audited(current), null) });
    return true;
  });
  if (!deleted) throw notFound(WEBHOOK_MESSAGES.notFound);
}

/** A new secret; the previous one keeps signing beside it for a day, so receivers can switch over without losing a message. */
export async function rotateWebhookSecret(ctx: ServiceContext, auth: AuthContext, id: string): Promise<WebhookView> {
  assertAccess(auth, 'webhooks');
  const current = await ownSubscription(ctx, auth, id);
  const sealedSecret = await sealSigningSecret(ctx.db, ctx.config, auth.tenantId, id, newSigningSecret());
  const row = await ctx.db.transaction(async (tx) => {
    const rotated = await repo.updateSubscription(tx, auth.tenantId, id, {
      sealedSecret,
      sealedPreviousSecret: current.sealedSecret,
      previousSecretExpiresAt: new Date(Date.now() + WEBHOOK_PREVIOUS_SECRET_HOURS * 3_600_000),
    });
    if (rotated) await recordAudit(tx, actorOf(auth), { action: 'webhook.updated', ...webhookTarget(id), changes: changesBetween({ secret: current.sealedSecret }, { secret: sealedSecret }, ['secret']) });
    return rotated;
  });
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return viewOf(ctx, row);
}

/** For the delivery log's routes: the subscription must be the caller's tenant's. */
export async function assertOwnWebhook(ctx: ServiceContext, auth: AuthContext, id: string): Promise<repo.SubscriptionRow> {
  assertAccess(auth, 'webhooks');
  return ownSubscription(ctx, auth, id);
}
