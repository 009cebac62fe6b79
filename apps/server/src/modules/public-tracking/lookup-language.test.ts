import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_TRACKING_MESSAGES, type PublicTrackingView } from '@trailpost/contracts';
import { checkpoints } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { daysAgo, seedShipments } from '../../test/shipments.js';
import { messageFileTexts } from '../tracking-pages/index.js';
import { merchantWithSubDomain, publicPost, solvedToken, type Merchant } from './public-tracking-test-helpers.js';

/** Lookups answered in the page's language (`lang`, part 3 "Languages and customers"). */
const t = useTestApp();

const hostOf = (merchant: Merchant) => `${merchant.subDomain}.trailpost.app`;
const track = async (body: object) => publicPost(t.app, '/tracking_page', await solvedToken(t.app.ctx), body);
const viewOf = (response: { json(): unknown }) => (response.json() as { data: PublicTrackingView }).data;

const NUMBER = `LANG${Date.now().toString(36).toUpperCase()}`;
const SCANNED_AT = new Date('2026-03-02T09:30:00Z');
let shop: Merchant;
/** The merchant's time zone, in which dates are written. */
let zone: string;
/** A scan's time as Intl writes it in a language; the timeline keeps its date and clock apart (each may not wrap), so the two parts. */
const written = (locale: string) => {
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(SCANNED_AT);
  const gap = text.indexOf(' ');
  return [text.slice(0, gap), text.slice(gap + 1)];
};

beforeAll(async () => {
  shop = await merchantWithSubDomain(t.app);
  zone = (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: shop.owner.headers })).json().data.time_zone_id;
  const [shipment] = await seedShipments(t.database, shop.tenantId, [{ trackingNumber: NUMBER, slug: 'usps', currentStatus: 'OutForDelivery', createdAt: daysAgo(1) }]);
  await t.database.db.insert(checkpoints).values({ tenantId: shop.tenantId, shipmentId: shipment!.id, checkpointTime: SCANNED_AT, tag: 'OutForDelivery', message: 'Out for delivery', location: 'Osaka', dedupeKey: 'x' });
});

describe('POST /tracking_page with lang', () => {
  it("fills the built-in page in the language: its headings, the status, the timeline's words and its dates", async () => {
    const ja = messageFileTexts('ja');
    const body = viewOf(await track({ domain_name: hostOf(shop), tracking_number: NUMBER, lang: 'ja' })).body;
    for (const key of ['pageTrackingNumber', 'pageProgress', 'timelineStatus', 'timelineTime', 'status.OutForDelivery'] as const) expect(body).toContain(ja[key]);
    for (const part of written('ja')) expect(body).toContain(part);
    expect(body).not.toContain('Shipment progress');
  });

  it('takes the nearest language of a regional tag, and writes Arabic dates as Arabic does', async () => {
    const body = viewOf(await track({ domain_name: hostOf(shop), tracking_number: NUMBER, lang: 'ar-EG' })).body;
    expect(body).toContain(messageFileTexts('ar')['status.OutForDelivery']);
    for (const part of written('ar')) expect(body).toContain(part);
  });

  it('says "not found" in the language', async () => {
    const response = await track({ domain_name: hostOf(shop), tracking_number: 'NOPE-1', lang: 'de' });
    expect(response.statusCode).toBe(404);
    expect(response.json().meta.message).toEqual([messageFileTexts('de').shipmentNotFound]);
    const unknownHost = await publicPost(t.app, '/tracking_page_search', await solvedToken(t.app.ctx), { domain_name: 'nobody.trailpost.app', lang: 'fr' });
    expect(unknownHost.json().meta.message).toEqual([messageFileTexts('fr').pageUnavailable]);
  });

  it('stays as it always was without lang: English, the merchant\'s date format', async () => {
    const body = viewOf(await track({ domain_name: hostOf(shop), tracking_number: NUMBER })).body;
    expect(body).toContain('Shipment progress');
    expect(body).toMatch(/\d{2}-\d{2}-2026<\/span> <span[^>]*>\d{2}:\d{2} [AP]M/);
    expect((await track({ domain_name: hostOf(shop), tracking_number: 'NOPE-1' })).json().meta.message).toEqual([PUBLIC_TRACKING_MESSAGES.notFound]);
  });

  it("uses the merchant's own wording in the language", async () => {
    const saved = await t.app.inject({ method: 'PUT', url: '/api/user/tracking_page_texts', headers: shop.owner.headers, payload: { language: 'ja', texts: { 'status.OutForDelivery': 'まもなくお届けします' } } });
    expect(saved.statusCode).toBe(200);
    expect(viewOf(await track({ domain_name: hostOf(shop), tracking_number: NUMBER, lang: 'ja' })).body).toContain('まもなくお届けします');
  });
});
