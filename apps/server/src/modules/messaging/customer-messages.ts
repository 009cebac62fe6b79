import { eq } from 'drizzle-orm';
import { tenants } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/context.js';
import { queueMails, queueSms, recordUndeliverableSms, type MailMessage } from '../../platform/mail.js';
import { countryOfNumber, normaliseSmsNumber } from '../../platform/phone.js';
import { loadTemplateSources, type RenderedEmail, renderEmail, renderSms, type TemplateShipmentSource } from '../templates/index.js';
import { publishedPageSettings } from '../tracking-pages/index.js';
import { groupByTenant } from '../../platform/group-by-tenant.js';
import { findCourier } from '../couriers/index.js';
import { localiseMessage, type MessageSettings } from './message-language.js';
import { findEmailTemplate, findSmsTemplate, type EmailTemplateRow, type SmsTemplateRow } from './repository.js';
import { quietHoursRelease } from './quiet-hours.js';
import { timeZoneOfPlace } from './recipient-time-zone.js';
import { findSmsDestination, optedOutAmong } from './sms-repository.js';
import { quietHoursOf } from './sms-settings.js';
import { unsubscribedAmong, unsubscribeLinkMaker } from './unsubscribe.js';

/** An SMS that waits for the end of the recipient's quiet hours: when, and in which zone that is the hour it is. */
export interface HeldSms {
  until: Date;
  zone: string;
}

/** What became of one recipient of a send. */
export type RecipientOutcome =
  | { to: string; outcome: 'queued'; heldUntil?: HeldSms }
  | { to: string; outcome: 'unsubscribed' | 'invalid_number' | 'opted_out' };

export interface ShipmentSend {
  tenantId: string;
  templateId: string;
  shipmentId: string;
  /** E-mail addresses, or phone numbers as the merchant typed them. */
  to: string[];
  /** Names this send (e.g. rule + shipment + event): a job that runs it twice queues each message once. */
  idempotencyKey: string;
}

/** One shipment ready to render, or null when it is not the tenant's. */
async function sourceOf(ctx: ServiceContext, tenantId: string, shipmentId: string): Promise<TemplateShipmentSource | null> {
  return (await loadTemplateSources(ctx, tenantId, [shipmentId], findCourier)).get(shipmentId) ?? null;
}

/** An e-mail template in its customer's language (part 3 `variants`). */
function localisedEmail(template: EmailTemplateRow, shipment: TemplateShipmentSource, settings: MessageSettings): RenderedEmail {
  const { variant, values } = localiseMessage(template.variants, shipment, settings);
  return renderEmail(variant ?? { subject: template.subject, body: template.body }, values);
}

function localisedSms(template: SmsTemplateRow, shipment: TemplateShipmentSource, settings: MessageSettings): string {
  const { variant, values } = localiseMessage(template.variants, shipment, settings);
  return renderSms((variant ?? template).body, values);
}

/**
 * A template rendered for one shipment; null when either is not the tenant's. The reads run one
 * after another: `ctx.db` may be a transaction (an automation step), which takes one query at a time.
 */
async function renderShipmentEmail(ctx: ServiceContext, tenantId: string, templateId: string, shipmentId: string) {
  const template = await findEmailTemplate(ctx.db, tenantId, templateId);
  const shipment = template && (await sourceOf(ctx, tenantId, shipmentId));
  if (!template || !shipment) return null;
  return { template, rendered: localisedEmail(template, shipment, await publishedPageSettings(ctx, tenantId)) };
}

async function renderShipmentSms(ctx: ServiceContext, tenantId: string, templateId: string, shipmentId: string) {
  const template = await findSmsTemplate(ctx.db, tenantId, templateId);
  const shipment = template && (await sourceOf(ctx, tenantId, shipmentId));
  if (!template || !shipment) return null;
  return localisedSms(template, shipment, await publishedPageSettings(ctx, tenantId));
}

/** What a shipment's customer would get from a template (an automation's dry run), without sending it. */
export async function previewShipmentMessage(
  ctx: ServiceContext,
  channel: 'EMAIL' | 'SMS',
  send: Omit<ShipmentSend, 'idempotencyKey'>,
): Promise<{ type: 'EMAIL'; to: string[]; subject: string; html: string } | { type: 'SMS'; to: string[]; body: string } | null> {
  if (channel === 'SMS') {
    const body = await renderShipmentSms(ctx, send.tenantId, send.templateId, send.shipmentId);
    return body === null ? null : { type: 'SMS', to: send.to, body };
  }
  const email = await renderShipmentEmail(ctx, send.tenantId, send.templateId, send.shipmentId);
  return email && { type: 'EMAIL', to: send.to, subject: email.rendered.subject, html: email.rendered.html };
}

const normalisedAddresses = (send: ShipmentSend) => [...new Set(send.to.map((address) => address.trim().toLowerCase()).filter(Boolean))];

/**
 * E-mails through the merchant's templates, in a handful of statements whatever their number (an
 * automation pass queues hundreds): each tenant's templates, shipments and unsubscribed addresses
 * are read once and the messages are queued in one insert. Answers in the order of `sends`: each
 * send's recipients, or null when its template or shipment is not the tenant's (deleted since).
 */
export async function queueShipmentEmails(ctx: ServiceContext, sends: ShipmentSend[]): Promise<(RecipientOutcome[] | null)[]> {
  const outcomes: (RecipientOutcome[] | null)[] = sends.map(() => null);
  if (!sends.length) return outcomes;
  const mails: MailMessage[] = [];
  const linksOf = await unsubscribeLinkMaker(ctx);
  // Each send keeps its place in the caller's list.
  for (const [tenantId, group] of groupByTenant(sends.map((send, index) => ({ tenantId: send.tenantId, send, index })))) {
    // One after the other: `ctx.db` may be a transaction, which takes one query at a time.
    const templates = new Map<string, EmailTemplateRow | null>();
    for (const templateId of new Set(group.map(({ send }) => send.templateId))) templates.set(templateId, await findEmailTemplate(ctx.db, tenantId, templateId));
    const shipments = await loadTemplateSources(ctx, tenantId, [...new Set(group.map(({ send }) => send.shipmentId))], findCourier);
    const settings = await publishedPageSettings(ctx, tenantId);
    const unsubscribed = await unsubscribedAmong(ctx.db, tenantId, group.flatMap(({ send }) => normalisedAddresses(send)));
    for (const { send, index } of group) {
      const template = templates.get(send.templateId);
      const shipment = shipments.get(send.shipmentId);
      if (!template || !shipment) continue;
      const rendered = localisedEmail(template, shipment, settings);
      outcomes[index] = normalisedAddresses(send).map((to) => {
        if (unsubscribed.has(to)) return { to, outcome: 'unsubscribed' };
        mails.push(customerMail(send, template, rendered, to, linksOf(tenantId, to)));
        return { to, outcome: 'queued' };
      });
    }
  }
  await queueMails(ctx.db, mails);
  return outcomes;
}

/** One recipient's copy: the unsubscribe link in the footer, the text and the List-Unsubscribe headers (RFC 8058). */
function customerMail(send: ShipmentSend, template: EmailTemplateRow, rendered: RenderedEmail, to: string, links: { page: string; oneClick: string }): MailMessage {
  const footer = `<p style="margin:24px 0 0;color:#6b7280;font-size:12px;text-align:center;">Don't want these e-mails? <a href="${links.page}" style="color:#6b7280;">Unsubscribe</a></p>`;
  return {
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
  };
}

/** The recipient's time zone: the parcel's destination, else the number's country, else the merchant's; UTC when none is known. */
function recipientZone(destination: { country: string | null; state: string | null } | null, e164: string, merchantCountry: string): string {
  return timeZoneOfPlace(destination?.country, destination?.state) ?? timeZoneOfPlace(countryOfNumber(e164)) ?? timeZoneOfPlace(merchantCountry) ?? 'UTC';
}

/**
 * Numbers are read in the merchant's country unless they carry their own code; an invalid one
 * is recorded, not sent. A number that replied STOP to this merchant is skipped; an SMS due in
 * the recipient's quiet hours is queued to leave when they end (part 3 "Inbound SMS").
 */
export async function queueShipmentSms(ctx: ServiceContext, send: ShipmentSend, now: Date = new Date()): Promise<RecipientOutcome[] | null> {
  const body = await renderShipmentSms(ctx, send.tenantId, send.templateId, send.shipmentId);
  const [tenant] = await ctx.db.select({ countryIso: tenants.countryIso }).from(tenants).where(eq(tenants.id, send.tenantId));
  if (body === null || !tenant) return null;
  const recipients = [...new Set(send.to.map((number) => number.trim()).filter(Boolean))].map((raw) => ({ raw, number: normaliseSmsNumber(raw, tenant.countryIso) }));
  const optedOut = await optedOutAmong(ctx.db, send.tenantId, recipients.flatMap(({ number }) => (number.ok ? [number.e164] : [])));
  const quietHours = await quietHoursOf(ctx.db, send.tenantId);
  const destination = quietHours ? await findSmsDestination(ctx.db, send.tenantId, send.shipmentId) : null;
  const outcomes: RecipientOutcome[] = [];
  for (const { raw, number } of recipients) {
    const message = { tenantId: send.tenantId, kind: 'customer' as const, body, idempotencyKey: `${send.idempotencyKey}:${number.ok ? number.e164 : raw}` };
    if (!number.ok) {
      await recordUndeliverableSms(ctx.db, { ...message, to: raw, reason: number.reason });
      outcomes.push({ to: raw, outcome: 'invalid_number' });
    } else if (optedOut.has(number.e164)) {
      outcomes.push({ to: number.e164, outcome: 'opted_out' });
    } else {
      const zone = recipientZone(destination, number.e164, tenant.countryIso);
      const until = quietHoursRelease(now, zone, quietHours);
      await queueSms(ctx.db, { ...message, to: number.e164, ...(until ? { sendAfter: until } : {}) });
      outcomes.push({ to: number.e164, outcome: 'queued', ...(until ? { heldUntil: { until, zone } } : {}) });
    }
  }
  return outcomes;
}
