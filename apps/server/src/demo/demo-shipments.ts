import type { DemoCheckpoint, DemoShipment } from '../modules/shipments/index.js';
import { DEMO_SOURCE } from '../tracking/index.js';

/**
 * A realistic merchant history for the demo account: shipments over the last 13 months, more of
 * them lately, mostly with the big couriers, a status that fits each shipment's age, and the
 * courier scans that led there. Deterministic for a given seed and "now".
 */

const DAY = 86_400_000;
const HISTORY_DAYS = 395;

/** Carriers most merchants ship with, the busiest first; a tenth of parcels go to the rest of the catalogue. */
const LEADERS = ['usps', 'ups', 'fedex', 'dhl', 'royal-mail', 'canada-post', 'australia-post', 'dpd', 'gls', 'bluedart', 'delhivery', 'ninjavan', 'postnl', 'yunexpress'];
const DESTINATIONS = ['US', 'US', 'US', 'GB', 'GB', 'CA', 'AU', 'DE', 'FR', 'IN', 'NL', 'JP', 'SG', 'MX', 'BR', 'AE', 'IE', 'NZ', 'SE', 'ES'];
const ORIGINS = ['US', 'US', 'US', 'US', 'CN', 'CN', 'GB', 'DE', 'IN', 'HK'];
const CITIES: Record<string, string> = { US: 'Memphis, TN', GB: 'London', CA: 'Toronto', AU: 'Sydney', DE: 'Leipzig', FR: 'Paris', IN: 'Mumbai', CN: 'Shenzhen', HK: 'Hong Kong' };
const FIRST = ['Ava', 'Liam', 'Maya', 'Noah', 'Priya', 'Lucas', 'Emma', 'Kenji', 'Sofia', 'Omar', 'Chloe', 'Mateo'];
const LAST = ['Smith', 'Garcia', 'Patel', 'Brown', 'Müller', 'Rossi', 'Tanaka', 'Wilson', 'Dubois', 'Khan', 'Silva', 'Nguyen'];

/** mulberry32: a small seeded generator, so a demo looks the same every time it is made. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Status = 'Pending' | 'InfoReceived' | 'InTransit' | 'OutForDelivery' | 'Delivered' | 'Exception' | 'FailedAttempt' | 'Expired';

/** Statuses by age: recent parcels are on their way, older ones mostly delivered. */
function statusFor(ageDays: number, r: number): Status {
  const table: [number, Status][] =
    ageDays < 3
      ? [[0.3, 'Pending'], [0.6, 'InfoReceived'], [0.95, 'InTransit'], [1, 'Exception']]
      : ageDays < 14
        ? [[0.05, 'InfoReceived'], [0.45, 'InTransit'], [0.6, 'OutForDelivery'], [0.9, 'Delivered'], [0.95, 'FailedAttempt'], [1, 'Exception']]
        : [[0.86, 'Delivered'], [0.9, 'Exception'], [0.93, 'FailedAttempt'], [0.96, 'InTransit'], [1, 'Expired']];
  return table.find(([upTo]) => r < upTo)![1];
}

export function demoShipments(options: { count: number; now: number; couriers: string[]; seed?: number }) {
  const next = random(options.seed ?? 20_14);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const leaders = LEADERS.filter((slug) => options.couriers.includes(slug));
  const rows: { shipment: DemoShipment; scans: DemoCheckpoint[] }[] = [];
  for (let i = 0; i < options.count; i += 1) {
    // More shipments lately: the business grew over the year.
    const ageDays = HISTORY_DAYS * (1 - Math.sqrt(next()));
    const created = options.now - ageDays * DAY;
    const slug = next() < 0.9 ? leaders[Math.floor(Math.pow(next(), 1.6) * leaders.length)]! : pick(options.couriers);
    const origin = pick(ORIGINS);
    const destination = pick(DESTINATIONS);
    const transitDays = Math.round((origin === destination ? 1 : 4) + next() * (origin === destination ? 5 : 10));
    let status = statusFor(ageDays, next());
    const shipped = ['Pending', 'InfoReceived'].includes(status) ? null : created + (0.2 + next() * 1.5) * DAY;
    let delivered = status === 'Delivered' && shipped ? shipped + (transitDays + next()) * DAY : null;
    if (delivered && delivered > options.now) [status, delivered] = ['InTransit', null];
    const scans = journey(status, { created, shipped, delivered, now: options.now, origin, destination, next });
    const last = scans[scans.length - 1];
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    rows.push({
      shipment: {
        trackingNumber: `DEMO${String(i + 1).padStart(6, '0')}${Math.floor(next() * 1000)}`,
        slug,
        currentStatus: status,
        source: DEMO_SOURCE,
        orderId: `#${1000 + i}`,
        customerName: name,
        customerEmails: [`${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`],
        shipmentType: next() < 0.7 ? 'Standard' : 'Express',
        originCountry: origin,
        destinationCountry: destination,
        expectedDelivery: shipped ? new Date(shipped + transitDays * DAY) : null,
        shippedAt: shipped ? new Date(shipped) : null,
        deliveredAt: delivered ? new Date(delivered) : null,
        deliveryTime: delivered && shipped ? Math.floor((delivered - shipped) / DAY) : null,
        lastCheckpointMessage: last?.message ?? null,
        lastCheckpointLocation: last?.location ?? null,
        lastCheckpointTime: last?.checkpointTime ?? null,
        lastCheckpointTag: last?.tag ?? null,
        // Never due a check: the story is already told (see DEMO_SOURCE), so nothing expires.
        nextCheckAt: null,
        createdAt: new Date(created),
        updatedAt: new Date(last?.checkpointTime?.getTime() ?? created),
      },
      scans,
    });
  }
  return rows;
}

/** The scans that lead to a status, oldest first. */
function journey(
  status: Status,
  j: { created: number; shipped: number | null; delivered: number | null; now: number; origin: string; destination: string; next: () => number },
): DemoCheckpoint[] {
  const scans: DemoCheckpoint[] = [];
  const add = (tag: string, at: number, message: string, country: string) =>
    scans.push({ tag, checkpointTime: new Date(Math.min(at, j.now)), message, location: CITIES[country] ?? country, countryIso: country, dedupeKey: `demo-${scans.length}` });
  if (status === 'Pending') return scans;
  add('InfoReceived', j.created + 0.1 * DAY, 'Shipment information received', j.origin);
  if (!j.shipped) return scans;
  add('InTransit', j.shipped, 'Picked up by the courier', j.origin);
  const arrived = j.delivered ?? Math.min(j.now, j.shipped + (1 + j.next() * 4) * DAY);
  add('InTransit', (j.shipped + arrived) / 2, 'Departed sorting facility', j.origin === j.destination ? j.origin : j.destination);
  if (status === 'Exception') add('Exception', arrived, 'Held at customs', j.destination);
  if (status === 'FailedAttempt') add('AttemptFail', arrived, 'Delivery attempted, nobody home', j.destination);
  if (status === 'OutForDelivery' || status === 'Delivered') add('OutForDelivery', arrived - 0.2 * DAY, 'Out for delivery', j.destination);
  if (status === 'Delivered') add('Delivered', arrived, 'Delivered, left at front door', j.destination);
  return scans;
}
