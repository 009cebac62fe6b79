/**
 * A generated delivery history in bench:edd's CSV columns, shaped like a real merchant's: lanes of
 * different speeds, couriers that rest on weekends (two deliver Saturdays), pickups clustered on
 * weekdays, a long tail of late parcels, a slowdown in the last months (a network's peak season,
 * a customs backlog), sparse lanes, and a padded estimate from the couriers that send one.
 */
import { addWorkdays, isoDateOf, MONDAY_TO_FRIDAY, weekdayOf, type Workdays } from '../../apps/server/dist/modules/predictions/index.js';
import { seededRandom } from './automations-rules.js';

export interface HistoryRow {
  id: string;
  courier: string;
  origin_country: string;
  origin_state: string;
  origin_city: string;
  destination_country: string;
  destination_state: string;
  destination_city: string;
  ordered_at: string;
  picked_up_at: string;
  delivered_at: string;
  provider_estimate: string;
}

interface Courier {
  slug: string;
  workdays: Workdays;
  /** Extra delivery days from `SLOWDOWN_FROM` on. */
  slowdown: number;
  /** Whether it sends an expected date, and how many days it pads it by. */
  estimatePadding: number | null;
}

interface Lane {
  courier: Courier;
  from: [country: string, state: string, city: string, offset: string];
  to: [country: string, state: string, city: string, offset: string];
  /** Usual transit in the courier's delivery days. */
  days: number;
  /** Relative volume. */
  share: number;
}

const MONDAY_TO_SATURDAY = [false, true, true, true, true, true, true];
const COURIERS: Record<string, Courier> = {
  auspost: { slug: 'australia-post', workdays: MONDAY_TO_FRIDAY, slowdown: 1, estimatePadding: null },
  usps: { slug: 'usps', workdays: MONDAY_TO_SATURDAY, slowdown: 1, estimatePadding: 2 },
  dhl: { slug: 'dhl', workdays: MONDAY_TO_FRIDAY, slowdown: 2, estimatePadding: 3 },
  royal: { slug: 'royal-mail', workdays: MONDAY_TO_SATURDAY, slowdown: 0, estimatePadding: null },
  fedex: { slug: 'fedex', workdays: MONDAY_TO_FRIDAY, slowdown: 0, estimatePadding: 1 },
};

const AU = (state: string, city: string): Lane['from'] => ['AU', state, city, state === 'WA' ? '+08:00' : '+10:00'];
const US = (state: string, city: string, offset: string): Lane['from'] => ['US', state, city, offset];
const GB = (city: string): Lane['from'] => ['GB', 'ENG', city, '+00:00'];
const DE: Lane['from'] = ['DE', 'BE', 'Berlin', '+01:00'];

const LANES: Lane[] = [
  { courier: COURIERS.auspost!, from: AU('NSW', 'Sydney'), to: AU('NSW', 'Newcastle'), days: 1, share: 14 },
  { courier: COURIERS.auspost!, from: AU('NSW', 'Sydney'), to: AU('VIC', 'Melbourne'), days: 2, share: 12 },
  { courier: COURIERS.auspost!, from: AU('NSW', 'Sydney'), to: AU('QLD', 'Brisbane'), days: 3, share: 9 },
  { courier: COURIERS.auspost!, from: AU('NSW', 'Sydney'), to: AU('WA', 'Perth'), days: 5, share: 5 },
  { courier: COURIERS.auspost!, from: AU('NSW', 'Sydney'), to: AU('TAS', 'Hobart'), days: 4, share: 0.08 },
  { courier: COURIERS.usps!, from: US('CA', 'Los Angeles', '-08:00'), to: US('CA', 'San Diego', '-08:00'), days: 2, share: 10 },
  { courier: COURIERS.usps!, from: US('CA', 'Los Angeles', '-08:00'), to: US('NY', 'New York', '-05:00'), days: 4, share: 8 },
  { courier: COURIERS.usps!, from: US('CA', 'Los Angeles', '-08:00'), to: US('TX', 'Austin', '-06:00'), days: 3, share: 6 },
  { courier: COURIERS.usps!, from: US('CA', 'Los Angeles', '-08:00'), to: US('AK', 'Juneau', '-09:00'), days: 6, share: 0.06 },
  { courier: COURIERS.royal!, from: GB('London'), to: GB('Manchester'), days: 1, share: 7 },
  { courier: COURIERS.dhl!, from: DE, to: GB('London'), days: 3, share: 5 },
  { courier: COURIERS.dhl!, from: DE, to: AU('VIC', 'Melbourne'), days: 7, share: 3 },
  { courier: COURIERS.dhl!, from: DE, to: US('NY', 'New York', '-05:00'), days: 5, share: 3 },
  { courier: COURIERS.fedex!, from: US('TX', 'Dallas', '-06:00'), to: ['CA', 'ON', 'Toronto', '-05:00'], days: 4, share: 2 },
  { courier: COURIERS.fedex!, from: US('TX', 'Dallas', '-06:00'), to: ['MX', 'CMX', 'Mexico City', '-06:00'], days: 5, share: 0.1 },
];

/** The history covers a year; from this day of it the slow couriers are slower. */
const HISTORY_DAYS = 365;
const SLOWDOWN_FROM = 250;
const LAST_DAY = Math.floor(Date.UTC(2026, 9, 31) / 86_400_000);

/** Most parcels arrive on the usual day; some a day early or late, a few much later. */
function transitNoise(random: () => number): number {
  const draw = random();
  if (draw < 0.08) return -1;
  if (draw < 0.68) return 0;
  if (draw < 0.88) return 1;
  if (draw < 0.95) return 2;
  return 3 + Math.floor(random() * 6);
}

const at = (day: number, minutes: number, offset: string) =>
  `${isoDateOf(day)}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00${offset}`;

export function generateHistory(rows: number, seed = 42): HistoryRow[] {
  // Seeded: every run of the bench sees the same history.
  const random = seededRandom(seed);
  const totalShare = LANES.reduce((sum, lane) => sum + lane.share, 0);
  const history: HistoryRow[] = [];
  for (let index = 0; index < rows; index++) {
    let pick = random() * totalShare;
    const lane = LANES.find((candidate) => (pick -= candidate.share) <= 0) ?? LANES[0]!;
    const { courier } = lane;
    // Merchants hand parcels over on working days; a Saturday pickup now and then.
    let pickedUp = LAST_DAY - HISTORY_DAYS + Math.floor(random() * (HISTORY_DAYS - 20));
    if (weekdayOf(pickedUp) === 0 || (weekdayOf(pickedUp) === 6 && random() < 0.8)) pickedUp += weekdayOf(pickedUp) === 0 ? 1 : 2;
    const slow = pickedUp >= LAST_DAY - HISTORY_DAYS + SLOWDOWN_FROM ? courier.slowdown : 0;
    const days = Math.max(0, lane.days + slow + transitNoise(random));
    const delivered = addWorkdays(pickedUp, days, courier.workdays);
    const orderedDaysBefore = Math.floor(random() * 3);
    history.push({
      id: `H${String(index).padStart(7, '0')}`,
      courier: courier.slug,
      origin_country: lane.from[0],
      origin_state: lane.from[1],
      origin_city: lane.from[2],
      destination_country: lane.to[0],
      destination_state: lane.to[1],
      destination_city: lane.to[2],
      ordered_at: at(pickedUp - orderedDaysBefore, 480 + Math.floor(random() * 720), lane.from[3]),
      picked_up_at: at(pickedUp, 480 + Math.floor(random() * 600), lane.from[3]),
      delivered_at: at(delivered, 540 + Math.floor(random() * 600), lane.to[3]),
      provider_estimate: courier.estimatePadding === null ? '' : isoDateOf(pickedUp + lane.days + courier.estimatePadding + Math.floor(random() * 3)),
    });
  }
  return history;
}
