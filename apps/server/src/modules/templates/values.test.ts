import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_NAMES } from '@trailpost/contracts';
import { buildTemplateValues, type TemplateValuesInput } from './values.js';

const INPUT: TemplateValuesInput = {
  shipment: {
    trackingNumber: '1Z999AA10123456784',
    currentStatus: 'InTransit',
    expectedDelivery: new Date('2026-03-05T20:15:30Z'),
    customerDeliveryDate: null,
    predictedDelivery: null,
    predictedEarliest: null,
    predictedLatest: null,
    lastCheckpointMessage: 'Arrived at facility',
    lastCheckpointLocation: 'Pune',
    orderId: 'ORD-77',
    orderUrl: 'https://shop.test/orders/77',
    customerName: 'Ravi Kumar',
    checkpoints: [
      { checkpointTime: new Date('2026-03-03T04:00:00Z'), tag: 'InfoReceived', message: 'Label created', location: null },
      { checkpointTime: new Date('2026-03-04T18:40:00Z'), tag: 'InTransit', message: 'Arrived at facility', location: 'Pune' },
      { checkpointTime: new Date('2026-03-03T10:00:00Z'), tag: 'AttemptFail', message: 'Customer not home', location: '' },
    ],
  },
  courier: { name: 'UPS', phone: '1800 22 7171', logoUrl: 'https://cdn.test/ups.png' },
  organization: { companyName: 'Acme', contactNumber: '+91 98765 43210', website: 'https://acme.test', logoUrl: 'https://app.test/logo.png' },
  profile: { dateFormat: 'DD-MM-YYYY', timeZone: 'Asia/Kolkata' },
  trackingPageLink: 'https://acme.trailpost.app/trackingPage/1Z999AA10123456784',
};

describe('buildTemplateValues', () => {
  it('fills every placeholder', () => {
    const values = buildTemplateValues(INPUT);
    expect(Object.keys(values).sort()).toEqual([...PLACEHOLDER_NAMES].sort());
    for (const name of PLACEHOLDER_NAMES) {
      const value = values[name];
      expect(Array.isArray(value) ? value.length : value, name).toBeTruthy();
    }
    expect(values).toMatchObject({
      'Tracking Number': '1Z999AA10123456784',
      'Tracking Status': 'In Transit',
      'Courier Name': 'UPS',
      'Courier Phone': '1800 22 7171',
      'Courier Logo': 'https://cdn.test/ups.png',
      'Last Checkpoint': 'Arrived at facility, Pune',
      'Order ID': 'ORD-77',
      'Order URL': 'https://shop.test/orders/77',
      'Customer Name': 'Ravi Kumar',
      Logo: 'https://app.test/logo.png',
      'Company Name': 'Acme',
      'Contact Number': '+91 98765 43210',
      Website: 'https://acme.test',
    });
  });

  it('writes dates in the merchant’s format and zone (DD-MM-YYYY, Asia/Kolkata)', () => {
    const values = buildTemplateValues(INPUT);
    // 20:15:30 UTC is 01:45:30 the next morning in India.
    expect(values['Expected Delivery']).toBe('06-03-2026 01:45:30 AM');
    expect(values['Tracking Timeline'][0]!.time).toBe('05-03-2026 12:10 AM');
  });

  it('follows another format and a zone with summer time', () => {
    const values = buildTemplateValues({ ...INPUT, profile: { dateFormat: 'YYYY-MM-DD', timeZone: 'America/New_York' }, shipment: { ...INPUT.shipment, expectedDelivery: new Date('2026-07-01T03:00:00Z') } });
    expect(values['Expected Delivery']).toBe('2026-06-30 11:00:00 PM');
  });

  it('falls back to MM-DD-YYYY and UTC for unknown stored choices', () => {
    const values = buildTemplateValues({ ...INPUT, profile: { dateFormat: 'nonsense', timeZone: 'Mars/Olympus' } });
    expect(values['Expected Delivery']).toBe('03-05-2026 08:15:30 PM');
  });

  describe('the date customers see', () => {
    const ours = { customerDeliveryDate: '2026-03-06', predictedDelivery: '2026-03-06', predictedEarliest: '2026-03-05', predictedLatest: '2026-03-09' };
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    const german = { status: (status: string) => status, timeline: { status: 'Status', message: 'Meldung', location: 'Ort', time: 'Zeit' }, dateLocale: 'de' } as never;

    it('is ours when the merchant chose it: a date, and a window of the range with weekdays', () => {
      const values = buildTemplateValues({ ...INPUT, shipment: { ...INPUT.shipment, expectedDelivery: null, ...ours } });
      expect(values['Expected Delivery']).toBe('06-03-2026');
      expect(spaced(values['Delivery Window'])).toBe('Thu 5 Mar – Mon 9 Mar');
      const inGerman = buildTemplateValues({ ...INPUT, shipment: { ...INPUT.shipment, expectedDelivery: null, ...ours }, wording: german });
      expect(spaced(inGerman['Delivery Window'])).toBe('Do., 5. – Mo., 9. März');
      expect(inGerman['Expected Delivery']).toBe('06.03.2026');
    });

    it('is ours over a courier date the merchant chose not to show', () => {
      const values = buildTemplateValues({ ...INPUT, shipment: { ...INPUT.shipment, ...ours, customerDeliveryDate: '2026-03-09', predictedDelivery: '2026-03-09' } });
      expect(values['Expected Delivery']).toBe('09-03-2026');
    });

    it("is the courier's, with its time, when that is the date shown, and its window is that one day", () => {
      // 20:15:30 UTC on the 5th is the 6th in India: the courier's date is the one shown.
      const values = buildTemplateValues({ ...INPUT, shipment: { ...INPUT.shipment, ...ours, customerDeliveryDate: '2026-03-06', predictedDelivery: '2026-03-08' } });
      expect(values['Expected Delivery']).toBe('06-03-2026 01:45:30 AM');
      expect(spaced(values['Delivery Window'])).toBe('Fri 6 Mar');
      const american = buildTemplateValues({ ...INPUT, profile: { ...INPUT.profile, dateFormat: 'MM-DD-YYYY' }, shipment: { ...INPUT.shipment, expectedDelivery: null, ...ours } });
      expect(spaced(american['Delivery Window'])).toBe('Thu, Mar 5 – Mon, Mar 9');
    });

    it('is empty when there is no date to show', () => {
      const values = buildTemplateValues({ ...INPUT, shipment: { ...INPUT.shipment, expectedDelivery: null } });
      expect(values).toMatchObject({ 'Expected Delivery': '', 'Delivery Window': '' });
    });
  });

  it('orders the timeline newest first, with status labels and missing locations as null', () => {
    const timeline = buildTemplateValues(INPUT)['Tracking Timeline'];
    expect(timeline.map((entry) => [entry.status, entry.message, entry.location])).toEqual([
      ['In Transit', 'Arrived at facility', 'Pune'],
      ['Failed Attempt', 'Customer not home', null],
      ['Info Received', 'Label created', null],
    ]);
  });

  it('leaves optional values empty rather than "null"', () => {
    const values = buildTemplateValues({
      ...INPUT,
      shipment: { ...INPUT.shipment, expectedDelivery: null, orderId: null, orderUrl: null, customerName: null, lastCheckpointMessage: null, checkpoints: [] },
      courier: { name: 'UPS', phone: null, logoUrl: null },
      organization: { companyName: 'Acme', contactNumber: null, website: null, logoUrl: null },
    });
    expect(values).toMatchObject({ 'Expected Delivery': '', 'Order ID': '', 'Order URL': '', 'Customer Name': '', 'Last Checkpoint': '', 'Courier Phone': '', 'Courier Logo': null, Logo: null, 'Contact Number': '', Website: '' });
    expect(values['Tracking Timeline']).toEqual([]);
  });

  it('takes the last checkpoint from the newest scan when the shipment has none recorded', () => {
    const values = buildTemplateValues({ ...INPUT, shipment: { ...INPUT.shipment, lastCheckpointMessage: null } });
    expect(values['Last Checkpoint']).toBe('Arrived at facility, Pune');
  });
});
