import type { ShipmentDetail } from './shipments.js';

/**
 * A shipment as `GET /trackings/{id}` gives it, with made-up values: the example of the API
 * reference and the data of a webhook's test event.
 */
export const SAMPLE_SHIPMENT_DETAIL: ShipmentDetail = {
  _id: '00000000-0000-4000-8000-000000000001',
  tracking_number: '1Z999AA10123456784',
  slug: 'ups',
  courier_title: 'UPS',
  current_status: 'InTransit',
  assigned_id: null,
  assigned_to: null,
  source: 'Api',
  order_id: '#1001',
  order_url: 'https://shop.example/orders/1001',
  customer_name: 'Ada Lovelace',
  customer_emails: ['ada@example.com'],
  other_emails: [],
  customer_phone_numbers: ['+14155550100'],
  postal_code: '94103',
  tracking_ship_date: '11-20-2026',
  language: 'en',
  tags: [{ tag_id: '00000000-0000-4000-8000-000000000002', tag_name: 'VIP', tag_color: '#64BBFA' }],
  created: '2026-11-20T09:12:00.000Z',
  modified: '2026-11-21T14:30:00.000Z',
  trackings: {
    shipment_type: 'UPS Ground',
    address: { ship_from: { country_iso: 'US', state: 'CA' }, ship_to: { country_iso: 'US', state: 'NY' } },
    checkpoints: [
      { tag: 'InTransit', location: 'Chicago, IL, US', message: 'Departed from facility', checkpoint_time: '2026-11-21T14:30:00.000Z' },
      { tag: 'InfoReceived', location: 'San Francisco, CA, US', message: 'Shipper created a label', checkpoint_time: '2026-11-20T09:12:00.000Z' },
    ],
    expected_delivery: '2026-11-25T00:00:00.000Z',
    predicted_delivery: {
      date: '2026-11-24',
      earliest: '2026-11-24',
      latest: '2026-11-25',
      basis: { level: 'state', courier: 'ups', origin: 'US-CA', destination: 'US-NY', deliveries: 312, days: 180 },
    },
    customer_delivery_date: '2026-11-25',
    delivery_time: null,
  },
};
