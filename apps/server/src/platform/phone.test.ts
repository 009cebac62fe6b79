import { describe, expect, it } from 'vitest';
import { normaliseSmsNumber, PHONE_MESSAGES } from './phone.js';

const valid = (e164: string) => ({ ok: true, e164 });
const invalid = { ok: false, reason: PHONE_MESSAGES.invalid };

describe('SMS numbers', () => {
  it.each([
    ['98765 43210', 'IN', '+919876543210'],
    ['098765-43210', 'IN', '+919876543210'],
    ['+91 98765-43210', 'US', '+919876543210'],
    ['07911 123456', 'GB', '+447911123456'],
    ['(201) 555-0123', 'US', '+12015550123'],
    ['201.555.0123', 'CA', '+12015550123'],
    ['01512 3456789', 'DE', '+4915123456789'],
    ['0412 345 678', 'AU', '+61412345678'],
    ['06 12 34 56 78', 'FR', '+33612345678'],
    ['138 0013 8000', 'CN', '+8613800138000'],
    ['  +971 50 123 4567 ', 'IN', '+971501234567'],
    ['0044 7911 123456', 'IN', '+447911123456'],
    ['011 44 7911 123456', 'US', '+447911123456'],
  ])('reads %s in %s as %s', (raw, country, e164) => {
    expect(normaliseSmsNumber(raw, country)).toEqual(valid(e164));
  });

  it('reads the country code case-insensitively and defaults to India', () => {
    expect(normaliseSmsNumber('07911 123456', 'gb')).toEqual(valid('+447911123456'));
    expect(normaliseSmsNumber('98765 43210')).toEqual(valid('+919876543210'));
  });

  it.each([
    ['12345', 'IN'],
    ['+1 201 555 01234', 'IN'],
    ['(201) 155-0123', 'US'],
    ['phone', 'IN'],
    ['+999 1234 5678', 'IN'],
    ['98765 43210 98765 43210', 'IN'],
  ])('refuses %s (%s)', (raw, country) => {
    expect(normaliseSmsNumber(raw, country)).toEqual(invalid);
  });

  it('refuses numbers of the right length that no operator issues (full metadata, not lengths only)', () => {
    expect(normaliseSmsNumber('+91 50000 00000', 'IN')).toEqual(invalid);
    expect(normaliseSmsNumber('+49 1512 345678', 'DE')).toEqual(invalid);
  });

  it('asks for a number when there is none', () => {
    expect(normaliseSmsNumber('  ', 'IN')).toEqual({ ok: false, reason: PHONE_MESSAGES.required });
  });

  it('reads only international numbers for a country without its own numbering plan', () => {
    expect(normaliseSmsNumber('98765 43210', 'AQ')).toEqual(invalid);
    expect(normaliseSmsNumber('+91 98765 43210', 'AQ')).toEqual(valid('+919876543210'));
  });
});
