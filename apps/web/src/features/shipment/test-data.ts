import type { Courier, ShipmentDetail } from '@trailpost/contracts';

export const TAG_FRAGILE = { _id: '6f1c2a4e-1111-4a4a-9a9a-000000000001', tag_name: 'Fragile', tag_color: '#FFD9DF' };
export const TAG_VIP = { _id: '6f1c2a4e-1111-4a4a-9a9a-000000000002', tag_name: 'VIP', tag_color: '#64BBFA' };
export const SUB_USER_ID = '7a2b3c4d-2222-4b4b-8b8b-000000000001';

export const COURIERS: Courier[] = [
  { slug: 'dhl', seventeen_track_code: 100001, title: 'DHL Express', required_fields: [], optional_fields: [], country_iso: 'DE', website: null, phone: null },
  { slug: 'apc-overnight', seventeen_track_code: null, title: 'APC Overnight', required_fields: ['postal_code'], optional_fields: [], country_iso: 'GB', website: null, phone: null },
  { slug: 'dachser', seventeen_track_code: 100342, title: 'DACHSER', required_fields: ['tracking_ship_date'], optional_fields: [], country_iso: 'DE', website: null, phone: null },
  { slug: 'ups', seventeen_track_code: 100002, title: 'UPS', required_fields: [], optional_fields: ['origin_country'], country_iso: 'US', website: null, phone: null },
];

export const COUNTRIES = [
  { name: 'Germany', iso: 'DE' },
  { name: 'United Kingdom', iso: 'GB' },
  { name: 'United States', iso: 'US' },
];

export const FILTERS = {
  status: [],
  courier: [],
  origin: [],
  destination: [],
  sub_users: [
    { label: 'Unassigned Shipments', value: false },
    { label: 'Sam Sub', value: SUB_USER_ID },
  ],
  transit_days: [],
};

export function shipmentFixture(overrides: Partial<ShipmentDetail> = {}): ShipmentDetail {
  return {
    _id: '9c0d1e2f-3333-4c4c-8c8c-000000000001',
    tracking_number: 'TRK123456789',
    slug: 'dhl',
    courier_title: 'DHL Express',
    current_status: 'InTransit',
    assigned_id: null,
    assigned_to: null,
    source: 'Web',
    order_id: 'ORD-1',
    order_url: null,
    customer_name: 'Grace Hopper',
    customer_emails: ['grace@example.com'],
    other_emails: [],
    customer_phone_numbers: [],
    postal_code: null,
    tracking_ship_date: null,
    language: null,
    tags: [{ tag_id: TAG_FRAGILE._id, tag_name: TAG_FRAGILE.tag_name, tag_color: TAG_FRAGILE.tag_color }],
    created: '2025-05-14T10:32:00.000Z',
    modified: '2025-05-15T08:05:00.000Z',
    trackings: {
      shipment_type: 'Express',
      address: { ship_from: { country_iso: 'DE', state: null }, ship_to: { country_iso: 'GB', state: null } },
      checkpoints: [
        { tag: 'InTransit', location: 'Leipzig, DE', message: 'Departed from hub', checkpoint_time: '2025-05-15T07:00:00.000Z' },
        { tag: 'InfoReceived', location: null, message: 'Shipment information received', checkpoint_time: '2025-05-14T10:40:00.000Z' },
      ],
      expected_delivery: '2025-05-18T00:00:00.000Z',
      predicted_delivery: {
        date: '2025-05-17',
        earliest: '2025-05-16',
        latest: '2025-05-19',
        basis: { level: 'lane', courier: 'dhl', origin: 'DE', destination: 'GB', deliveries: 312, days: 180 },
      },
      customer_delivery_date: '2025-05-18',
      delivery_time: null,
    },
    ...overrides,
  };
}
