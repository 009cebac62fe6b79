import { SHIPMENT_MESSAGES } from '@trailpost/contracts';
import { describe, expect, it } from 'vitest';
import { writeItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { COURIERS, shipmentFixture, SUB_USER_ID } from '../test-data';
import { formatUserDate, toShipDate } from './dates';
import { publicTrackingUrl } from './public-url';
import { addShipmentSchema, EMPTY_ADD_VALUES, editValuesOf, toCreateBody, toUpdateBody, UNASSIGN } from './shipment-form';

const messages = (input: unknown) => {
  const result = addShipmentSchema.safeParse(input);
  // The form shows the first message of each field.
  return result.success ? {} : Object.fromEntries(result.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message]));
};

describe('add shipment rules', () => {
  it('gives the spec messages for every field at once', () => {
    expect(
      messages({
        ...EMPTY_ADD_VALUES,
        customer_emails: 'a@b.co;x',
        other_emails: 'nope',
        order_url: 'ftp://files.example.com',
        customer_name: 'Ada {admin}',
      }),
    ).toEqual({
      courier: SHIPMENT_MESSAGES.courierRequired,
      tracking_number: SHIPMENT_MESSAGES.trackingNumberRequired,
      customer_emails: SHIPMENT_MESSAGES.emailInvalid,
      other_emails: SHIPMENT_MESSAGES.emailInvalid,
      order_url: SHIPMENT_MESSAGES.urlInvalid,
      customer_name: SHIPMENT_MESSAGES.customerNameInvalid,
    });
  });

  it('requires the postal code and ship date only for couriers that need them', () => {
    const base = { ...EMPTY_ADD_VALUES, tracking_number: 'ABCD1234' };
    expect(messages({ ...base, courier: COURIERS[0] })).toEqual({});
    expect(messages({ ...base, courier: COURIERS[1] })).toEqual({ postal_code: SHIPMENT_MESSAGES.postalCodeRequired });
    expect(messages({ ...base, courier: COURIERS[1], postal_code: '   ' })).toEqual({ postal_code: SHIPMENT_MESSAGES.postalCodeRequired });
    expect(messages({ ...base, courier: COURIERS[2] })).toEqual({ ship_date: SHIPMENT_MESSAGES.shipDateInvalid });
    expect(messages({ ...base, courier: COURIERS[2], ship_date: '2025-02-30' })).toEqual({ ship_date: SHIPMENT_MESSAGES.shipDateInvalid });
    expect(messages({ ...base, courier: COURIERS[2], ship_date: '2025-02-28' })).toEqual({});
  });

  it('builds the create body with split e-mails and phones and only the courier inputs', () => {
    const values = addShipmentSchema.parse({
      ...EMPTY_ADD_VALUES,
      courier: COURIERS[0],
      tracking_number: ' TRK0001 ',
      postal_code: 'SW1A 1AA',
      ship_date: '2025-05-14',
      origin_country: 'GB',
      customer_emails: 'A@B.co ; c@D.io,',
      customer_phone_numbers: ' +1 555 0100 ,, 020 7946 ',
      assigned_id: SUB_USER_ID,
    });
    expect(toCreateBody(values)).toMatchObject({
      slug: 'dhl',
      tracking_number: 'TRK0001',
      postal_code: null,
      tracking_ship_date: null,
      origin_country: null,
      customer_emails: ['a@b.co', 'c@d.io'],
      customer_phone_numbers: ['+15550100', '0207946'],
      assigned_id: SUB_USER_ID,
      source: 'Web',
    });
    expect(toCreateBody(values)).not.toHaveProperty('language');
    expect(toCreateBody({ ...values, language: 'pt-BR' })).toMatchObject({ language: 'pt-BR' });
  });
});

describe('update body', () => {
  const shipment = shipmentFixture({ assigned_id: SUB_USER_ID, other_emails: ['x@y.io'] });

  it('keeps the shipment values and leaves the assignee out when unchanged', () => {
    const body = toUpdateBody(editValuesOf(shipment), shipment.assigned_id, true);
    expect(body).toEqual({
      customer_name: 'Grace Hopper',
      customer_emails: ['grace@example.com'],
      other_emails: ['x@y.io'],
      customer_phone_numbers: [],
      order_id: 'ORD-1',
      order_url: null,
      tags: shipment.tags,
    });
  });

  it('sends the language only when another is chosen: null for Automatic', () => {
    const french = shipmentFixture({ language: 'fr-FR' });
    const values = editValuesOf(french);
    expect(values.language).toBe('fr-FR');
    expect(toUpdateBody(values, null, true, 'fr-FR')).not.toHaveProperty('language');
    expect(toUpdateBody({ ...values, language: '' }, null, true, 'fr-FR')).toMatchObject({ language: null });
    expect(toUpdateBody({ ...values, language: 'de' }, null, true, 'fr-FR')).toMatchObject({ language: 'de' });
    expect(toUpdateBody({ ...values, language: 'de' }, null, true, null)).toMatchObject({ language: 'de' });
  });

  it('sends null to unassign, and nothing for a sub-user', () => {
    const values = { ...editValuesOf(shipment), assigned_id: UNASSIGN };
    expect(toUpdateBody(values, shipment.assigned_id, true)).toMatchObject({ assigned_id: null });
    expect(toUpdateBody(values, shipment.assigned_id, false)).not.toHaveProperty('assigned_id');
  });
});

describe('dates and addresses', () => {
  it('formats in the stored date format and time zone', () => {
    writeItem(STORAGE_KEYS.timeZone, 'America/New_York');
    writeItem(STORAGE_KEYS.dateFormat, 'YYYY-MM-DD');
    expect(formatUserDate('2025-05-14T10:32:00.000Z')).toBe('2025-05-14 06:32 AM');
    expect(formatUserDate('2025-05-14T10:32:00.000Z', false)).toBe('2025-05-14');
    expect(formatUserDate(null)).toBe('-');
  });

  it('defaults to MM-DD-YYYY and converts the date input to the API format', () => {
    writeItem(STORAGE_KEYS.timeZone, 'UTC');
    expect(formatUserDate('2025-12-01T15:04:00.000Z')).toBe('12-01-2025 03:04 PM');
    expect(toShipDate('2025-05-14')).toBe('05-14-2025');
    expect(toShipDate('')).toBe('');
  });

  it("builds the public page address on the account's public host with this app's scheme and port", () => {
    const { protocol, port } = window.location;
    expect(publicTrackingUrl('track.shop.com', 'AB 12')).toBe(`${protocol}//track.shop.com${port ? `:${port}` : ''}/trackingPage/AB%2012`);
    // Not read yet: the custom domain kept at sign-in; none chosen: this origin.
    writeItem(STORAGE_KEYS.customDomainUrl, 'shop.trailpost.app');
    expect(publicTrackingUrl(undefined, 'AB12')).toBe(`${protocol}//shop.trailpost.app${port ? `:${port}` : ''}/trackingPage/AB12`);
    expect(publicTrackingUrl(null, 'AB12')).toBe(`${window.location.origin}/trackingPage/AB12`);
    window.localStorage.clear();
    expect(publicTrackingUrl(undefined, 'AB12')).toBe(`${window.location.origin}/trackingPage/AB12`);
  });
});
