import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { recountShipments } from '../../apps/server/dist/modules/shipments/counters.js';

const COURIERS_FILE = path.resolve(import.meta.dirname, '../../apps/server/src/modules/couriers/data/couriers.json');
/** The carriers most merchants ship with come first, so the skewed pick favours them. */
const LEADERS = ['usps', 'ups', 'fedex', 'dhl', 'royal-mail', 'canada-post', 'australia-post', 'dpd', 'gls', 'bluedart', 'delhivery', 'ninjavan', 'postnl', 'colissimo', 'yunexpress'];
const COUNTRIES = ['US', 'GB', 'CA', 'AU', 'IN', 'DE', 'FR', 'NL', 'ES', 'IT', 'CN', 'JP', 'SG', 'MY', 'ID', 'MX', 'BR', 'AE', 'SA', 'ZA', 'NZ', 'IE', 'SE', 'PL', 'BE', 'CH', 'AT', 'KR', 'TH', 'PH'];

export function courierSlugs(count = 300): string[] {
  const all = (JSON.parse(fs.readFileSync(COURIERS_FILE, 'utf8')) as { slug: string }[]).map((c) => c.slug);
  const rest = all.filter((slug) => !LEADERS.includes(slug));
  return [...LEADERS.filter((slug) => all.includes(slug)), ...rest].slice(0, count);
}

const literal = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/**
 * Inserts `count` shipments for a tenant in batches, all in SQL: skewed couriers and
 * countries, a realistic status mix, two years of creation dates, transit and delivery times.
 */
export async function seedShipments(client: pg.Client, tenantId: string, prefix: string, count: number, log: (s: string) => void): Promise<void> {
  const slugs = literal(courierSlugs());
  const countries = literal(COUNTRIES);
  const batch = 100_000;
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    const t0 = Date.now();
    await client.query(
      `insert into shipments (tenant_id, tracking_number, slug, current_status, origin_country, destination_country,
         shipment_type, created_at, updated_at, shipped_at, delivered_at, delivery_time, last_checkpoint_message,
         last_checkpoint_location, last_checkpoint_time, expected_delivery, order_id, customer_name, customer_emails)
       select $1::uuid, tn, slug, status, origin, dest, 'Standard', created, created, shipped, delivered,
         case when delivered is not null then extract(day from delivered - shipped)::int end,
         case status when 'Delivered' then 'Delivered' when 'InTransit' then 'Departed facility' when 'Pending' then null else 'Shipment update' end,
         case when shipped is not null then 'Hub ' || dest end, coalesce(delivered, shipped), created + interval '7 days',
         'ORD-' || g, 'Customer ' || g, array['customer' || g || '@mail.test']
       from (
         select g, $2 || lpad(g::text, 9, '0') as tn,
           (${slugs})[1 + floor(power(random(), 3) * ${courierSlugs().length})::int] as slug,
           (${countries})[1 + floor(power(random(), 2) * ${COUNTRIES.length})::int] as origin,
           (${countries})[1 + floor(power(random(), 2) * ${COUNTRIES.length})::int] as dest,
           r, now() - random() * interval '730 days' as created
         from (select g, random() as r from generate_series($3::int, $4::int) g) s
       ) base
       cross join lateral (select case
           when r < 0.55 then 'Delivered' when r < 0.75 then 'InTransit' when r < 0.80 then 'Pending'
           when r < 0.85 then 'InfoReceived' when r < 0.90 then 'OutForDelivery' when r < 0.94 then 'Exception'
           when r < 0.97 then 'FailedAttempt' else 'Expired' end as status) st
       cross join lateral (select case when st.status in ('Pending', 'InfoReceived') then null else created + interval '1 day' end as shipped) sh
       cross join lateral (select case when st.status = 'Delivered' then shipped + (1 + floor(random() * 12)) * interval '1 day' end as delivered) dl`,
      [tenantId, prefix, start, end],
    );
    log(`  seeded ${end.toLocaleString('en')} of ${count.toLocaleString('en')} (${Date.now() - t0} ms)`);
  }
  // Written around the shipments module, so its counters (status counts, dashboard rollups) are counted again, as after any bulk load.
  const t0 = Date.now();
  await recountShipments(drizzle(client) as unknown as Parameters<typeof recountShipments>[0], tenantId);
  log(`  counted again (${Date.now() - t0} ms)`);
}

export async function shipmentCount(client: pg.Client, tenantId: string): Promise<number> {
  const result = await client.query('select count(*)::int as n from shipments where tenant_id = $1', [tenantId]);
  return result.rows[0].n as number;
}
