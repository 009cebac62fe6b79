import { describe, expect, it } from 'vitest';
import { useMerchant } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { expectOrderIndependent } from '../../test/order-independence.js';
import { mapTrackingResult } from '../providers/australia-post.js';
import { createBlueDartProvider } from '../providers/blue-dart.js';
import { mapNinetyNineMinutosEvents } from '../providers/ninety-nine-minutos.js';
import { parseNinjaVanEvent } from '../providers/ninja-van.js';
import { createSandboxProvider } from '../providers/sandbox.js';
import { mapTrackInfo } from '../providers/seventeen-track.js';
import type { ProviderEvent, ProviderResult } from '../providers/types.js';

const t = useTestApp();
const owner = useMerchant(t);
const tenant = () => owner.session.user_details.tenant_id;

const at = (minute: number | null) => (minute === null ? null : new Date(Date.UTC(2026, 5, 1, 8, minute)));
const scan = (key: string, minute: number | null, tag: ProviderEvent['tag'], extra: Partial<ProviderEvent> = {}): ProviderEvent => ({
  dedupeKey: `test:${key}`, time: at(minute), tag, subtag: null, message: `${tag} ${key}`, location: null, countryIso: null, ...extra,
});

describe('the status rule is order-independent', () => {
  it('for a journey with a late informational scan, equal times and a scan without a time', async () => {
    const journey: ProviderResult = {
      events: [
        scan('label', null, 'InfoReceived', { informational: true }),
        scan('info', 0, 'InfoReceived'),
        scan('picked', 30, 'InTransit'),
        scan('out', 90, 'OutForDelivery'),
        scan('done', 90, 'Delivered'),
        scan('measured', 120, 'InTransit', { informational: true }),
      ],
      expectedDelivery: new Date(Date.UTC(2026, 5, 2)),
    };
    expect(await expectOrderIndependent(t.database.db, tenant(), journey)).toBe('Delivered');
  });

  it('for a provider that reports its own status, including stale answers', async () => {
    const journey: ProviderResult = {
      events: [scan('a', 0, 'InfoReceived'), scan('b', 20, 'InTransit'), scan('c', 40, 'Exception'), scan('d', 60, 'InTransit')],
      status: 'InTransit',
      expectedDelivery: new Date(Date.UTC(2026, 5, 3)),
    };
    expect(await expectOrderIndependent(t.database.db, tenant(), journey)).toBe('InTransit');
  });

  it('for the sandbox journeys', async () => {
    const created = new Date('2026-06-01T00:00:00Z');
    const sandbox = createSandboxProvider({ stepSeconds: 60, now: () => new Date(created.getTime() + 10_000 * 60_000) });
    for (const number of ['SBX20001', 'SBX20002', 'SBX20007']) {
      const journey = await sandbox.fetch({ id: 'x', tenantId: tenant(), slug: 'usps', trackingNumber: number, postalCode: null, trackingShipDate: null, originCountry: 'US', createdAt: created }, null);
      if (journey.events.length) await expectOrderIndependent(t.database.db, tenant(), { ...journey, nextCheckAt: undefined }, 10);
    }
  });

  it('for 17TRACK, which reports its own status as of its latest event', async () => {
    const event = (utc: string, sub_status: string, description: string) => ({ time_utc: utc, time_iso: utc, description, location: 'NY', stage: null, sub_status, address: { country: 'US' } });
    const events = [
      event('2024-03-01T02:00:00Z', 'InfoReceived', 'Electronic information submitted'),
      event('2024-03-02T09:00:00Z', 'InTransit_PickedUp', 'Picked up'),
      event('2024-03-05T10:00:00Z', 'InTransit_Arrival', 'Arrived at facility'),
      event('2024-03-08T07:00:00Z', 'OutForDelivery_Other', 'Out for delivery'),
      event('2024-03-08T15:04:00Z', 'Delivered_Other', 'Delivered, In/At Mailbox'),
    ];
    const journey = mapTrackInfo('RR123456789CN', {
      latest_status: { status: 'Delivered', sub_status: 'Delivered_Other' },
      latest_event: events[4],
      time_metrics: { estimated_delivery_date: { from: '2024-03-08T00:00:00Z', to: '2024-03-11T00:00:00Z' } },
      tracking: { providers: [{ provider: { key: 3011 }, events: [...events].reverse() }] },
    });
    expect(await expectOrderIndependent(t.database.db, tenant(), journey)).toBe('Delivered');
  });

  it('for Ninja Van pushes, with a measurement after the delivery', async () => {
    const push = (status: string, timestamp: string) => parseNinjaVanEvent({ tracking_id: 'NVSGPROP1', status, timestamp, shipper_id: 1 }).event;
    const journey: ProviderResult = {
      events: [
        push('Pending Pickup', '2024-05-01T09:00:00+0800'),
        push('Successful Pickup', '2024-05-01T15:00:00+0800'),
        push('Arrived at Sorting Hub', '2024-05-02T09:15:30+0800'),
        push('On Vehicle for Delivery', '2024-05-03T08:00:00+0800'),
        push('Successful Delivery', '2024-05-03T14:39:44+0800'),
        push('Parcel Measurements Update', '2024-05-03T20:00:00+0800'),
      ],
    };
    expect(await expectOrderIndependent(t.database.db, tenant(), journey)).toBe('Delivered');
  });

  it('for Australia Post, including a failed attempt', async () => {
    const event = (date: string, description: string) => ({ date, description, location: 'KEW VIC' });
    const journey = mapTrackingResult({
      tracking_id: '7XX1000634011427', status: 'Delivered',
      trackable_items: [{ article_id: '7XX1000634011427', events: [
        event('2024-03-04T09:00:00+11:00', 'Shipping information approved by Australia Post'),
        event('2024-03-05T10:00:00+11:00', 'Processed through facility'),
        event('2024-03-06T07:00:00+11:00', 'With Australia Post for delivery today'),
        event('2024-03-06T13:00:00+11:00', 'Attempted delivery - card left'),
        event('2024-03-07T11:00:00+11:00', 'Delivered - Left in a safe place'),
      ] }],
    });
    expect(await expectOrderIndependent(t.database.db, tenant(), journey)).toBe('Delivered');
  });

  it('for Blue Dart, which reports its own status', async () => {
    const scan = (words: string, type: string, date: string, time: string) =>
      `<ScanDetail><Scan>${words}</Scan><ScanCode>0</ScanCode><ScanType>${type}</ScanType><ScanDate>${date}</ScanDate><ScanTime>${time}</ScanTime><ScannedLocation>MUMBAI</ScannedLocation></ScanDetail>`;
    const xml = `<ShipmentData><Shipment WaybillNo="50912345678"><Status>SHIPMENT DELIVERED</Status><StatusType>DL</StatusType><Scans>${[
      scan('SHIPMENT DELIVERED', 'DL', '07-Jun-2024', '1530'),
      scan('SHIPMENT OUT FOR DELIVERY', 'UD', '07-Jun-2024', '0905'),
      scan('SHIPMENT ARRIVED', 'UD', '06-Jun-2024', '2100'),
      scan('PICKED UP AND BOOKED AT ORIGIN', 'PU', '05-Jun-2024', '1800'),
    ].join('')}</Scans></Shipment></ShipmentData>`;
    const provider = createBlueDartProvider({ fetch: async () => new Response(xml, { status: 200 }) });
    const journey = await provider.fetch({ id: 'x', tenantId: tenant(), slug: 'bluedart', trackingNumber: '50912345678', postalCode: null, trackingShipDate: null, originCountry: 'IN', createdAt: new Date() }, { key1: 'login', key2: 'licence', key3: null });
    expect(await expectOrderIndependent(t.database.db, tenant(), journey)).toBe('Delivered');
  });

  it('for 99minutos, ending in a return', async () => {
    const journey = mapNinetyNineMinutosEvents('99MPROP1', [
      { statusCode: '1002', statusName: 'CONFIRMED', createdAt: '2024-01-02T08:00:00Z' },
      { statusCode: '2003', statusName: 'COLLECTED', createdAt: '2024-01-02T10:00:00Z' },
      { statusCode: '4001', statusName: 'ON_ROAD_TO_DELIVERY', createdAt: '2024-01-03T09:00:00Z' },
      { statusCode: '4101', statusName: 'UNSUCCESSFUL_DELIVERY', createdAt: '2024-01-03T13:00:00Z', data: { attempt: '1' } },
      { statusName: 'onRoadToReturn', createdAt: '2024-01-04T09:00:00Z' },
    ]);
    expect(await expectOrderIndependent(t.database.db, tenant(), journey)).toBe('Exception');
  });
});
