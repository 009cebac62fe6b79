import { buildTemplateValues, type TemplateOrganization, type TemplateValues, type TemplateWording } from './values.js';
import type { TemplateProfile } from './dates.js';

export const SAMPLE_TRACKING_NUMBER = '76543210987';

const HOUR = 3_600_000;

/**
 * Values for test sends and previews: a plausible parcel out for delivery with five scans,
 * dated relative to `now` so the sample always reads as current, and the merchant's own
 * organization, date format and zone.
 */
export function sampleTemplateValues(
  organization: TemplateOrganization,
  profile: TemplateProfile,
  options: { trackingPageLink?: string; now?: Date; wording?: TemplateWording } = {},
): TemplateValues {
  const now = options.now ?? new Date();
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const website = organization.website?.replace(/\/$/, '') ?? '';
  return buildTemplateValues({
    shipment: {
      trackingNumber: SAMPLE_TRACKING_NUMBER,
      currentStatus: 'OutForDelivery',
      expectedDelivery: new Date(now.getTime() + 6 * HOUR),
      // The courier's date is the one shown: out for delivery, it is today.
      customerDeliveryDate: null,
      predictedDelivery: null,
      predictedEarliest: null,
      predictedLatest: null,
      lastCheckpointMessage: null,
      lastCheckpointLocation: null,
      orderId: '#1042',
      orderUrl: website ? `${website}/orders/1042` : '',
      customerName: 'Asha Verma',
      checkpoints: [
        { checkpointTime: ago(78), tag: 'InfoReceived', message: 'Shipment information received', location: null },
        { checkpointTime: ago(70), tag: 'InTransit', message: 'Picked up from the seller', location: 'Mumbai' },
        { checkpointTime: ago(52), tag: 'InTransit', message: 'Departed the sorting hub', location: 'Bhiwandi Hub' },
        { checkpointTime: ago(20), tag: 'InTransit', message: 'Arrived at the delivery centre', location: 'Bengaluru' },
        { checkpointTime: ago(2), tag: 'OutForDelivery', message: 'Out for delivery', location: 'Bengaluru' },
      ],
    },
    courier: { name: 'Blue Dart', phone: '1860 233 1234', logoUrl: null },
    organization,
    profile,
    trackingPageLink: options.trackingPageLink ?? '',
    ...(options.wording ? { wording: options.wording } : {}),
  });
}
