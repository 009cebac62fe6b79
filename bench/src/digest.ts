import pg from 'pg';
import { openDatabase } from '../../apps/server/dist/db/client.js';
import { migrate } from '../../apps/server/dist/db/migrate.js';
import { createEventDispatcher } from '../../apps/server/dist/platform/events.js';
import { digestTallies } from '../../apps/server/dist/modules/digest/tally-consumer.js';
import { runDigest } from '../../apps/server/dist/modules/digest/run-digest.js';
import type { Config } from '../../apps/server/dist/config.js';
import { benchDatabaseUrl, log, writeResults } from './dataset.js';
import { courierSlugs } from './seed.js';

/**
 * The daily digest at BENCH_DIGEST_MERCHANTS merchants (10,000) of BENCH_DIGEST_SHIPMENTS
 * shipments each (100: a million in all), every one subscribed and due in the same run (four
 * zones at UTC+00:00 in November, 08:05 local). Yesterday's news (additions, deliveries,
 * exceptions, failed attempts) arrives as events through the digest's own consumer, which is
 * measured too; then one digest run decides every merchant and queues the e-mails.
 */
const DATABASE_URL = benchDatabaseUrl();
const MERCHANTS = Number(process.env.BENCH_DIGEST_MERCHANTS ?? 10_000);
const PER_MERCHANT = Number(process.env.BENCH_DIGEST_SHIPMENTS ?? 100);
const ZONES = ['UTC', 'Europe/London', 'Africa/Abidjan', 'Atlantic/Reykjavik'];
const EMAIL_DOMAIN = 'digest.bench.test';
const TENANT_BATCH = 1_000;

const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);

async function merchantsPresent(client: pg.Client): Promise<number> {
  const result = await client.query(`select count(*)::int as n from users where email like $1`, [`%@${EMAIL_DOMAIN}`]);
  return result.rows[0].n as number;
}

/** Tenants with one subscribed main user each, then their shipments, all in SQL. */
async function seed(client: pg.Client): Promise<void> {
  const slugs = `array[${courierSlugs(50).map((s) => `'${s}'`).join(',')}]`;
  for (let start = 0; start < MERCHANTS; start += TENANT_BATCH) {
    const t0 = Date.now();
    await client.query('begin');
    const tenants = await client.query(
      `insert into tenants (name, onboarding_status) select 'Shop ' || g, 1 from generate_series($1::int, $2::int) g returning id, name`,
      [start + 1, Math.min(MERCHANTS, start + TENANT_BATCH)],
    );
    const ids = tenants.rows.map((row: { id: string }) => row.id);
    await client.query(
      `insert into users (tenant_id, email, name, user_type, time_zone, date_format, daily_digest_email_active)
       select id, 'owner-' || ord || '-' || $2::int || '@${EMAIL_DOMAIN}', 'Owner ' || ord, 'user', ($3::text[])[1 + ord % 4], 'DD-MM-YYYY', 1
       from unnest($1::uuid[]) with ordinality as t(id, ord)`,
      [ids, start, ZONES],
    );
    await client.query(
      `insert into shipments (tenant_id, tracking_number, slug, current_status, created_at, updated_at, shipped_at, delivered_at, customer_name, last_checkpoint_message)
       select t.id, 'DG' || lpad(g::text, 6, '0'), (${slugs})[1 + floor(power(random(), 3) * 50)::int], st.status,
         created, created, created + interval '1 day',
         case when st.status = 'Delivered' then created + interval '3 days' end, 'Customer ' || g,
         case when st.status = 'Exception' then 'Address not found' end
       from unnest($1::uuid[]) as t(id)
       cross join generate_series(1, $2::int) g
       -- Refers to g, so it is drawn again for every shipment.
       cross join lateral (select now() - random() * interval '60 days' as created, random() as r where g > 0) base
       cross join lateral (select case when r < 0.6 then 'Delivered' when r < 0.85 then 'InTransit' when r < 0.93 then 'Exception'
         when r < 0.97 then 'FailedAttempt' else 'Pending' end as status) st`,
      [ids, PER_MERCHANT],
    );
    await client.query('commit');
    log(`  seeded merchants ${start + 1}..${start + ids.length} (${Date.now() - t0} ms)`);
  }
  await client.query('vacuum analyze');
}

/**
 * Yesterday's news for every merchant as the product records it: `shipment.created` and
 * `shipment.updated` events of yesterday (3 additions, 4 deliveries, 2 exceptions, 1 failed attempt).
 */
async function raiseYesterdaysEvents(client: pg.Client): Promise<number> {
  await client.query(`delete from digest_tallies`);
  await client.query(`delete from events where payload->>'bench' = 'digest'`);
  const result = await client.query(
    `insert into events (tenant_id, type, subject_id, payload, created_at, dispatched_at)
     select u.tenant_id, kind.type, gen_random_uuid(),
       jsonb_build_object('bench', 'digest', 'assigned_id', null, 'previous_status', 'InTransit', 'current_status', kind.status),
       $1::date + (n * 2 + 1) * interval '1 hour', null
     from users u
     cross join lateral (values ('shipment.created', 'Pending', 0), ('shipment.created', 'Pending', 1), ('shipment.created', 'Pending', 2),
       ('shipment.updated', 'Delivered', 3), ('shipment.updated', 'Delivered', 4), ('shipment.updated', 'Delivered', 5), ('shipment.updated', 'Delivered', 6),
       ('shipment.updated', 'Exception', 7), ('shipment.updated', 'Exception', 8), ('shipment.updated', 'FailedAttempt', 9)) as kind(type, status, n)
     where u.email like $2`,
    [yesterday, `%@${EMAIL_DOMAIN}`],
  );
  return result.rowCount ?? 0;
}

async function main() {
  const database = await openDatabase({ databaseUrl: DATABASE_URL, poolSize: 8 });
  await migrate(database);
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    if ((await merchantsPresent(client)) < MERCHANTS) {
      log(`Seeding ${MERCHANTS.toLocaleString('en')} merchants of ${PER_MERCHANT} shipments`);
      await seed(client);
    }
    const shipments = (await client.query(`select count(*)::int as n from shipments s join users u on u.tenant_id = s.tenant_id where u.email like $1`, [`%@${EMAIL_DOMAIN}`])).rows[0].n as number;

    const events = await raiseYesterdaysEvents(client);
    const dispatcher = createEventDispatcher(database.db, [digestTallies]);
    const t0 = performance.now();
    while ((await dispatcher.dispatchPending(2_000)) > 0);
    const tallySeconds = (performance.now() - t0) / 1000;
    log(`tallies: ${events.toLocaleString('en')} events in ${tallySeconds.toFixed(2)} s`);

    await client.query(`delete from digest_sends`);
    await client.query(`delete from mail_outbox where to_address like $1`, [`%@${EMAIL_DOMAIN}`]);
    const ctx = { db: database.db, config: { publicUrl: 'https://app.trailpost.app' } as Config };
    const now = new Date(`${today}T08:05:00.000Z`);
    const t1 = performance.now();
    const outcome = await runDigest(ctx, now);
    const seconds = (performance.now() - t1) / 1000;
    log(`digest: ${outcome.sent.toLocaleString('en')} sent, ${outcome.empty} empty in ${seconds.toFixed(2)} s`);

    const again = performance.now();
    const repeat = await runDigest(ctx, new Date(now.getTime() + 15 * 60_000));
    const repeatSeconds = (performance.now() - again) / 1000;

    writeResults('digest', {
      benchmark: 'daily digest run (PostgreSQL)',
      merchants: MERCHANTS,
      seconds: Math.round(seconds * 100) / 100,
      dataset: { merchants: MERCHANTS, shipments, zones: ZONES },
      run: { sent: outcome.sent, empty: outcome.empty, mails_per_s: Math.round(outcome.sent / seconds) },
      next_quarter_hour: { sent: repeat.sent, seconds: Math.round(repeatSeconds * 100) / 100 },
      tallies: { events, seconds: Math.round(tallySeconds * 100) / 100, events_per_s: Math.round(events / tallySeconds) },
    });
  } finally {
    await client.end();
    await database.close();
  }
}

await main();
