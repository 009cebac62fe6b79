import { describe, expect, it } from 'vitest';
import type { Courier } from '@trailpost/contracts';
import { useMerchant } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { seventeenTrackCode } from './catalogue.js';

const t = useTestApp();
const owner = useMerchant(t);

describe('catalogues', () => {
  it('lists at least 300 couriers with unique slugs and known field names', async () => {
    const couriers = (await t.app.inject({ method: 'GET', url: '/api/couriers/list', headers: owner.headers })).json().data as Courier[];
    expect(couriers.length).toBeGreaterThanOrEqual(300);
    expect(new Set(couriers.map((c) => c.slug)).size).toBe(couriers.length);
    for (const courier of couriers) {
      expect(courier.slug).toMatch(/^[a-z0-9][a-z0-9-]*$/);
      for (const field of courier.required_fields) expect(['postal_code', 'tracking_ship_date']).toContain(field);
      for (const field of courier.optional_fields) expect(['origin_country', 'postal_code']).toContain(field);
    }
    const slugs = couriers.map((c) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(['usps', 'ups', 'fedex', 'dhl', 'royal-mail', 'australia-post', 'bluedart', 'ninjavan', '99minutos']));
  });

  it('lists the ISO 3166 countries', async () => {
    const countries = (await t.app.inject({ method: 'GET', url: '/api/country/list', headers: owner.headers })).json().data as { name: string; iso: string }[];
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries).toContainEqual({ name: 'India', iso: 'IN' });
    expect(countries).toContainEqual({ name: 'Germany', iso: 'DE' });
  });

  it('is as wide as the aggregator: 1,000+ couriers, each with its 17TRACK code, our slugs unchanged', async () => {
    const couriers = (await t.app.inject({ method: 'GET', url: '/api/couriers/list', headers: owner.headers })).json().data as Courier[];
    expect(couriers.length).toBeGreaterThanOrEqual(1000);
    const withCode = couriers.filter((courier) => courier.seventeen_track_code !== null);
    // Only couriers 17TRACK's list does not carry at all (34 of ours) go without a code.
    expect(couriers.length - withCode.length).toBeLessThanOrEqual(34);
    const code = (slug: string) => couriers.find((courier) => courier.slug === slug)?.seventeen_track_code;
    // A country arm shares its company's code; a code is otherwise one courier's.
    expect([code('colissimo'), code('la-poste-colissimo'), code('dpd-de'), code('gls-france')]).toEqual([6051, 6051, 100007, 101272]);
    expect(new Set(withCode.map((courier) => courier.seventeen_track_code)).size).toBeGreaterThan(withCode.length - 60);
    expect([code('usps'), code('ups'), code('fedex'), code('dhl'), code('royal-mail'), code('australia-post')]).toEqual([21051, 100002, 100003, 100001, 11031, 1151]);
    expect(seventeenTrackCode('china-post')).toBe(3011);
    expect(seventeenTrackCode('no-such-courier')).toBeNull();
    // A carrier we knew only from 17TRACK's list, under a slug made from its name.
    expect(couriers).toContainEqual(expect.objectContaining({ slug: 'afghan-post', title: 'Afghan Post', seventeen_track_code: 1021 }));
  });

  it('pages and searches the couriers by slug or name, any case, and says so in page_info', async () => {
    const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/couriers/list${query}`, headers: owner.headers });
    const whole = (await list('')).json();
    expect(whole.meta.page_info).toEqual({ page: 1, limit: whole.data.length, total: whole.data.length, has_more: false });
    expect(whole.meta.total_records).toBe(whole.data.length);

    const first = (await list('?limit=50')).json();
    expect(first.data).toEqual(whole.data.slice(0, 50));
    expect(first.meta.page_info).toEqual({ page: 1, limit: 50, total: whole.data.length, has_more: true });
    const third = (await list('?limit=50&pageId=3')).json();
    expect(third.data).toEqual(whole.data.slice(100, 150));

    const posts = (await list('?search=POST&limit=500')).json();
    expect(posts.data.length).toBeGreaterThan(10);
    for (const courier of posts.data as Courier[]) expect(`${courier.slug} ${courier.title}`.toLowerCase()).toContain('post');
    expect(posts.data.map((courier: Courier) => courier.slug)).toEqual(expect.arrayContaining(['australia-post', 'afghan-post']));
    expect((await list('?search=no-such-courier-anywhere')).json()).toMatchObject({ meta: { total_records: 0, page_info: { total: 0, has_more: false } }, data: [] });
    expect((await list('?limit=501')).json().meta.error_code).toBe('validation_failed');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/couriers/list' })).statusCode).toBe(401);
  });
});
