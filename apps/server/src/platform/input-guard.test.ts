import { describe, expect, it } from 'vitest';
import { DASHBOARD_MESSAGES, SHIPMENT_MESSAGES } from '@trailpost/contracts';
import { signUp } from '../test/accounts.js';
import { useTestApp } from '../test/harness.js';
import { findForbiddenText, MAX_NESTING, TOO_DEEP_MESSAGE } from './forbidden-text.js';

const t = useTestApp();

describe('characters no text may hold', () => {
  it.each([
    ['a\u0000b', 'value'],
    ['\uFFFE', 'value'],
    ['\uFDD0', 'value'],
    ['\uD800 half a pair', 'value'],
    ['end \uDC00', 'value'],
  ])('finds %j', (text, path) => {
    expect(findForbiddenText(text)).toBe(path);
  });

  it('passes ordinary text, emoji and other scripts', () => {
    expect(findForbiddenText({ name: 'Zoë 🚚 配送', tabs: 'a\tb\nc', list: ['ok'] })).toBeNull();
  });

  it('names the first field that holds one, keys included', () => {
    expect(findForbiddenText({ a: 'ok', items: [{ name: 'ok' }, { name: 'x\u0000' }] })).toBe('items.1.name');
    expect(findForbiddenText({ ['k\u0000']: 1 })).toBe('k\u0000');
  });

  it('refuses them in a body, a query or a path with a 400 that names the field', async () => {
    const owner = await signUp(t.app);
    const cases = [
      { method: 'POST', url: '/api/trackings', payload: { tracking_number: 'AB\u0000123456', slug: 'ups' }, field: 'tracking_number' },
      { method: 'POST', url: '/api/tag', payload: { name: 'Gift\uFFFF', color: '#112233' }, field: 'name' },
      { method: 'GET', url: '/api/trackings?keyword=abc%00def', field: 'keyword' },
      { method: 'GET', url: '/api/trackings/abc%00def', field: 'id' },
    ] as const;
    for (const { field, ...request } of cases) {
      const response = await t.app.inject({ ...request, headers: owner.headers });
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json()).toEqual({ meta: { code: 400, message: [`${field} contains a character that is not allowed.`], error_code: 'validation_failed' }, data: null });
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/trackings', headers: owner.headers });
    expect(list.json().data.total_records).toBe(0);
  });
});

describe('nesting', () => {
  it('refuses a body nested deeper than any request needs with a 400, at any depth up to thousands', async () => {
    const merchant = await signUp(t.app);
    for (const depth of [MAX_NESTING + 1, 5000, 50_000]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/trackings/suggestions',
        headers: { ...merchant.headers, 'content-type': 'application/json' },
        payload: `{"query":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      });
      expect(response.statusCode, String(depth)).toBe(400);
      expect(response.json()).toEqual({ meta: { code: 400, message: [TOO_DEEP_MESSAGE], error_code: 'validation_failed' }, data: null });
    }
  });
});

describe('dates', () => {
  const listWith = (filters: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/trackings?filters=${encodeURIComponent(JSON.stringify(filters))}`, headers });

  it.each(['0000-01-01', '-271821-04-19', '+275760-09-13', '9999-12-31T23:59:59Z', '1999-12-31T23:59:59Z', 'soon'])(
    'refuses %s in the list filters with the filters message',
    async (date) => {
      const owner = await signUp(t.app);
      for (const filters of [{ from_date: date }, { from_date: '2024-01-01', to_date: date }]) {
        const response = await listWith(filters, owner.headers);
        expect(response.statusCode).toBe(400);
        expect(response.json().meta.message).toEqual([SHIPMENT_MESSAGES.invalidFilters]);
      }
    },
  );

  it('accepts dates from 2000 to 2100', async () => {
    const owner = await signUp(t.app);
    expect((await listWith({ from_date: '2000-01-01T00:00:00Z', to_date: '2100-12-31T23:59:59Z' }, owner.headers)).statusCode).toBe(200);
  });

  it('refuses a dashboard range outside them', async () => {
    const owner = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST', url: '/api/dashboard/tracking_count', headers: owner.headers,
      payload: { from_date: '0001-01-01T00:00:00.000Z', to_date: '2024-01-01T00:00:00.000Z' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().meta.message).toEqual([DASHBOARD_MESSAGES.invalidRange]);
  });
});

describe("Fastify's own refusals", () => {
  it('answers an over-long path parameter with an enveloped 414', async () => {
    const owner = await signUp(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/api/trackings/${'a'.repeat(150)}`, headers: owner.headers });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ meta: { code: 414, message: ['The address is too long.'], error_code: 'payload_too_large' }, data: null });
  });

  it('answers a malformed address with an enveloped 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/trackings/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ meta: { code: 400, message: ['The address is not valid.'], error_code: 'validation_failed' }, data: null });
  });

  it('closes the connection after refusing a body too large, so the rest of it cannot hang it', async () => {
    const owner = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST', url: '/api/tag', headers: { ...owner.headers, 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(response.json().meta.code).toBe(413);
  });
});
