import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SmsConfig } from '../config.js';
import { startTwilioServer, type TwilioServer } from '../test/twilio-server.js';
import { createSafeFetch } from './safe-fetch.js';
import { createSmsSender, SmsDeliveryError, smsForm, type SmsSender } from './sms.js';

const ACCOUNT_SID = `AC${'1'.repeat(32)}`;
const AUTH_TOKEN = 'f'.repeat(32);
const SERVICE_SID = `MG${'a'.repeat(32)}`;

let twilio: TwilioServer;
const http = createSafeFetch({ allowCidrs: ['127.0.0.0/8'] });

beforeAll(async () => {
  twilio = await startTwilioServer({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
});
beforeEach(() => {
  twilio.messages.length = 0;
});
afterAll(async () => {
  await http.close();
  await twilio.close();
});

function smsConfig(overrides: Partial<SmsConfig> = {}): SmsConfig {
  return { providerUrl: twilio.baseUrl, accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: '+15005550006', ...overrides };
}

function sender(overrides: Partial<SmsConfig> = {}): SmsSender {
  return createSmsSender({ sms: smsConfig(overrides), outboundAllowCidrs: [] }, http)!;
}

async function deliveryError(promise: Promise<unknown>): Promise<SmsDeliveryError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SmsDeliveryError);
  return error as SmsDeliveryError;
}

describe('SMS sender', () => {
  it('is not there without SMS configuration: messages stay in the outbox', () => {
    expect(createSmsSender({ sms: null, outboundAllowCidrs: [] })).toBeNull();
  });

  it('sends To, From and Body with basic auth and returns the message SID', async () => {
    const result = await sender().send({ to: '+919876543210', body: 'Your parcel is out for delivery.' });
    expect(result.providerId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(result.status).toBe('queued');
    expect(twilio.messages).toEqual([{ sid: result.providerId, to: '+919876543210', from: '+15005550006', messagingServiceSid: null, body: 'Your parcel is out for delivery.' }]);
  });

  it('sends through a messaging service when the sender is its SID', async () => {
    const result = await sender({ from: SERVICE_SID }).send({ to: '+447911123456', body: 'Hi' });
    expect(result.status).toBe('accepted');
    expect(twilio.messages[0]).toMatchObject({ from: null, messagingServiceSid: SERVICE_SID });
  });

  it('sends line breaks as CR LF, as the counter counted them', async () => {
    await sender().send({ to: '+919876543210', body: 'Shipped\nTrack: https://t.example/1' });
    expect(twilio.messages[0]!.body).toBe('Shipped\r\nTrack: https://t.example/1');
  });

  it("gives a final error with the provider's code and message for an invalid number", async () => {
    const error = await deliveryError(sender().send({ to: '+15005550001', body: 'Hi' }));
    expect(error).toMatchObject({ retryable: false, code: 21211, httpStatus: 400, message: "Invalid 'To' Phone Number: +15005550001" });
    expect(twilio.messages).toHaveLength(0);
  });

  it('gives a final error for wrong credentials', async () => {
    const error = await deliveryError(sender({ authToken: 'wrong' }).send({ to: '+919876543210', body: 'Hi' }));
    expect(error).toMatchObject({ retryable: false, code: 20003, httpStatus: 401, message: 'Authenticate: Your AccountSid or AuthToken was incorrect.' });
  });

  it.each([
    [429, 20429, 'Too Many Requests'],
    [500, 20500, 'Internal Server Error'],
    [503, 20503, 'Service Unavailable'],
  ] as const)('gives a retryable error when the provider answers %i', async (status, code, message) => {
    twilio.failNext(status);
    const error = await deliveryError(sender().send({ to: '+919876543210', body: 'Hi' }));
    expect(error).toMatchObject({ retryable: true, code, httpStatus: status, message });
    const retried = await sender().send({ to: '+919876543210', body: 'Hi' });
    expect(twilio.messages.map((m) => m.sid)).toEqual([retried.providerId]);
  });

  it('gives a retryable error when the provider cannot be reached', async () => {
    const down = await startTwilioServer({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
    await down.close();
    const error = await deliveryError(sender({ providerUrl: down.baseUrl }).send({ to: '+919876543210', body: 'Hi' }));
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/Could not reach/);
  });

  it('sends nothing to a provider address that outbound HTTP refuses', async () => {
    const guarded = createSmsSender({ sms: smsConfig(), outboundAllowCidrs: [] })!;
    const error = await deliveryError(guarded.send({ to: '+919876543210', body: 'Hi' }));
    expect(error).toMatchObject({ retryable: false, message: expect.stringMatching(/127\.0\.0\.1 is a loopback address/) });
  });

  it('tells a messaging service SID from a sender ID that merely starts with MG', () => {
    const config = smsConfig({ from: 'MGSHOP' });
    expect(smsForm(config, { to: '+919876543210', body: 'Hi' }).get('From')).toBe('MGSHOP');
    expect(smsForm({ ...config, from: SERVICE_SID }, { to: '+919876543210', body: 'Hi' }).get('MessagingServiceSid')).toBe(SERVICE_SID);
  });
});
