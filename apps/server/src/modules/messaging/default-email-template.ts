import type { Db } from '../../db/client.js';
import { insertEmailTemplate, type EmailTemplateValues } from './repository.js';

/**
 * The template every new merchant starts with, so an automation can e-mail customers on day one.
 * Plain markup with inline styles: e-mail clients ignore most stylesheets.
 */
const BODY = `<p>[Logo]</p>
<h2 style="margin:0 0 12px;font-size:20px;">Your order [Order ID] is [Tracking Status]</h2>
<p>Hi [Customer Name],</p>
<p>Here is the latest on your shipment <strong>[Tracking Number]</strong> with [Courier Name]: <strong>[Last Checkpoint]</strong></p>
<p>Expected delivery: <strong>[Expected Delivery]</strong></p>
<p><a href="[Tracking Page Link]" style="display:inline-block;padding:10px 18px;background:#1565c0;color:#ffffff;border-radius:4px;text-decoration:none;">Track your shipment</a></p>
<h3 style="margin:24px 0 8px;font-size:16px;">Journey so far</h3>
<p>[Tracking Timeline]</p>
<p style="color:#5f6b7a;font-size:13px;">[Company Name] · [Contact Number] · [Website]</p>`;

function defaultEmailTemplate(replyTo: string): EmailTemplateValues {
  return {
    templateName: 'Shipment update',
    fromName: '',
    fromEmail: null,
    replyTo,
    ccEmails: [],
    subject: '[Company Name]: your order [Order ID] is [Tracking Status]',
    body: BODY,
  };
}

/** Gives a new merchant the default template, replies going to the merchant's own address. */
export async function addDefaultEmailTemplate(db: Db, tenantId: string, replyTo: string): Promise<void> {
  await insertEmailTemplate(db, tenantId, defaultEmailTemplate(replyTo));
}
