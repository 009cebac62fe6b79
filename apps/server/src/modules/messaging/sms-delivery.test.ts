import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.js';
import { signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { addShipment } from '../../test/shipments.js';
import { startTwilioServer, type TwilioServer } from '../../test/twilio-server.js';
import { queueShipmentSms } from './customer-messages.js';
import { OUTSIDE_QUIET_HOURS } from '../../test/sms.js';

/** The product's SMS path as configured in production: template, number, outbox, worker, the provider's Messages API. */
describe('SMS to customers through a Twilio-compatible provider', () => {
  let twilio: TwilioServer;
  let t: TestApp;
  beforeAll(async () => {
    twilio = await startTwilioServer({ accountSid: 'AC0123', authToken: 'secret-token', invalidNumbers: ['+15005550001'] });
    t = await createTestApp({
      sms: { providerUrl: twilio.baseUrl, accountSid: 'AC0123', authToken: 'secret-token', from: '+15005550006' },
      outboundAllowCidrs: ['127.0.0.0/8'],
    });
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  it('sends the rendered text, retries a provider hiccup, and records what the provider refused', async () => {
    const owner = await signUp(t.app);
    const tenantId = owner.session.user_details.tenant_id;
    const shipment = await addShipment(t.app, owner);
    const template = await t.app.inject({ method: 'POST', url: '/api/sms_template', headers: owner.headers, payload: { template_name: 'Update', body: 'Parcel [Tracking Number]: [Tracking Status]' } });
    await queueShipmentSms(t.app.ctx, { tenantId, templateId: template.json().data._id, shipmentId: shipment._id, to: ['+1 415 555 0100', '+1 500 555 0001'], idempotencyKey: 'rule:1' }, OUTSIDE_QUIET_HOURS);

    twilio.failNext(503);
    await t.app.mail.deliverPending();
    const rows = () => t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.channel, 'sms')));
    const byNumber = async (to: string) => (await rows()).find((row) => row.toAddress === to)!;
    // The 503 hit the first message: it waits for its retry; the refused number is final.
    expect(await byNumber('+14155550100')).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await byNumber('+15005550001')).toMatchObject({ status: 'failed', error: "Invalid 'To' Phone Number: +15005550001" });

    await t.database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(mailOutbox.toAddress, '+14155550100'));
    await t.app.mail.deliverPending();
    expect(await byNumber('+14155550100')).toMatchObject({ status: 'sent', providerId: expect.stringMatching(/^SM/) });
    expect(twilio.messages).toEqual([expect.objectContaining({ to: '+14155550100', from: '+15005550006', body: `Parcel ${shipment.tracking_number}: Pending` })]);
  });
});
