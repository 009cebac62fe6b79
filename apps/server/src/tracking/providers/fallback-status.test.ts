import { describe, expect, it } from 'vitest';
import { fallbackStatus, isInformational } from './fallback-status.js';

describe('the fallback for courier words no table knows', () => {
  it.each([
    ['Delivery failed: customer not at home', 'FailedAttempt'],
    ['Unable to deliver', 'FailedAttempt'],
    ['deliveryAttemptFailed', 'FailedAttempt'],
    ['Parcel returned to sender', 'Exception'],
    ['Shipment damaged in transit', 'Exception'],
    ['HELD_AT_CUSTOMS', 'Exception'],
    ['With courier for delivery', 'OutForDelivery'],
    ['onRoadForDelivery', 'OutForDelivery'],
    ['Awaiting collection at the post office', 'OutForDelivery'],
    ['Delivered to neighbour', 'Delivered'],
    ['Signed for by J. SMITH', 'Delivered'],
    ['Label created', 'InfoReceived'],
    ['Electronic pre-advice received', 'InfoReceived'],
    ['Departed facility', 'InTransit'],
    ['Something entirely new', 'InTransit'],
  ])('reads "%s" as %s', (word, status) => {
    expect(fallbackStatus(word)).toBe(status);
  });

  it.each([
    ['Parcel Measurements Update', true],
    ['Weight and dimensions captured', true],
    ['Delivery address changed by the receiver', false],
    ['Address updated', true],
    ['Commercial invoice uploaded', true],
    ['Arrived at sorting hub', false],
    ['Delivered', false],
  ])('knows whether "%s" is informational', (word, informational) => {
    expect(isInformational(word)).toBe(informational);
  });
});
