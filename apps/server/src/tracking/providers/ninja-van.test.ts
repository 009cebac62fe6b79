import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decodeNinjaVanUserId, encodeNinjaVanUserId, NINJA_VAN_STATUSES, ninjaVanWebhookUrl, parseNinjaVanEvent, verifyNinjaVanSignature,
} from './ninja-van.js';

const SECRET = 'b1f0c5e2a9d84e7f';

/** A Webhook v1 body as Ninja Van documents it. */
const v1 = (status: string, extra: Record<string, unknown> = {}) => ({
  shipper_id: 3495,
  status,
  shipper_ref_no: 'SR-1001',
  tracking_ref_no: 'TR-1001',
  shipper_order_ref_no: 'ORD-1001',
  timestamp: '2024-05-02T09:15:30+0800',
  id: '5f1d4d4e-8a8b-4b8e-9c55-3f6f7d2c1a10',
  previous_status: 'Arrived at Sorting Hub',
  tracking_id: 'NVSGTRAILPOST0001',
  ...extra,
});

describe('Ninja Van webhook URL', () => {
  it.each([
    '64f0c2a1e4b0d7a5c3e9f812',
    'user 42',
    'a+b/c=d?&é',
    'ünïcødé—用户',
    '',
    '~!*()\'',
  ])('round-trips %j', (userId) => {
    const encoded = encodeNinjaVanUserId(userId);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
    expect(decodeNinjaVanUserId(encoded)).toBe(userId);
  });

  it('URL-encodes, base64-encodes and substitutes + / =', () => {
    // encodeURIComponent('a>?') = 'a%3E%3F'; base64 = 'YSUzRSUzRg==' -> padding dropped.
    expect(encodeNinjaVanUserId('a>?')).toBe('YSUzRSUzRg');
    // bytes that base64 to '+' and '/': '>>>' is not URL-encoded the same, so check a raw case.
    expect(Buffer.from(encodeURIComponent('~~~?'), 'utf8').toString('base64')).toContain('+');
    expect(encodeNinjaVanUserId('~~~?')).not.toMatch(/[+/=]/);
    expect(decodeNinjaVanUserId(encodeNinjaVanUserId('~~~?'))).toBe('~~~?');
    expect(ninjaVanWebhookUrl('https://app.example.com/', 'u1')).toBe(`https://app.example.com/ninjavan_webhook/consume/${encodeNinjaVanUserId('u1')}`);
  });

  it('refuses what the encoder cannot produce', () => {
    expect(() => decodeNinjaVanUserId('abc=')).toThrow();
    expect(() => decodeNinjaVanUserId('ab+c')).toThrow();
    expect(() => decodeNinjaVanUserId('a')).toThrow();
    expect(() => decodeNinjaVanUserId(Buffer.from('%E0%A4%A', 'utf8').toString('base64url'))).toThrow();
  });
});

describe('Ninja Van signature (X-Ninjavan-Hmac-Sha256)', () => {
  const body = JSON.stringify(v1('Successful Delivery'));
  const good = createHmac('sha256', SECRET).update(body).digest('base64');

  it('accepts the base64 HMAC-SHA256 of the raw body', () => {
    expect(verifyNinjaVanSignature(body, good, SECRET)).toBe(true);
    expect(verifyNinjaVanSignature(Buffer.from(body), ` ${good}\n`, SECRET)).toBe(true);
  });

  it('refuses another body, secret, encoding or a missing header', () => {
    expect(verifyNinjaVanSignature(`${body} `, good, SECRET)).toBe(false);
    expect(verifyNinjaVanSignature(body, good, 'other-secret')).toBe(false);
    expect(verifyNinjaVanSignature(body, createHmac('sha256', SECRET).update(body).digest('hex'), SECRET)).toBe(false);
    expect(verifyNinjaVanSignature(body, undefined, SECRET)).toBe(false);
    expect(verifyNinjaVanSignature(body, good, '')).toBe(false);
  });
});

describe('Ninja Van webhook events', () => {
  it('maps a v1 body into one checkpoint', () => {
    const parsed = parseNinjaVanEvent(JSON.stringify(v1('Pending Reschedule', { comments: 'Nobody at location' })));
    expect(parsed).toEqual({
      trackingNumber: 'NVSGTRAILPOST0001',
      status: 'FailedAttempt',
      event: {
        dedupeKey: expect.stringMatching(/^ninjavan:[0-9a-f]{40}$/),
        time: new Date('2024-05-02T01:15:30Z'),
        tag: 'FailedAttempt',
        subtag: 'Pending Reschedule',
        message: 'Nobody at location',
        location: null,
        countryIso: null,
        informational: false,
        unmapped: false,
      },
    });
    expect(parseNinjaVanEvent(v1('Pending Reschedule')).event.dedupeKey).toBe(parsed.event.dedupeKey);
    expect(parseNinjaVanEvent(v1('Completed')).event.dedupeKey).not.toBe(parsed.event.dedupeKey);
  });

  it('maps a v2 body with its hub and failure reason', () => {
    const parsed = parseNinjaVanEvent({
      tracking_id: 'NVMYTRAILPOST0002',
      shipper_order_ref_no: 'ORD-2002',
      timestamp: '2024-05-03T14:39:44+08:00',
      event: 'Delivery Exception, Pending Reschedule',
      status: 'Delivery Exception',
      is_parcel_on_rts_leg: false,
      delivery_exception: { state: 'Pending Reschedule', failure_reason: 'Nobody at Location' },
    });
    expect(parsed.status).toBe('FailedAttempt');
    expect(parsed.event.message).toBe('Delivery Exception, Pending Reschedule: Nobody at Location');

    const hub = parseNinjaVanEvent({
      tracking_id: 'NVMYTRAILPOST0002', timestamp: '2024-05-01T08:00:00+08:00', event: 'Arrived at Origin Hub', status: 'In Transit',
      is_parcel_on_rts_leg: false, arrived_at_origin_hub_information: { country: 'MY', city: 'Shah Alam', hub: 'Shah Alam Sort Centre' },
    });
    expect(hub.event).toMatchObject({ tag: 'InTransit', location: 'Shah Alam Sort Centre, Shah Alam', countryIso: 'MY' });

    const back = parseNinjaVanEvent({ tracking_id: 'NVMY2', timestamp: '2024-05-09T10:00:00+08:00', event: 'On Vehicle for Delivery', status: 'On Vehicle for Delivery', is_parcel_on_rts_leg: true });
    expect(back.status).toBe('Exception');
    expect(parseNinjaVanEvent({ tracking_id: 'NVMY3', timestamp: '2024-05-09T10:00:00+08:00', event: 'Some future event', status: 'Delivered' }).status).toBe('Delivered');
  });

  it('keeps an unknown word with the fallback status, flagged unmapped, and refuses only a body without tracking id', () => {
    expect(parseNinjaVanEvent(v1('Teleported')).event).toMatchObject({ tag: 'InTransit', subtag: 'Teleported', unmapped: true });
    expect(parseNinjaVanEvent(v1('Parcel Returned to Warehouse')).event).toMatchObject({ tag: 'Exception', unmapped: true });
    expect(parseNinjaVanEvent(v1('Delivery Failed, Customer Absent')).event).toMatchObject({ tag: 'FailedAttempt', unmapped: true });
    // A v2 event we do not know yet is read by its coarse status, and still flagged so the table grows.
    const v2Unknown = parseNinjaVanEvent({ tracking_id: 'NVMY4', timestamp: '2024-05-09T10:00:00+08:00', event: 'Delivered, Left with Neighbour', status: 'Delivered' });
    expect(v2Unknown.event).toMatchObject({ tag: 'Delivered', subtag: 'Delivered, Left with Neighbour', unmapped: true });
    expect(parseNinjaVanEvent(v1('Arrived at Sorting Hub')).event.unmapped).toBe(false);
    expect(() => parseNinjaVanEvent({ status: 'Completed' })).toThrow(/tracking_id/);
  });

  it('flags size and weight scans as informational, so they never move the status', () => {
    for (const word of ['Parcel Measurements Update', 'Parcel Size', 'Parcel Weight', 'PARCEL WEIGHT']) {
      expect(parseNinjaVanEvent(v1(word)).event).toMatchObject({ informational: true, unmapped: false });
    }
    expect(parseNinjaVanEvent(v1('Successful Delivery')).event.informational).toBe(false);
  });

  /** The spec's dashboard list (§9: 19 events from Pending Pickup to Pending Reschedule) and everything else documented. */
  const expected: Array<[string, string]> = [
    ['Pending Pickup', 'InfoReceived'],
    ['Van en-route to pickup', 'InfoReceived'],
    ['En-route to Sorting Hub', 'InTransit'],
    ['Arrived at Sorting Hub', 'InTransit'],
    ['Arrived at Origin Hub', 'InTransit'],
    ['On Vehicle for Delivery', 'OutForDelivery'],
    ['Completed', 'Delivered'],
    ['Pending Reschedule', 'FailedAttempt'],
    ['Pickup fail', 'Exception'],
    ['Cancelled', 'Exception'],
    ['Returned to Sender', 'Exception'],
    ['Parcel Size', 'InTransit'],
    ['Arrived at Distribution Point', 'OutForDelivery'],
    ['Successful Delivery', 'Delivered'],
    ['Successful Pickup', 'InTransit'],
    ['Parcel Weight', 'InTransit'],
    ['Cross Border Transit', 'InTransit'],
    ['Customs Cleared', 'InTransit'],
    ['Customs Held', 'Exception'],
    ['Return to Sender Triggered', 'Exception'],
    ['Pending Pickup at Distribution Point', 'InTransit'],
    ['Parcel Measurements Update', 'InTransit'],
    ['First Attempt Delivery Fail', 'FailedAttempt'],
    ['On Vehicle for Delivery (RTS)', 'Exception'],
    ['Transferred to 3PL', 'InTransit'],
    ['Staging', 'InfoReceived'],
    ['Picked Up', 'InTransit'],
  ];
  it.each(expected)('maps v1 status %s to %s', (status, tag) => {
    expect(parseNinjaVanEvent(v1(status)).status).toBe(tag);
    expect(parseNinjaVanEvent(v1(status.toUpperCase())).status).toBe(tag);
  });

  it.each(Object.entries(NINJA_VAN_STATUSES))('maps every table entry: %s -> %s (as a v2 event)', (word, tag) => {
    const parsed = parseNinjaVanEvent({ tracking_id: 'NVSG9', timestamp: '2024-05-01T08:00:00+08:00', event: word, status: 'x', is_parcel_on_rts_leg: false });
    expect(parsed.status).toBe(tag);
    expect(parsed.event.subtag).toBe(word);
  });
});
