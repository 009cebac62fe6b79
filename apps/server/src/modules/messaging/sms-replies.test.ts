import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SMS_SETTINGS_MESSAGES } from '@trailpost/contracts';
import { mailOutbox, shipments, smsOptOuts } from '../../db/schema/index.js';
import { twilioSignature } from '../../platform/sms-signature.js';
import { createSubUser, messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { addShipment } from '../../test/shipments.js';
import { OUTSIDE_QUIET_HOURS } from '../../test/sms.js';
import { startTwilioServer, type TwilioServer } from '../../test/twilio-server.js';
import { createRule, emailRule, runAutomations, smsAction, smsTemplateId, stepsOf, tenantOf } from '../automations/test/helpers.js';
import { queueShipmentSms } from './customer-messages.js';

/** Replies to the sending number (STOP, START) and quiet hours (part 3 "Inbound SMS", decision 0060). */
const TOKEN = 'inbound-token';
let twilio: TwilioServer;
let t: TestApp;

beforeAll(async () => {
  twilio = await startTwilioServer({ accountSid: 'AC0123', authToken: TOKEN });
  t = await createTestApp({ sms: { providerUrl: twilio.baseUrl, accountSid: 'AC0123', authToken: TOKEN, from: '+15005550006' }, outboundAllowCidrs: ['127.0.0.0/8'] });
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});
afterEach(() => vi.useRealTimers());

const INBOUND_URL = () => `${t.config.publicUrl}/api/sms/inbound`;
const form = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** A reply as Twilio posts it, signed as Twilio signs it unless `signature` says otherwise. */
function reply(from: string, body: string, signature?: string) {
  const params = { ToCountry: 'US', SmsSid: `SM${Date.now()}`, AccountSid: 'AC0123', From: from, To: '+15005550006', Body: body, NumMedia: '0' };
  return t.app.inject({
    method: 'POST',
    url: '/api/sms/inbound',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature ?? twilioSignature(TOKEN, INBOUND_URL(), params) },
    payload: form(params),
  });
}

const optOutsOf = async (who: SignedIn) =>
  (await t.database.db.select({ phoneNumber: smsOptOuts.phoneNumber, keyword: smsOptOuts.keyword }).from(smsOptOuts).where(eq(smsOptOuts.tenantId, tenantOf(who)))).map(
    (row) => `${row.phoneNumber} ${row.keyword}`,
  );

/** A merchant that texted `number` once (so a reply from it is this merchant's), at a time outside quiet hours. */
async function merchantThatTexted(number: string): Promise<SignedIn> {
  const merchant = await signUp(t.app);
  const shipment = await addShipment(t.app, merchant);
  const outcomes = await queueShipmentSms(
    t.app.ctx,
    { tenantId: tenantOf(merchant), templateId: await smsTemplateId(t.app, merchant), shipmentId: shipment._id, to: [number], idempotencyKey: `first:${number}` },
    OUTSIDE_QUIET_HOURS,
  );
  expect(outcomes).toEqual([{ to: number, outcome: 'queued' }]);
  return merchant;
}

describe("Twilio's request signature", () => {
  // Twilio's published examples (its api-snippets for signature validation), checked with its own SDK.
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = (caller: string) => ({ CallSid: 'CA1234567890ABCDE', Caller: caller, Digits: '1234', From: caller, To: '+18005551212' });

  it("is computed as Twilio's documentation and SDK compute it", () => {
    expect(twilioSignature('12345', url, params('+14158675309'))).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    expect(twilioSignature('12345', url, params('+14158675310'))).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
  });

  it('changes with any parameter, the address and the token', () => {
    const good = twilioSignature('12345', url, params('+14158675310'));
    expect(twilioSignature('12345', url, { ...params('+14158675310'), Digits: '1235' })).not.toBe(good);
    expect(twilioSignature('12345', `${url}&baz=3`, params('+14158675310'))).not.toBe(good);
    expect(twilioSignature('54321', url, params('+14158675310'))).not.toBe(good);
  });
});

describe('POST /sms/inbound', () => {
  it('STOP opts the number out of the SMS of the merchant that texted it last, and answers empty TwiML', async () => {
    const number = '+14155550111';
    const earlier = await merchantThatTexted(number);
    const latest = await merchantThatTexted(number);
    const response = await reply(number, ' stop ');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    expect(response.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await optOutsOf(latest)).toEqual([`${number} STOP`]);
    expect(await optOutsOf(earlier)).toEqual([]);
  });

  it.each(['UNSUBSCRIBE', 'cancel', 'End', 'QUIT.'])('%s opts out as well', async (word) => {
    const number = `+1415555${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const merchant = await merchantThatTexted(number);
    expect((await reply(number, word)).statusCode).toBe(200);
    expect(await optOutsOf(merchant)).toEqual([`${number} ${word.replace('.', '').toUpperCase()}`]);
  });

  it('START and UNSTOP opt it back in; other text, and a number nobody texted, change nothing', async () => {
    const number = '+14155550112';
    const merchant = await merchantThatTexted(number);
    await reply(number, 'STOP');
    expect(await optOutsOf(merchant)).toHaveLength(1);
    await reply(number, 'Please stop sending me these');
    expect(await optOutsOf(merchant)).toHaveLength(1);
    await reply(number, 'start');
    expect(await optOutsOf(merchant)).toEqual([]);
    await reply(number, 'STOP');
    await reply(number, 'UNSTOP');
    expect(await optOutsOf(merchant)).toEqual([]);
    const stranger = await reply('+14155550199', 'STOP');
    expect(stranger.statusCode).toBe(200);
    expect(await t.database.db.select().from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, '+14155550199'))).toEqual([]);
  });

  it('refuses a forged or missing signature with 403 in the envelope, and changes nothing', async () => {
    const number = '+14155550113';
    const merchant = await merchantThatTexted(number);
    const forged = await reply(number, 'STOP', twilioSignature('not-the-token', INBOUND_URL(), { From: number, Body: 'STOP' }));
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ meta: { code: 403, message: [SMS_SETTINGS_MESSAGES.badSignature], error_code: 'forbidden' }, data: null });
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/sms/inbound', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ From: number, To: '+15005550006', Body: 'STOP' }) });
    expect(unsigned.statusCode).toBe(403);
    // Signed for other parameters than those posted.
    const params = { From: number, To: '+15005550006', Body: 'START' };
    const replayed = await t.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature(TOKEN, INBOUND_URL(), params) },
      payload: form({ ...params, Body: 'STOP' }),
    });
    expect(replayed.statusCode).toBe(403);
    expect(await optOutsOf(merchant)).toEqual([]);
  });

  it('refuses every reply when SMS is not set up (nothing to check a signature with)', async () => {
    const bare = await createTestApp();
    try {
      const params = { From: '+14155550114', To: '+15005550006', Body: 'STOP' };
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature(TOKEN, INBOUND_URL(), params) },
        payload: form(params),
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await bare.close();
    }
  });

  it('answers a body without From, To or Body with 400 in the envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/sms/inbound', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ Body: 'STOP' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().meta.code).toBe(400);
  });
});

describe("an automation's SMS to a number that opted out", () => {
  it('is skipped and the rule log says so; after START the next one goes', async () => {
    const number = '+14155550115';
    const merchant = await merchantThatTexted(number);
    await t.app.inject({ method: 'PUT', url: '/api/user/sms_settings', headers: merchant.headers, payload: { sms_quiet_hours: null } });
    const rule = await createRule(t.app, merchant, emailRule('', { action: [smsAction(await smsTemplateId(t.app, merchant))] }));
    await reply(number, 'STOP');
    const first = await addShipment(t.app, merchant, { customer_phone_numbers: [number, '+14155550116'] });
    await runAutomations(t.app);
    const stepOf = async (shipmentId: string) => (await stepsOf(t, rule._id)).find((step) => step.shipment_id === shipmentId);
    expect(await stepOf(first._id)).toMatchObject({ status: 'done', sends: 1, detail: `Queued to +14155550116; opted out by replying STOP: ${number}` });

    await reply(number, 'START');
    const second = await addShipment(t.app, merchant, { customer_phone_numbers: [number] });
    await runAutomations(t.app);
    expect(await stepOf(second._id)).toMatchObject({ status: 'done', sends: 1, detail: `Queued to ${number}` });
  });
});

describe('quiet hours', () => {
  const NY_23_00 = new Date('2026-03-05T04:00:00Z'); // 23:00 on 4 March in New York (EST)
  const NY_08_00 = new Date('2026-03-05T13:00:00Z'); // 08:00 the next morning

  it('hold an SMS due at 23:00 recipient time until 08:00 there, then it is sent (controlled clock)', async () => {
    const merchant = await signUp(t.app);
    const rule = await createRule(t.app, merchant, emailRule('', { action: [smsAction(await smsTemplateId(t.app, merchant))] }));
    // The clock of the code only (the database keeps its own): the session stays valid.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NY_23_00);
    const shipment = await addShipment(t.app, merchant, { customer_phone_numbers: ['+44 7400 123456'] });
    // The parcel goes to New York: the number's own country (the UK) is not where the customer is.
    await t.database.db.update(shipments).set({ destinationCountry: 'US', destinationState: 'New York' }).where(and(eq(shipments.tenantId, tenantOf(merchant)), eq(shipments.id, shipment._id)));
    await runAutomations(t.app);
    expect(await stepsOf(t, rule._id)).toMatchObject([{ status: 'done', sends: 1, detail: 'Queued to +447400123456 (held for quiet hours until 2026-03-05 08:00 America/New_York)' }]);
    const held = () => t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.tenantId, tenantOf(merchant)), eq(mailOutbox.channel, 'sms')));
    expect(await held()).toMatchObject([{ status: 'pending', nextAttemptAt: NY_08_00 }]);

    vi.setSystemTime(new Date(NY_08_00.getTime() - 60_000));
    await t.app.mail.deliverPending();
    expect((await held())[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(twilio.messages.filter((message) => message.to === '+447400123456')).toEqual([]);

    vi.setSystemTime(NY_08_00);
    await t.app.mail.deliverPending();
    expect((await held())[0]).toMatchObject({ status: 'sent' });
    expect(twilio.messages.filter((message) => message.to === '+447400123456')).toHaveLength(1);
  });

  it("follow the merchant's hours, and none when turned off", async () => {
    const merchant = await signUp(t.app);
    const shipment = await addShipment(t.app, merchant);
    await t.database.db.update(shipments).set({ destinationCountry: 'DE' }).where(and(eq(shipments.tenantId, tenantOf(merchant)), eq(shipments.id, shipment._id)));
    const send = async (key: string, at: Date) =>
      queueShipmentSms(t.app.ctx, { tenantId: tenantOf(merchant), templateId: await smsTemplateId(t.app, merchant), shipmentId: shipment._id, to: ['+49 151 23456789'], idempotencyKey: key }, at);
    const berlinNoon = new Date('2026-07-01T10:00:00Z');
    await t.app.inject({ method: 'PUT', url: '/api/user/sms_settings', headers: merchant.headers, payload: { sms_quiet_hours: { start: '11:30', end: '13:00' } } });
    expect(await send('noon', berlinNoon)).toEqual([{ to: '+4915123456789', outcome: 'queued', heldUntil: { until: new Date('2026-07-01T11:00:00Z'), zone: 'Europe/Berlin' } }]);
    await t.app.inject({ method: 'PUT', url: '/api/user/sms_settings', headers: merchant.headers, payload: { sms_quiet_hours: null } });
    expect(await send('off', new Date('2026-07-01T22:00:00Z'))).toEqual([{ to: '+4915123456789', outcome: 'queued' }]);
  });
});

describe('GET and PUT /user/sms_settings', () => {
  const settings = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/user/sms_settings', headers: who.headers });
  const save = (who: SignedIn, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/user/sms_settings', headers: who.headers, payload: payload as object });

  it('start at 21:00 to 08:00, are saved and recorded in the audit log', async () => {
    const merchant = await signUp(t.app);
    expect((await settings(merchant)).json()).toEqual({ meta: { code: 200, message: ['Success'] }, data: { sms_quiet_hours: { start: '21:00', end: '08:00' } } });
    const saved = await save(merchant, { sms_quiet_hours: { start: '22:30', end: '07:00' } });
    expect(saved.json()).toEqual({ meta: { code: 200, message: [SMS_SETTINGS_MESSAGES.saved] }, data: { sms_quiet_hours: { start: '22:30', end: '07:00' } } });
    expect((await save(merchant, { sms_quiet_hours: null })).json().data).toEqual({ sms_quiet_hours: null });
    expect((await settings(merchant)).json().data).toEqual({ sms_quiet_hours: null });
    const audit = await t.app.inject({ method: 'GET', url: '/api/audit_log?action=sms.settings_updated', headers: merchant.headers });
    expect(audit.json().data.entries.map((entry: { changes: unknown }) => entry.changes)).toEqual([
      { sms_quiet_hours: { before: { start: '22:30', end: '07:00' }, after: null } },
      { sms_quiet_hours: { before: { start: '21:00', end: '08:00' }, after: { start: '22:30', end: '07:00' } } },
    ]);
  });

  it.each([
    [{ sms_quiet_hours: { start: '9:00', end: '08:00' } }, SMS_SETTINGS_MESSAGES.timeInvalid],
    [{ sms_quiet_hours: { start: '21:00', end: '24:00' } }, SMS_SETTINGS_MESSAGES.timeInvalid],
    [{ sms_quiet_hours: { start: '21:00' } }, SMS_SETTINGS_MESSAGES.timeInvalid],
    [{ sms_quiet_hours: { start: '08:00', end: '08:00' } }, SMS_SETTINGS_MESSAGES.sameTimes],
    [{ sms_quiet_hours: 'night' }, SMS_SETTINGS_MESSAGES.quietHoursInvalid],
  ])('refuses %j in the envelope and keeps what was saved', async (payload, message) => {
    const merchant = await signUp(t.app);
    const refused = await save(merchant, payload);
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)).toEqual([message]);
    expect((await settings(merchant)).json().data).toEqual({ sms_quiet_hours: { start: '21:00', end: '08:00' } });
  });

  it('need the Settings access, and change only their own account', async () => {
    const merchant = await signUp(t.app);
    const other = await signUp(t.app);
    const tracker = await createSubUser(t.app, t.database, merchant, ['tracking']);
    expect((await settings(tracker)).statusCode).toBe(403);
    expect((await save(tracker, { sms_quiet_hours: null })).statusCode).toBe(403);
    const admin = await createSubUser(t.app, t.database, merchant, ['settings']);
    expect((await save(admin, { sms_quiet_hours: null })).statusCode).toBe(200);
    expect((await settings(merchant)).json().data).toEqual({ sms_quiet_hours: null });
    expect((await settings(other)).json().data).toEqual({ sms_quiet_hours: { start: '21:00', end: '08:00' } });
  });
});
