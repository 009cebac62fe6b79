import { describe, expect, it } from 'vitest';
import { createSandboxProvider } from './sandbox.js';
import type { TrackedShipment } from './types.js';

const created = new Date('2026-06-01T00:00:00Z');
const shipment = (trackingNumber: string, slug = 'usps'): TrackedShipment => ({
  id: 'x', tenantId: 't', slug, trackingNumber, postalCode: null, trackingShipDate: null, originCountry: 'US', createdAt: created,
});
const at = (minutes: number) => createSandboxProvider({ stepSeconds: 60, now: () => new Date(created.getTime() + minutes * 60_000) });

describe('sandbox provider', () => {
  it('gives the same journey for the same courier and number', async () => {
    expect((await at(10_000).fetch(shipment('SBX10001'), null)).events).toEqual([]);
    const a = await at(30).fetch(shipment('SBX10002'), null);
    const b = await at(30).fetch(shipment('SBX10002'), null);
    expect(a).toEqual(b);
    expect(a.events.length).toBeGreaterThan(0);
  });

  it('unfolds one scan per step and says when the next one comes', async () => {
    const early = await at(2.5).fetch(shipment('SBX10002'), null);
    expect(early.events.map((e) => e.tag)).toEqual(['InfoReceived', 'InTransit']);
    expect(early.nextCheckAt).toEqual(new Date(created.getTime() + 3 * 60_000));
    const later = await at(3.5).fetch(shipment('SBX10002'), null);
    expect(later.events).toHaveLength(3);
    expect(later.events.slice(0, 2)).toEqual(early.events);
  });

  it('starts in the merchant-given origin country with real hub cities', async () => {
    const result = await at(100).fetch(shipment('SBX10002'), null);
    expect(result.originCountry).toBe('US');
    expect(result.events[0]!.location).toMatch(/, US$/);
    expect(result.events[0]!.message).toBe('Shipment information received');
  });

  it('has deliveries, failed attempts, exceptions and silent numbers among its journeys', async () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 300; i += 1) {
      const result = await at(10_000).fetch(shipment(`SBX${20000 + i}`), null);
      if (result.events.length === 0) outcomes.add('none');
      for (const event of result.events) outcomes.add(event.tag);
      expect(result.nextCheckAt).toBeNull();
    }
    expect([...outcomes].sort()).toEqual(['Delivered', 'Exception', 'FailedAttempt', 'InTransit', 'InfoReceived', 'OutForDelivery', 'none'].sort());
  });
});
