import { eq } from 'drizzle-orm';
import { tenants } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/context.js';
import { queueMail, queueSms, recordUndeliverableSms } from '../../platform/mail.js';
import { normaliseSmsNumber } from '../../platform/phone.js';
import { loadTemplateValues } from '../../platform/templates/load-values.js';
import { renderEmail, renderSms } from '../../platform/templates/render.js';
import { findCourier } from '../couriers/catalogue.js';
import { findEmailTemplate, findSmsTemplate } from './repository.js';
import { isUnsubscribed, unsubscribeLinks } from './unsubscribe.js';

/** What became of one recipient of a send. */
export type RecipientOutcome = { to: string; outcome: 'queued' | 'unsubscribed' | 'invalid_number' };

export interface ShipmentSend {
  tenantId: string;
  templateId: string;
  shipmentId: string;
  /** E-mail addresses, or phone numbers as the merchant typed them. */
  to: string[];
  /** Names this send (e.g. rule + shipment + event): a job that runs it twice queues each message once. */
  idempotencyKey: string;
}

/** Null when the template or the shipment is not the tenant's (deleted since the send was planned). */
export async function queueShipmentEmail(ctx: ServiceContext, send: ShipmentSend): Promise<RecipientOutcome[] | null> {
  const [template, values] = await Promise.all([
    findEmailTemplate(ctx.db, send.tenantId, send.templateId),
    loadTemplateValues(ctx, send.tenantId, send.shipmentId, findCourier),
  ]);
  if (!template || !values) return null;
  const rendered = renderEmail({ subject: template.subject, body: template.body }, values);
  const outcomes: RecipientOutcome[] = [];
  for (const to of new Set(send.to.map((address) => address.trim().toLowerCase()).filter(Boolean))) {
    if (await isUnsubscribed(ctx.db, send.tenantId, to)) {
      outcomes.push({ to, outcome: 'unsubscribed' });
      continue;
    }
    const links = await unsubscribeLinks(ctx, send.tenantId, to);
    const footer = `<p style="margin:24px 0 0;color:#6b7280;font-size:12px;text-align:center;">Don't want these e-mails? <a href="${links.page}" style="color:#6b7280;">Unsubscribe</a></p>`;
    await queueMail(ctx.db, {
      tenantId: send.tenantId,
      kind: 'customer',
      to,
      cc: template.ccEmails,
      subject: rendered.subject,
      html: rendered.html.replace(/<\/body>/i, `${footer}</body>`),
      text: `${rendered.text}\n\nUnsubscribe: ${links.page}`,
      fromName: template.fromName || null,
      fromAddress: template.fromEmail,
      replyTo: template.replyTo,
      headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      idempotencyKey: `${send.idempotencyKey}:${to}`,
    });
    outcomes.push({ to, outcome: 'queued' });
  }
  return outcomes;
}

/** Numbers are read in the merchant's country unless they carry their own code; an invalid one is recorded, not sent. */
export async function queueShipmentSms(ctx: ServiceContext, send: ShipmentSend): Promise<RecipientOutcome[] | null> {
  const [template, values, [tenant]] = await Promise.all([
    findSmsTemplate(ctx.db, send.tenantId, send.templateId),
    loadTemplateValues(ctx, send.tenantId, send.shipmentId, findCourier),
    ctx.db.select({ countryIso: tenants.countryIso }).from(tenants).where(eq(tenants.id, send.tenantId)),
  ]);
  if (!template || !values || !tenant) return null;
  const body = renderSms(template.body, values);
  const outcomes: RecipientOutcome[] = [];
  for (const raw of new Set(send.to.map((number) => number.trim()).filter(Boolean))) {
    const number = normaliseSmsNumber(raw, tenant.countryIso);
    const message = { tenantId: send.tenantId, kind: 'customer' as const, body, idempotencyKey: `${send.idempotencyKey}:${number.ok ? number.e164 : raw}` };
    if (number.ok) {
      await queueSms(ctx.db, { ...message, to: number.e164 });
      outcomes.push({ to: number.e164, outcome: 'queued' });
    } else {
      await recordUndeliverableSms(ctx.db, { ...message, to: raw, reason: number.reason });
      outcomes.push({ to: raw, outcome: 'invalid_number' });
    }
  }
  return outcomes;
}
