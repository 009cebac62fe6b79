import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.js';
import { signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { addShipment } from '../../test/shipments.js';
import { queueShipmentEmails, queueShipmentSms, type ShipmentSend } from './customer-messages.js';
import { unsubscribe, unsubscribeLinkMaker } from './unsubscribe.js';
import { OUTSIDE_QUIET_HOURS } from '../../test/sms.js';

const t = useTestApp();

/** One send on its own, as an automation pass of one step makes it. */
const queueShipmentEmail = async (ctx: typeof t.app.ctx, send: ShipmentSend) => (await queueShipmentEmails(ctx, [send]))[0];

const tenantOf = (who: SignedIn) => who.session.user_details.tenant_id;
const outboxOf = (who: SignedIn) => t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.tenantId, tenantOf(who)), eq(mailOutbox.kind, 'customer')));

async function firstEmailTemplate(who: SignedIn): Promise<string> {
  return (await t.app.inject({ method: 'GET', url: '/api/email_template/list', headers: who.headers })).json().data[0]._id as string;
}

async function smsTemplate(who: SignedIn): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/sms_template', headers: who.headers, payload: { template_name: 'Update', body: '[Tracking Number] is [Tracking Status]' } });
  return response.json().data._id as string;
}

describe("messages to a merchant's customers", () => {
  it('e-mail the shipment filled in, with a working unsubscribe link and header, once per key', async () => {
    const owner = await signUp(t.app, { name: 'Acme Store' });
    const shipment = await addShipment(t.app, owner, { customer_name: 'Asha & Ravi' });
    const send = { tenantId: tenantOf(owner), templateId: await firstEmailTemplate(owner), shipmentId: shipment._id, to: ['Buyer@Example.com', 'buyer@example.com'], idempotencyKey: 'rule-1:event-1' };

    expect(await queueShipmentEmail(t.app.ctx, send)).toEqual([{ to: 'buyer@example.com', outcome: 'queued' }]);
    await queueShipmentEmail(t.app.ctx, send);
    const [mail, ...others] = await outboxOf(owner);
    expect(others).toEqual([]);
    expect(mail!.subject).toMatch(/^Acme Store: your order .* is Pending$/);
    expect(mail!.htmlBody).toContain(shipment.tracking_number);
    expect(mail!.htmlBody).toContain('Hi Asha &#38; Ravi,');
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const oneClick = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    expect(mail!.htmlBody).toContain('Unsubscribe</a>');

    // The header's address works: after it, that merchant's mail to the address is skipped.
    const response = await t.app.inject({ method: 'POST', url: oneClick.slice(t.config.publicUrl.length), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(response.statusCode).toBe(200);
    expect(await queueShipmentEmail(t.app.ctx, { ...send, idempotencyKey: 'rule-1:event-2' })).toEqual([{ to: 'buyer@example.com', outcome: 'unsubscribed' }]);
    expect(await outboxOf(owner)).toHaveLength(1);
  });

  it("send nothing for another tenant's template or shipment", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const shipment = await addShipment(t.app, owner);
    expect(await queueShipmentEmail(t.app.ctx, { tenantId: tenantOf(owner), templateId: await firstEmailTemplate(stranger), shipmentId: shipment._id, to: ['a@example.com'], idempotencyKey: 'k' })).toBeNull();
    expect(await queueShipmentSms(t.app.ctx, { tenantId: tenantOf(stranger), templateId: await smsTemplate(stranger), shipmentId: shipment._id, to: ['+14155550100'], idempotencyKey: 'k' })).toBeNull();
  });

  it("text E.164 numbers, reading local ones in the merchant's country, and record an invalid one instead of sending it", async () => {
    const owner = await signUp(t.app);
    const shipment = await addShipment(t.app, owner);
    const outcomes = await queueShipmentSms(t.app.ctx, {
      tenantId: tenantOf(owner),
      templateId: await smsTemplate(owner),
      shipmentId: shipment._id,
      to: ['098765 43210', '+1 (415) 555-0100', '12345'],
      idempotencyKey: 'rule-2:event-1',
    }, OUTSIDE_QUIET_HOURS);
    expect(outcomes).toEqual([
      { to: '+919876543210', outcome: 'queued' },
      { to: '+14155550100', outcome: 'queued' },
      { to: '12345', outcome: 'invalid_number' },
    ]);
    const rows = await outboxOf(owner);
    expect(rows.filter((row) => row.status === 'pending').map((row) => row.textBody)).toEqual([`${shipment.tracking_number} is Pending`, `${shipment.tracking_number} is Pending`]);
    expect(rows.find((row) => row.toAddress === '12345')).toMatchObject({ channel: 'sms', status: 'failed', error: expect.any(String) });
  });

  it('unsubscribing is per merchant', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { page } = (await unsubscribeLinkMaker(t.app.ctx))(tenantOf(owner), 'shared@example.com');
    await unsubscribe(t.app.ctx, new URL(page).searchParams.get('token')!);
    const shipment = await addShipment(t.app, other);
    expect(await queueShipmentEmail(t.app.ctx, { tenantId: tenantOf(other), templateId: await firstEmailTemplate(other), shipmentId: shipment._id, to: ['shared@example.com'], idempotencyKey: 'k' })).toEqual([
      { to: 'shared@example.com', outcome: 'queued' },
    ]);
  });
});
