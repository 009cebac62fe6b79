import { describe, expect, it } from 'vitest';
import { DOMAIN_EVENT_TYPES, EVENT_PAYLOAD_FIELDS, domainEvent } from './events.js';

const subject = { tracking_number: '1Z999', slug: 'ups', assigned_id: null };

/** Rows as the producers have stored them (payload shapes of the outbox before the union). */
const stored = {
  created: { type: 'shipment.created', payload: { ...subject, current_status: 'Pending', source: 'Web' } },
  updated: {
    type: 'shipment.updated',
    payload: { ...subject, assigned_id: '0190e2a4-0000-7000-8000-000000000001', previous_status: 'InTransit', current_status: 'Delivered', new_checkpoints: 2, source: 'courier' },
  },
  expired: { type: 'shipment.updated', payload: { ...subject, previous_status: 'Pending', current_status: 'Expired', new_checkpoints: 0, source: 'expiry' } },
  edited: { type: 'shipment.edited', payload: { ...subject, current_status: 'InTransit', change: 'tag deleted' } },
  deleted: { type: 'shipment.deleted', payload: { ...subject, current_status: 'Pending', shipment: { _id: 'x', tags: [{ a: 1 }] } } },
};

describe('domain events', () => {
  it('parses every stored shape, narrowed by its type', () => {
    for (const row of Object.values(stored)) expect(domainEvent.parse(row)).toEqual(row);
    const updated = domainEvent.parse(stored.updated);
    if (updated.type !== 'shipment.updated') throw new Error('narrowing');
    expect(updated.payload.previous_status).toBe('InTransit');
  });

  it('keeps the deleted shipment snapshot as stored (webhooks send it as it is)', () => {
    const parsed = domainEvent.parse(stored.deleted);
    expect(parsed.payload).toMatchObject({ shipment: stored.deleted.payload.shipment });
    expect(domainEvent.parse({ ...stored.deleted, payload: { ...stored.deleted.payload, shipment: null } }).payload).toMatchObject({ shipment: null });
  });

  it('refuses an unknown type, a missing field and a status outside the list', () => {
    expect(domainEvent.safeParse({ type: 'thing.happened', payload: {} }).success).toBe(false);
    const { change: _change, ...withoutChange } = stored.edited.payload;
    expect(domainEvent.safeParse({ ...stored.edited, payload: withoutChange }).success).toBe(false);
    expect(domainEvent.safeParse({ ...stored.created, payload: { ...stored.created.payload, current_status: 'Lost' } }).success).toBe(false);
    expect(domainEvent.safeParse({ ...stored.updated, payload: { ...stored.updated.payload, source: 'robot' } }).success).toBe(false);
  });

  it('names every type and its payload fields', () => {
    expect([...DOMAIN_EVENT_TYPES].sort()).toEqual(['shipment.created', 'shipment.deleted', 'shipment.edited', 'shipment.updated']);
    expect(EVENT_PAYLOAD_FIELDS['shipment.edited']).toEqual(['tracking_number', 'slug', 'assigned_id', 'current_status', 'change']);
  });
});
