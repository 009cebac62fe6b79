import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client.js';
import { seesWholeAccount, type AutomationAction, type AutomationDryRunView, type dryRunAutomationBody } from '@trailpost/contracts';
import type { z } from 'zod';
import { courierTitle } from '../../couriers/index.js';
import { previewShipmentMessage } from '../../messaging/index.js';
import { assertAccess, hasAccess, type AuthContext } from '../../../platform/auth.js';
import type { ServiceContext } from '../../../platform/context.js';
import { receiversOf } from '../actions/messages.js';
import { evaluateConditions } from './conditions.js';
import { usesOrigin } from './evaluate.js';
import { loadFacts } from './repository.js';

/** Recent shipments a dry run looks at, and the matches it lists. */
export const DRY_RUN_SHIPMENTS = 200;
export const DRY_RUN_MATCHES = 20;

/** The caller's most recent shipments (only those assigned to a sub-user who sees just its own). */
async function recentShipmentIds(ctx: ServiceContext, auth: AuthContext): Promise<string[]> {
  // Without the whole account a caller counts its own shipments (and lists them only with tracking).
  const own = seesWholeAccount(auth.userType, auth.roles) ? sql`` : sql`and assigned_id = ${auth.userId}::uuid`;
  const rows = rowsOf(await ctx.db.execute(sql`
    select id from shipments where tenant_id = ${auth.tenantId}::uuid ${own} order by created_at desc, id desc limit ${DRY_RUN_SHIPMENTS}`));
  return rows.map((row) => String(row.id));
}

/**
 * "These shipments would match; this is the message the first would get" (issue: beyond the
 * anchors): the rule's conditions over recent shipments, nothing written, nothing sent. A caller
 * who may not see shipments gets the count alone.
 */
export async function dryRun(ctx: ServiceContext, auth: AuthContext, rule: z.output<typeof dryRunAutomationBody>): Promise<AutomationDryRunView> {
  assertAccess(auth, 'automations');
  const mayList = hasAccess(auth, 'tracking');
  const ids = await recentShipmentIds(ctx, auth);
  const facts = await loadFacts(ctx.db, auth.tenantId, ids, usesOrigin(rule.condition));
  const now = new Date();
  const matching = ids.map((id) => facts.get(id)).filter((shipment) => shipment && evaluateConditions(rule.condition, rule.logical_operator, shipment, now).matched);
  const matches = mayList
    ? matching.slice(0, DRY_RUN_MATCHES).map((shipment) => ({
        shipment_id: shipment!.id,
        tracking_number: shipment!.trackingNumber,
        courier: courierTitle(shipment!.slug),
        status: shipment!.status,
        customer_name: shipment!.customerName,
      }))
    : [];
  const message = rule.action.find((action: AutomationAction) => action.type === 'EMAIL' || action.type === 'SMS') as Extract<AutomationAction, { type: 'EMAIL' | 'SMS' }> | undefined;
  const first = matching[0];
  const preview =
    mayList && message && first
      ? await previewShipmentMessage(ctx, message.type, { tenantId: auth.tenantId, templateId: message.request_params.template_id, shipmentId: first.id, to: receiversOf(message, first) })
      : null;
  return { checked: ids.length, matched: matching.length, matches, preview };
}
