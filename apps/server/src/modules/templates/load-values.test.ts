import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoPath } from '@trailpost/contracts';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { checkpoints, shipments, tenants, users } from '../../db/schema/index.js';
import { openTestDatabase } from '../../test/harness.js';
import type { ServiceContext } from '../../platform/context.js';
import { loadSampleTemplateValues, loadTemplateValues, loadTemplateSources, type CourierLookup } from './load-values.js';
import { TIMELINE_LIMIT } from './repository.js';
import { SAMPLE_TRACKING_NUMBER } from './sample-values.js';

const findCourier: CourierLookup = (slug) => (slug === 'bluedart' ? { title: 'Blue Dart', phone: '1860 233 1234' } : null);

let database: Database;
let drop: () => Promise<void>;
let ctx: ServiceContext;

async function merchant(values: Partial<typeof tenants.$inferInsert>, profile: { dateFormat: string; timeZone: string }) {
  const [tenant] = await database.db.insert(tenants).values({ name: 'Sign-up name', ...values }).returning();
  await database.db.insert(users).values({ tenantId: tenant!.id, email: `${tenant!.id}@example.com`, name: 'Owner', userType: 'user', ...profile });
  return tenant!;
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  ctx = { db: database.db, config: { ...loadConfig({}, []), publicUrl: 'https://app.trailpost.test', subDomainSuffix: '.trailpost.test' } };
});
afterAll(async () => drop());

describe('loadTemplateValues', () => {
  it('loads a tenant’s shipment, its scans and organization, in the main user’s format and zone', async () => {
    const tenant = await merchant(
      { subDomain: 'acme', companyName: 'Acme', contactNo: '+91 98765 43210', websiteUrl: 'https://acme.test', logoKey: `logos/x/${'a'.repeat(24)}.png` },
      { dateFormat: 'DD-MM-YYYY', timeZone: 'Asia/Kolkata' },
    );
    const [shipment] = await database.db
      .insert(shipments)
      .values({
        tenantId: tenant.id,
        slug: 'bluedart',
        trackingNumber: 'BD123',
        currentStatus: 'InTransit',
        expectedDelivery: new Date('2026-03-05T20:15:30Z'),
        lastCheckpointMessage: 'Arrived at hub',
        lastCheckpointLocation: 'Pune',
        orderId: 'ORD-1',
        customerName: 'Ravi',
      })
      .returning();
    await database.db.insert(checkpoints).values([
      { tenantId: tenant.id, shipmentId: shipment!.id, checkpointTime: new Date('2026-03-03T04:00:00Z'), tag: 'InfoReceived', message: 'Label created', dedupeKey: 'a' },
      { tenantId: tenant.id, shipmentId: shipment!.id, checkpointTime: new Date('2026-03-04T18:40:00Z'), tag: 'InTransit', message: 'Arrived at hub', location: 'Pune', dedupeKey: 'b' },
    ]);

    const values = await loadTemplateValues(ctx, tenant.id, shipment!.id, findCourier);
    expect(values).toMatchObject({
      'Tracking Number': 'BD123',
      'Tracking Status': 'In Transit',
      'Courier Name': 'Blue Dart',
      'Courier Phone': '1860 233 1234',
      'Courier Logo': null,
      'Expected Delivery': '06-03-2026 01:45:30 AM',
      'Last Checkpoint': 'Arrived at hub, Pune',
      'Tracking Page Link': 'https://acme.trailpost.test/trackingPage/BD123',
      'Order ID': 'ORD-1',
      'Order URL': '',
      'Customer Name': 'Ravi',
      Logo: `https://app.trailpost.test${logoPath(tenant.id, `logos/x/${'a'.repeat(24)}.png`)}`,
      'Company Name': 'Acme',
      'Contact Number': '+91 98765 43210',
      Website: 'https://acme.test',
    });
    expect(values!['Tracking Timeline']).toEqual([
      { status: 'In Transit', message: 'Arrived at hub', location: 'Pune', time: '05-03-2026 12:10 AM' },
      { status: 'Info Received', message: 'Label created', location: null, time: '03-03-2026 09:30 AM' },
    ]);

    // Another tenant's id finds nothing.
    const other = await merchant({ name: 'Other' }, { dateFormat: 'MM-DD-YYYY', timeZone: 'UTC' });
    expect(await loadTemplateValues(ctx, other.id, shipment!.id, findCourier)).toBeNull();
  });

  it('names an unknown courier by its slug and the company by the sign-up name when none is set', async () => {
    const tenant = await merchant({}, { dateFormat: 'MM-DD-YYYY', timeZone: 'UTC' });
    const [shipment] = await database.db.insert(shipments).values({ tenantId: tenant.id, slug: 'mystery-post', trackingNumber: 'MP1' }).returning();
    const values = await loadTemplateValues(ctx, tenant.id, shipment!.id, findCourier);
    expect(values).toMatchObject({ 'Courier Name': 'mystery-post', 'Company Name': 'Sign-up name', Logo: null, 'Tracking Page Link': 'https://app.trailpost.test/trackingPage/MP1' });
    expect(values!['Tracking Timeline']).toEqual([]);
  });
});

describe('loadTemplateSources', () => {
  it('reads many shipments at once, each with its own newest scans up to the timeline limit, and none of another tenant', async () => {
    const tenant = await merchant({}, { dateFormat: 'YYYY-MM-DD', timeZone: 'UTC' });
    const made = await database.db
      .insert(shipments)
      .values(['MANY1', 'MANY2', 'MANY3'].map((trackingNumber, index) => ({ tenantId: tenant.id, slug: 'bluedart', trackingNumber, ...(index === 1 ? { language: 'de-AT', destinationCountry: 'AT' } : {}) })))
      .returning();
    const [first, second, third] = made;
    const scans = (shipmentId: string, count: number, prefix: string) =>
      Array.from({ length: count }, (_, index) => ({ tenantId: tenant.id, shipmentId, checkpointTime: new Date(Date.UTC(2026, 0, 1, 0, index)), tag: 'InTransit', message: `${prefix} ${index}`, dedupeKey: `${prefix}${index}` }));
    await database.db.insert(checkpoints).values([...scans(first!.id, TIMELINE_LIMIT + 5, 'first'), ...scans(second!.id, 2, 'second')]);
    const stranger = await merchant({ name: 'Stranger' }, { dateFormat: 'YYYY-MM-DD', timeZone: 'UTC' });
    const [foreign] = await database.db.insert(shipments).values({ tenantId: stranger.id, slug: 'bluedart', trackingNumber: 'FOREIGN1' }).returning();

    const sources = await loadTemplateSources(ctx, tenant.id, [first!.id, second!.id, third!.id, foreign!.id], findCourier);
    expect([...sources.keys()].sort()).toEqual([first!.id, second!.id, third!.id].sort());
    const values = new Map([...sources].map(([id, source]) => [id, source.values()]));
    const timeline = (id: string) => values.get(id)!['Tracking Timeline'] as readonly { message: string }[];
    expect(timeline(first!.id)).toHaveLength(TIMELINE_LIMIT);
    expect(timeline(first!.id)[0]!.message).toBe(`first ${TIMELINE_LIMIT + 4}`);
    expect(timeline(first!.id).at(-1)!.message).toBe('first 5');
    expect(timeline(second!.id).map((scan) => scan.message)).toEqual(['second 1', 'second 0']);
    expect(timeline(third!.id)).toEqual([]);
    expect(values.get(second!.id)!['Tracking Number']).toBe('MANY2');
    expect(sources.get(second!.id)).toMatchObject({ language: 'de-AT', destinationCountry: 'AT' });
    expect(sources.get(first!.id)).toMatchObject({ language: null, destinationCountry: null });
    const german = sources.get(second!.id)!.values({ status: (status) => `de:${status}`, timeline: { status: 'S', message: 'M', location: 'L', time: 'T', empty: 'E' }, dateLocale: 'de' });
    expect(german['Tracking Status']).toBe('de:Pending');
    expect((await loadTemplateSources(ctx, tenant.id, [], findCourier)).size).toBe(0);
  });
});

describe('loadSampleTemplateValues', () => {
  it('fills the sample in the tenant’s own organization, format and zone', async () => {
    const tenant = await merchant({ subDomain: 'sample-shop', companyName: 'Sample Shop' }, { dateFormat: 'YYYY-MM-DD', timeZone: 'Asia/Kolkata' });
    const values = await loadSampleTemplateValues(ctx, tenant.id, new Date('2026-11-20T10:00:00Z'));
    expect(values).toMatchObject({
      'Company Name': 'Sample Shop',
      'Tracking Number': SAMPLE_TRACKING_NUMBER,
      'Tracking Page Link': `https://sample-shop.trailpost.test/trackingPage/${SAMPLE_TRACKING_NUMBER}`,
      'Expected Delivery': '2026-11-20 09:30:00 PM',
    });
    expect(await loadSampleTemplateValues(ctx, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
