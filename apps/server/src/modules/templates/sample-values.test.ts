import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_NAMES } from '@trailpost/contracts';
import { sampleTemplateValues, SAMPLE_TRACKING_NUMBER } from './sample-values.js';

describe('sampleTemplateValues', () => {
  const organization = { companyName: 'Acme', contactNumber: '+91 98765 43210', website: 'https://acme.test/', logoUrl: 'https://app.test/logo.png' };
  const now = new Date('2026-11-20T10:00:00Z');

  it('fills every placeholder with a plausible shipment of five scans, in the merchant’s format and zone', () => {
    const values = sampleTemplateValues(organization, { dateFormat: 'DD-MM-YYYY', timeZone: 'Asia/Kolkata' }, { trackingPageLink: `https://acme.trailpost.app/trackingPage/${SAMPLE_TRACKING_NUMBER}`, now });
    for (const name of PLACEHOLDER_NAMES.filter((name) => name !== 'Courier Logo')) expect(values[name], name).toBeTruthy();
    expect(values['Tracking Timeline']).toHaveLength(5);
    expect(values['Tracking Timeline'][0]).toEqual({ status: 'Out for Delivery', message: 'Out for delivery', location: 'Bengaluru', time: '20-11-2026 01:30 PM' });
    expect(values['Expected Delivery']).toBe('20-11-2026 09:30:00 PM');
    expect(values['Tracking Status']).toBe('Out for Delivery');
    expect(values['Order URL']).toBe('https://acme.test/orders/1042');
    expect(values['Company Name']).toBe('Acme');
    expect(values.Logo).toBe('https://app.test/logo.png');
  });
});
