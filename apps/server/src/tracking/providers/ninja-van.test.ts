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
  /** Webhook v1 statuses, in Ninja Van's own list and spelling; 'info' is an informational scan. */
  const DOCUMENTED_V1: [word: string, tag: string, why?: string][] = [
    ['Staging', 'InfoReceived', 'the order is created and staged; nothing collected yet'],
    ['Pending Pickup', 'InfoReceived'],
    ['Van En-route to Pickup', 'InfoReceived', 'a van is on the way to collect: the parcel is not with Ninja Van yet'],
    ['Successful Pickup', 'InTransit'],
    ['Pickup Fail', 'Exception', 'the parcel is still with the shipper; FailedAttempt is kept for failed deliveries'],
    ['En-route to Sorting Hub', 'InTransit'],
    ['Arrived at Sorting Hub', 'InTransit'],
    ['Arrived at Origin Hub', 'InTransit'],
    ['Transferred to 3PL', 'InTransit', 'handed to a partner for delivery: still on its way'],
    ['On Vehicle for Delivery', 'OutForDelivery'],
    ['On Vehicle for Delivery (RTS)', 'Exception', 'the van is taking it back to the sender, not to the customer'],
    ['Arrived at Distribution Point', 'OutForDelivery', 'placed at a Ninja Point for the customer to collect: ready to collect is our OutForDelivery'],
    ['Pending Pickup at Distribution Point', 'InTransit', 'dropped at a Ninja Point by the shipper, waiting for Ninja Van to collect it'],
    ['Successful Delivery', 'Delivered'],
    ['Completed', 'Delivered'],
    ['First Attempt Delivery Fail', 'FailedAttempt'],
    ['Pending Reschedule', 'FailedAttempt', 'the delivery failed and waits for a new date'],
    ['Return to Sender Triggered', 'Exception'],
    ['Returned to Sender', 'Exception'],
    ['Cancelled', 'Exception'],
    ['Parcel Size', 'info', 'a size change, not a movement (decision 0015)'],
    ['Parcel Weight', 'info', 'a weight change, not a movement'],
    ['Parcel Measurements Update', 'info', 'size, weight or dimensions changed, not a movement'],
    ['Cross Border Transit', 'InTransit', 'in the cross-border leg, or waiting for the consignee to pay tax'],
    ['Customs Cleared', 'InTransit'],
    ['Customs Held', 'Exception'],
  ];

  /** Webhook v2 events (`event`), then the coarse `status` each event belongs to. */
  const DOCUMENTED_V2: [word: string, tag: string, why?: string][] = [
    ['Pending Pickup', 'InfoReceived'],
    ['Pending Pickup, Shipper Dropoff', 'InfoReceived', 'the shipper will drop it off; not with Ninja Van yet'],
    ['Driver dispatched for Pickup', 'InfoReceived'],
    ['Picked Up, In Transit to Origin Hub', 'InTransit'],
    ['Pickup Exception, Pending Reschedule', 'Exception', 'the parcel is still with the shipper; FailedAttempt is kept for failed deliveries'],
    ['Pickup Exception, Reattempt Scheduled', 'Exception', 'as above: a pickup, not a delivery, failed'],
    ['Pickup Exception, Max Attempts Reached', 'Exception'],
    ['Pickup Exception, Pending Retrieval from PUDO', 'Exception', 'stuck at the drop-off point before pickup'],
    ['Arrived at Origin Hub', 'InTransit'],
    ['Arrived at Transit Hub', 'InTransit'],
    ['Arrived at Destination Hub', 'InTransit'],
    ['In Transit to Next Sorting Hub', 'InTransit'],
    ['On Vehicle for Delivery', 'OutForDelivery'],
    ['At PUDO, Pending Customer Collection', 'OutForDelivery', 'ready to collect is our OutForDelivery'],
    ['Delivered, Received by Customer', 'Delivered'],
    ['Delivered, Left at Doorstep', 'Delivered'],
    ['Delivered, Collected by Customer', 'Delivered'],
    ['Delivery Exception, Pending Reschedule', 'FailedAttempt'],
    ['Delivery Exception, Reattempt Scheduled', 'FailedAttempt'],
    ['Delivery Exception, Max Attempts Reached', 'Exception', 'no attempt is left: a return follows'],
    ['Delivery Exception, Parcel Overstayed at PUDO', 'Exception', 'not collected in time: it will go back'],
    ['Delivery Exception, Parcel Lost', 'Exception'],
    ['Delivery Exception, Parcel Damaged', 'Exception'],
    ['Delivery Exception, Return to Sender Initiated', 'Exception'],
    ['Returned to Sender', 'Exception'],
    ['Return to Shipper Exception, Parcel triggered for Shipper Collection', 'Exception'],
    ['Return to Shipper Exception, Parcel collected by Shipper', 'Exception', 'back with the shipper: the customer never got it'],
    ['Return to Shipper Exception, Parcel Scrapped', 'Exception'],
    ['Return to Shipper Exception, Max Attempts Reached', 'Exception'],
    ['Cancelled', 'Exception'],
    ['Parcel Measurements Update', 'info'],
    ['International Transit, Fulfillment Request Submitted', 'InfoReceived', 'an order for the fulfilment warehouse: not shipped yet'],
    ['International Transit, Fulfillment Packed', 'InfoReceived', 'packed at the warehouse, not yet handed to the network'],
    ['International Transit, En Route to Origin Facility', 'InTransit'],
    ['International Transit, Handed Over to Origin Facility', 'InTransit'],
    ['International Transit, Arrived at Origin Facility', 'InTransit'],
    ['International Transit, Processed at Origin Facility', 'InTransit'],
    ['International Transit, Handed Over to Linehaul', 'InTransit'],
    ['International Transit, Export Cleared', 'InTransit'],
    ['International Transit, Linehaul Scheduled', 'InTransit'],
    ['International Transit, Linehaul Departed', 'InTransit'],
    ['International Transit, Linehaul Arrived', 'InTransit'],
    ['International Transit, Customs Cleared', 'InTransit'],
    ['International Transit, Customs Held', 'Exception'],
    ['International Transit, Handed Over to Last Mile', 'InTransit'],
    ['International Transit, Returned to Sender at Origin Facility', 'Exception'],
    ['International Transit, Returned to XB Warehouse', 'Exception'],
    ['International Transit, Parcel Exception', 'Exception'],
    ['International Transit, Parcel Disposed', 'Exception'],
    ['International Transit, Parcel Lost', 'Exception'],
    ['International Transit, Parcel Damaged', 'Exception'],
    // The coarse statuses, read when an event is new to us.
    ['Picked Up', 'InTransit'],
    ['In Transit', 'InTransit'],
    ['At PUDO', 'OutForDelivery'],
    ['Delivered', 'Delivered'],
    ['Pickup Exception', 'Exception'],
    ['Delivery Exception', 'Exception', 'a coarse status covers reschedules and losses alike: the worse is assumed until the event says'],
    ['International Transit', 'InTransit'],
    ['Return to Shipper Exception', 'Exception'],
  ];

  const outcome = (event: { tag: string; informational?: boolean; unmapped?: boolean }) => {
    expect(event.unmapped).toBe(false);
    return event.informational ? 'info' : event.tag;
  };

  it.each(DOCUMENTED_V1)('maps v1 status %s to %s', (word, tag) => {
    expect(outcome(parseNinjaVanEvent(v1(word)).event)).toBe(tag);
    expect(outcome(parseNinjaVanEvent(v1(word.toUpperCase())).event)).toBe(tag);
  });

  it.each(DOCUMENTED_V2)('maps v2 event %s to %s', (word, tag) => {
    const parsed = parseNinjaVanEvent({ tracking_id: 'NVSG9', timestamp: '2024-05-01T08:00:00+08:00', event: word, status: 'x', is_parcel_on_rts_leg: false });
    expect(outcome(parsed.event)).toBe(tag);
    expect(parsed.event.subtag).toBe(word);
  });

  it('knows exactly the documented words', () => {
    const documented = new Set([...DOCUMENTED_V1, ...DOCUMENTED_V2].map(([word]) => word.toLowerCase()));
    expect(new Set(Object.keys(NINJA_VAN_STATUSES).map((word) => word.toLowerCase()))).toEqual(documented);
  });
});
