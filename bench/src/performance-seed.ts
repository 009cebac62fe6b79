import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { recountShipments } from '../../apps/server/dist/modules/shipments/counters.js';

/** A merchant's couriers and lanes: a dozen carriers, five origins, thirty destinations, skewed. */
const COURIERS = ['usps', 'ups', 'fedex', 'dhl', 'royal-mail', 'canada-post', 'australia-post', 'dpd', 'gls', 'postnl', 'colissimo', 'yunexpress'];
const ORIGINS = ['US', 'CN', 'GB', 'DE', 'AU'];
const DESTINATIONS = ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'NL', 'ES', 'IT', 'IE', 'SE', 'PL', 'BE', 'CH', 'AT', 'JP', 'SG', 'NZ', 'MX', 'BR', 'IN', 'AE', 'ZA', 'KR', 'DK', 'NO', 'FI', 'PT', 'CZ', 'IL'];
const literal = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/**
 * Inserts `count` shipments over two years in SQL with what the delivery performance reads: a
 * status mix, transit of 1 to 12 days, a date shown to the customer for four in five, a failed
 * attempt before delivery for one delivered shipment in ten, an exception for one in twenty;
 * then the shipments module counts them again, as after any bulk load.
 */
export async function seedPerformanceShipments(client: pg.Client, tenantId: string, prefix: string, count: number, log: (s: string) => void): Promise<void> {
  const batch = 100_000;
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    const t0 = Date.now();
    await client.query(
      `insert into shipments (tenant_id, tracking_number, slug, current_status, origin_country, destination_country, created_at, updated_at,
         shipped_at, delivered_at, delivery_time, promised_delivery, failed_attempt_at, exception_seen)
       select $1::uuid, $2 || lpad(g::text, 9, '0'), slug, status, origin, dest, created, created, shipped, delivered,
         case when delivered is not null then extract(day from delivered - shipped)::int end,
         case when r2 < 0.8 and shipped is not null then (shipped + (3 + floor(r3 * 6)) * interval '1 day')::date end,
         case when status = 'FailedAttempt' or (delivered is not null and r2 > 0.9) then coalesce(delivered, now()) - interval '1 day' end,
         status = 'Exception' or r3 < 0.05
       from (
         select g, r, random() as r2, random() as r3,
           (${literal(COURIERS)})[1 + floor(power(random(), 2) * ${COURIERS.length})::int] as slug,
           (${literal(ORIGINS)})[1 + floor(power(random(), 2) * ${ORIGINS.length})::int] as origin,
           (${literal(DESTINATIONS)})[1 + floor(power(random(), 2) * ${DESTINATIONS.length})::int] as dest,
           now() - random() * interval '730 days' as created
         from (select g, random() as r from generate_series($3::int, $4::int) g) s
       ) base
       cross join lateral (select case
           when r < 0.55 then 'Delivered' when r < 0.75 then 'InTransit' when r < 0.80 then 'Pending'
           when r < 0.85 then 'InfoReceived' when r < 0.90 then 'OutForDelivery' when r < 0.94 then 'Exception'
           when r < 0.97 then 'FailedAttempt' else 'Expired' end as status) st
       cross join lateral (select case when st.status in ('Pending', 'InfoReceived') then null else created + interval '1 day' end as shipped) sh
       cross join lateral (select case when st.status = 'Delivered'
           then shipped + (1 + floor(random() * 12)) * interval '1 day' + random() * interval '10 hours' end as delivered) dl`,
      [tenantId, prefix, start, end],
    );
    log(`  seeded ${end.toLocaleString('en')} of ${count.toLocaleString('en')} (${Date.now() - t0} ms)`);
  }
  const t0 = Date.now();
  await recountShipments(drizzle(client) as unknown as Parameters<typeof recountShipments>[0], tenantId);
  log(`  counted again (${Date.now() - t0} ms)`);
}
