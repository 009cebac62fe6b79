import { describe, expect, it } from 'vitest';
import { SHIPMENT_MESSAGES } from '@trailpost/contracts';
import { checkpoints } from '../../db/schema/index.js';
import { createSubUser, expectHiddenFromOtherTenants, messagesOf, signUp, useMerchant } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { addShipment, uniqueNumber } from '../../test/shipments.js';

const t = useTestApp();
const owner = useMerchant(t);

const create = (payload: object, who = owner) => t.app.inject({ method: 'POST', url: '/api/trackings', headers: who.headers, payload });
const createTag = async (name: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/tag', headers: owner.headers, payload: { tag_name: name, tag_color: '#FFF4BF' } })).json().data;

describe('POST /trackings', () => {
  it('adds a shipment and returns it with its trackings object', async () => {
    const number = uniqueNumber();
    const response = await create({
      slug: 'fedex',
      tracking_number: ` ${number} `,
      source: 'Web',
      customer_name: "Ann O'Neil",
      customer_emails: [' Ann@Example.COM '],
      other_emails: ['ops@shop.io'],
      customer_phone_numbers: ['+1 555 0100'],
      order_id: 'ORD-1',
      order_url: 'https://shop.example.com/orders/1',
      origin_country: 'us',
      tracking_ship_date: '03-15-2026',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(messagesOf(response)).toEqual([SHIPMENT_MESSAGES.created]);
    expect(response.json().data).toMatchObject({
      tracking_number: number,
      slug: 'fedex',
      courier_title: 'FedEx®',
      current_status: 'Pending',
      source: 'Web',
      customer_name: "Ann O'Neil",
      customer_emails: ['ann@example.com'],
      other_emails: ['ops@shop.io'],
      customer_phone_numbers: ['+15550100'],
      order_id: 'ORD-1',
      order_url: 'https://shop.example.com/orders/1',
      tracking_ship_date: '03-15-2026',
      assigned_id: null,
      tags: [],
      trackings: { address: { ship_from: { country_iso: 'US', state: null } }, checkpoints: [], delivery_time: null },
    });
  });

  it.each([
    ['no tracking number', { slug: 'usps' }, SHIPMENT_MESSAGES.trackingNumberRequired],
    ['a blank tracking number', { slug: 'usps', tracking_number: '   ' }, SHIPMENT_MESSAGES.trackingNumberRequired],
    ['a 3-character tracking number', { slug: 'usps', tracking_number: 'AB1' }, SHIPMENT_MESSAGES.trackingNumberLength],
    ['a 101-character tracking number', { slug: 'usps', tracking_number: 'A'.repeat(101) }, SHIPMENT_MESSAGES.trackingNumberLength],
    ['no courier', { tracking_number: 'ABCD1234' }, SHIPMENT_MESSAGES.courierRequired],
    ['an unknown courier', { slug: 'no-such-courier', tracking_number: 'ABCD1234' }, SHIPMENT_MESSAGES.courierRequired],
    ['a courier that needs a postal code, without one', { slug: 'apc-overnight', tracking_number: 'ABCD1234' }, SHIPMENT_MESSAGES.postalCodeRequired],
    ['a courier that needs a ship date, without one', { slug: 'dachser', tracking_number: 'ABCD1234' }, SHIPMENT_MESSAGES.shipDateInvalid],
    ['a ship date in another format', { slug: 'usps', tracking_number: 'ABCD1234', tracking_ship_date: '2026-03-15' }, SHIPMENT_MESSAGES.shipDateInvalid],
    ['a ship date that does not exist', { slug: 'usps', tracking_number: 'ABCD1234', tracking_ship_date: '02-30-2026' }, SHIPMENT_MESSAGES.shipDateInvalid],
    ['an invalid customer e-mail', { slug: 'usps', tracking_number: 'ABCD1234', customer_emails: ['a@b.co', 'nope'] }, SHIPMENT_MESSAGES.emailInvalid],
    ['an invalid other e-mail', { slug: 'usps', tracking_number: 'ABCD1234', other_emails: ['x@'] }, SHIPMENT_MESSAGES.emailInvalid],
    ['an invalid order URL', { slug: 'usps', tracking_number: 'ABCD1234', order_url: 'shop/orders/1' }, SHIPMENT_MESSAGES.urlInvalid],
    ['an order URL over 2048 characters', { slug: 'usps', tracking_number: 'ABCD1234', order_url: `https://shop.example/${'a'.repeat(2030)}` }, SHIPMENT_MESSAGES.urlTooLong],
    ['a source over 50 characters', { slug: 'usps', tracking_number: 'ABCD1234', source: 'S'.repeat(51) }, SHIPMENT_MESSAGES.sourceTooLong],
    ['a 255-character e-mail', { slug: 'usps', tracking_number: 'ABCD1234', customer_emails: [`${'a'.repeat(243)}@example.com`] }, SHIPMENT_MESSAGES.emailInvalid],
    ['a customer name with forbidden characters', { slug: 'usps', tracking_number: 'ABCD1234', customer_name: '<script>' }, SHIPMENT_MESSAGES.customerNameInvalid],
    ['an origin country that is no ISO code', { slug: 'usps', tracking_number: 'ABCD1234', origin_country: 'USA' }, SHIPMENT_MESSAGES.countryInvalid],
    ['an origin country that does not exist', { slug: 'usps', tracking_number: 'ABCD1234', origin_country: 'QQ' }, SHIPMENT_MESSAGES.countryInvalid],
  ])('refuses %s with its message, naming the field', async (_case, payload, message) => {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(messagesOf(response)).toContain(message);
    expect(Object.values(response.json().meta.fields ?? {}), response.body).toContain(message);
  });

  it.each([
    ['slug', { slug: 'no-such-courier', tracking_number: 'ABCD1234' }],
    ['postal_code', { slug: 'apc-overnight', tracking_number: 'ABCD1234' }],
    ['tracking_ship_date', { slug: 'dachser', tracking_number: 'ABCD1234' }],
    ['origin_country', { slug: 'usps', tracking_number: 'ABCD1234', origin_country: 'QQ' }],
    ['assigned_id', { slug: 'usps', tracking_number: 'ABCD1234', assigned_id: '0192a0c4-0000-7000-8000-000000000000' }],
  ])('names %s when a courier or account rule refuses it', async (field, payload) => {
    const response = await create(payload);
    expect(response.json().meta).toMatchObject({ code: 400, error_code: 'validation_failed', fields: { [field]: messagesOf(response)[0] } });
  });

  it('accepts a courier-required postal code and ship date when given', async () => {
    const response = await create({ slug: 'apc-overnight', tracking_number: uniqueNumber(), postal_code: 'SW1A 1AA' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.postal_code).toBe('SW1A 1AA');
    expect((await create({ slug: 'dachser', tracking_number: uniqueNumber(), tracking_ship_date: '01-31-2026' })).statusCode).toBe(200);
  });

  it('refuses the same number twice for one courier, but not for another courier or tenant', async () => {
    const number = uniqueNumber();
    const first = await create({ slug: 'usps', tracking_number: number });
    expect(first.statusCode).toBe(200);
    const again = await create({ slug: 'usps', tracking_number: number });
    // The existing shipment is named, so a client can go on with it.
    expect(again.json()).toEqual({ meta: { code: 400, message: [SHIPMENT_MESSAGES.duplicate], error_code: 'duplicate', existing_id: first.json().data._id }, data: null });
    expect((await create({ slug: 'ups', tracking_number: number })).statusCode).toBe(200);
    const other = await signUp(t.app);
    expect((await create({ slug: 'usps', tracking_number: number }, other)).statusCode).toBe(200);
  });

  it('attaches tags and refuses a tag of another tenant', async () => {
    const tag = await createTag(`fragile-${uniqueNumber()}`);
    const shipment = await addShipment(t.app, owner, { tag: [{ tag_id: tag._id, tag_name: tag.tag_name, tag_color: tag.tag_color }] });
    expect(shipment.tags).toEqual([{ tag_id: tag._id, tag_name: tag.tag_name, tag_color: '#FFF4BF' }]);
    const stranger = await signUp(t.app);
    const response = await create({ slug: 'usps', tracking_number: uniqueNumber(), tag: [{ tag_id: tag._id }] }, stranger);
    expect(response.statusCode).toBe(400);
  });

  it('assigns to a sub-user of the tenant only', async () => {
    const sub = await createSubUser(t.app, t.database, owner, ['tracking']);
    const shipment = await addShipment(t.app, owner, { assigned_id: sub.session._id });
    expect(shipment).toMatchObject({ assigned_id: sub.session._id, assigned_to: 'Sub User' });
    const stranger = await signUp(t.app);
    const response = await create({ slug: 'usps', tracking_number: uniqueNumber(), assigned_id: sub.session._id }, stranger);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([SHIPMENT_MESSAGES.assigneeNotFound]);
  });
});

describe('GET /trackings/{id}', () => {
  it('returns the shipment', async () => {
    const shipment = await addShipment(t.app, owner);
    const response = await t.app.inject({ method: 'GET', url: `/api/trackings/${shipment._id}`, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(shipment);
  });

  it('answers 404 for an unknown id and for another tenant', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/trackings/00000000-0000-4000-8000-000000000000', headers: owner.headers });
    expect(unknown.statusCode).toBe(404);
    expect(messagesOf(unknown)).toEqual([SHIPMENT_MESSAGES.notFound]);
    const shipment = await addShipment(t.app, owner);
    await expectHiddenFromOtherTenants(t.app, { method: 'GET', url: `/api/trackings/${shipment._id}` });
  });
});

describe('checkpoints', () => {
  it('shows them newest first, with an AttemptFail tag as FailedAttempt', async () => {
    const shipment = await addShipment(t.app, owner);
    await t.database.db.insert(checkpoints).values([
      { tenantId: owner.session.user_details.tenant_id, shipmentId: shipment._id, checkpointTime: new Date('2026-03-01T08:00:00Z'), tag: 'InTransit', message: 'Departed facility', location: 'Memphis, TN', dedupeKey: 'a' },
      { tenantId: owner.session.user_details.tenant_id, shipmentId: shipment._id, checkpointTime: new Date('2026-03-02T09:30:00Z'), tag: 'AttemptFail', message: 'Nobody home', location: null, dedupeKey: 'b' },
    ]);
    const response = await t.app.inject({ method: 'GET', url: `/api/trackings/${shipment._id}`, headers: owner.headers });
    expect(response.json().data.trackings.checkpoints).toEqual([
      { tag: 'FailedAttempt', location: null, message: 'Nobody home', checkpoint_time: '2026-03-02T09:30:00.000Z' },
      { tag: 'InTransit', location: 'Memphis, TN', message: 'Departed facility', checkpoint_time: '2026-03-01T08:00:00.000Z' },
    ]);
  });
});

describe('PUT /trackings/{id}', () => {
  const body = { customer_name: 'Bea', customer_emails: ['bea@example.com'], other_emails: [], customer_phone_numbers: ['0123'], order_id: 'ORD-9', order_url: 'https://shop.example.com/9', tags: [] };

  it('saves the editable fields', async () => {
    const shipment = await addShipment(t.app, owner);
    const tag = await createTag(`gift-${uniqueNumber()}`);
    const response = await t.app.inject({ method: 'PUT', url: `/api/trackings/${shipment._id}`, headers: owner.headers, payload: { ...body, tags: [{ tag_id: tag._id }] } });
    expect(response.statusCode).toBe(200);
    expect(messagesOf(response)).toEqual([SHIPMENT_MESSAGES.updated]);
    expect(response.json().data).toMatchObject({ customer_name: 'Bea', order_id: 'ORD-9', tags: [{ tag_id: tag._id }] });
    expect(response.json().data.modified >= shipment.modified).toBe(true);
  });

  it('assigns and unassigns', async () => {
    const sub = await createSubUser(t.app, t.database, owner, ['tracking']);
    const shipment = await addShipment(t.app, owner);
    const put = (assigned_id: string | null) =>
      t.app.inject({ method: 'PUT', url: `/api/trackings/${shipment._id}`, headers: owner.headers, payload: { ...body, assigned_id } });
    expect((await put(sub.session._id)).json().data.assigned_id).toBe(sub.session._id);
    expect((await put(null)).json().data.assigned_id).toBeNull();
  });

  it('validates like the add form', async () => {
    const shipment = await addShipment(t.app, owner);
    const response = await t.app.inject({ method: 'PUT', url: `/api/trackings/${shipment._id}`, headers: owner.headers, payload: { ...body, order_url: 'nope' } });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([SHIPMENT_MESSAGES.urlInvalid]);
  });

  it('answers 404 for another tenant', async () => {
    const shipment = await addShipment(t.app, owner);
    await expectHiddenFromOtherTenants(t.app, { method: 'PUT', url: `/api/trackings/${shipment._id}`, payload: body });
  });
});

describe('DELETE /trackings/{id}', () => {
  it('deletes once', async () => {
    const shipment = await addShipment(t.app, owner);
    const first = await t.app.inject({ method: 'DELETE', url: `/api/trackings/${shipment._id}`, headers: owner.headers });
    expect(first.statusCode).toBe(200);
    expect(messagesOf(first)).toEqual([SHIPMENT_MESSAGES.deleted]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/trackings/${shipment._id}`, headers: owner.headers })).statusCode).toBe(404);
  });

  it('answers 404 for another tenant and keeps the shipment', async () => {
    const shipment = await addShipment(t.app, owner);
    await expectHiddenFromOtherTenants(t.app, { method: 'DELETE', url: `/api/trackings/${shipment._id}` });
    expect((await t.app.inject({ method: 'GET', url: `/api/trackings/${shipment._id}`, headers: owner.headers })).statusCode).toBe(200);
  });
});
