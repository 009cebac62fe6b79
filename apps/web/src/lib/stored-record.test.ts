import { describe, expect, it } from 'vitest';
import { parseStoredRecord } from './stored-record';

const record = {
  _id: 'u1',
  name: 'Ada Merchant',
  email: 'ada@example.com',
  access_token: '',
  user_type: 'user',
  role: 'main',
  role_id: null,
  role_access: { role: ['tracking'] },
  roles: ['tracking'],
  organization_details: { logo: null, company_name: 'Ada Ltd' },
  user_details: { tenant_id: 't1' },
  onboarding: { status: 1 },
  time_zone_data: { timezone: 'Europe/London' },
  date_format: 'DD/MM/YYYY',
  sub_domain: 'ada',
  custom_domain_url: null,
  daily_digest_email_active: 1,
};

describe('parseStoredRecord', () => {
  it('keeps a whole record as it was stored', () => {
    expect(parseStoredRecord(record)).toEqual(record);
  });

  it('accepts a record an older version kept with fewer fields, with an empty token', () => {
    expect(parseStoredRecord({ _id: 'u1', name: 'Ada' })).toEqual({ _id: 'u1', name: 'Ada', access_token: '' });
  });

  it.each([
    ['not an object', 'u1'],
    ['a list', [record]],
    ['null', null],
    ['no id', { ...record, _id: undefined }],
    ['an empty id', { ...record, _id: '' }],
    ['a numeric id', { ...record, _id: 7 }],
    ['a name that is not text', { ...record, name: 3 }],
    ['an unknown user type', { ...record, user_type: 'admin' }],
    ['roles that are not a list of names', { ...record, roles: 'tracking' }],
    ['role access without its list', { ...record, role_access: {} }],
    ['onboarding without a status', { ...record, onboarding: { status: '1' } }],
    ['a sub-domain that is a number', { ...record, sub_domain: 5 }],
    ['a time zone that is text instead of an object', { ...record, time_zone_data: 'UTC' }],
  ])('refuses %s', (_case, value) => {
    expect(parseStoredRecord(value)).toBeNull();
  });
});
