import { addWorkdays, isoDateOf, MONDAY_TO_FRIDAY, weekdayOf, workdaysBetween, type Day, type Workdays } from './calendar.js';
import { TransitHistogram } from './histogram.js';
import { LEVELS, levelKey, placeName, type Level, type Route } from './lanes.js';

/** One delivered shipment of the history: its route, the local dates of pickup and delivery. */
export interface Delivery extends Route {
  pickedUp: Day;
  delivered: Day;
  /** How many deliveries of this route went on these dates (a history read as counts); 1 when left out. */
  count?: number;
}

/** Why a prediction says what it says (part 3: `basis`). */
export interface PredictionBasis {
  level: Level;
  courier: string;
  /** `AU-NSW` at the state level, `AU` at the lane level, null for the courier as a whole. */
  origin: string | null;
  destination: string | null;
  /** Deliveries of that level in the history window. */
  deliveries: number;
  /** The history window, in days. */
  days: number;
}

export interface Prediction {
  /** `YYYY-MM-DD`, local dates. */
  date: string;
  earliest: string;
  latest: string;
  basis: PredictionBasis;
}

/** How the model learns (decision 0058); the defaults are the ones bench:edd measured. */
export interface ModelSettings {
  /** Deliveries this many days or more before `asOf` are left out. */
  windowDays: number;
  /** A delivery this many days old counts half as much as one of today. */
  halfLifeDays: number;
  /** A level answers when it holds at least this many deliveries; else the next, coarser one. */
  minDeliveries: number;
  /** The share of deliveries the range should hold. */
  rangeShare: number;
}

export const DEFAULT_MODEL_SETTINGS: ModelSettings = { windowDays: 180, halfLifeDays: 12, minDeliveries: 20, rangeShare: 0.8 };

/** A weekday is a courier's delivery day when it holds at least a quarter of an even share. */
const WORKDAY_SHARE = 0.25 / 7;
/** Below this many deliveries a courier is taken to deliver Monday to Friday. */
const WORKDAY_EVIDENCE = 30;

export interface DeliveryModel {
  asOf: Day;
  settings: ModelSettings;
  workdays: Map<string, Workdays>;
  levels: Map<string, TransitHistogram>;
}

/** The weekdays each courier delivers on, from the weekdays its deliveries fell on. */
function learnWorkdays(deliveries: readonly Delivery[]): Map<string, Workdays> {
  const counts = new Map<string, number[]>();
  for (const delivery of deliveries) {
    const courier = delivery.courier.toLowerCase();
    const perDay = counts.get(courier) ?? counts.set(courier, [0, 0, 0, 0, 0, 0, 0]).get(courier)!;
    perDay[weekdayOf(delivery.delivered)]! += delivery.count ?? 1;
  }
  const workdays = new Map<string, Workdays>();
  for (const [courier, perDay] of counts) {
    const total = perDay.reduce((sum, count) => sum + count, 0);
    workdays.set(courier, total < WORKDAY_EVIDENCE ? MONDAY_TO_FRIDAY : perDay.map((count) => count / total >= WORKDAY_SHARE));
  }
  return workdays;
}

/**
 * Learns transit times in the courier's delivery days per level of each route, weighting recent
 * deliveries more: what a merchant's couriers did lately says more about tomorrow than last year.
 */
export function trainModel(history: readonly Delivery[], asOf: Day, settings: ModelSettings = DEFAULT_MODEL_SETTINGS): DeliveryModel {
  const recent = history.filter((delivery) => delivery.delivered <= asOf && delivery.delivered > asOf - settings.windowDays && delivery.delivered >= delivery.pickedUp);
  const workdays = learnWorkdays(recent);
  const levels = new Map<string, TransitHistogram>();
  for (const delivery of recent) {
    const days = workdaysBetween(delivery.pickedUp, delivery.delivered, workdays.get(delivery.courier.toLowerCase())!);
    const weight = 0.5 ** ((asOf - delivery.delivered) / settings.halfLifeDays);
    for (const level of LEVELS) {
      const key = levelKey(level, delivery);
      if (key) (levels.get(key) ?? levels.set(key, new TransitHistogram()).get(key)!).add(days, weight, delivery.count ?? 1);
    }
  }
  return { asOf, settings, workdays, levels };
}

/** What is known of a shipment beyond its route, and what else the model may draw on. */
export interface PredictionContext {
  /** Today's local date: a shipment not delivered by today is no longer due before it. */
  today?: Day;
  /** The courier is out delivering it: it is due today. */
  outForDelivery?: boolean;
  /**
   * Every merchant's deliveries together (counts only, lanes with enough merchants and
   * deliveries): asked after the merchant's own lane, before its courier as a whole.
   */
  platform?: DeliveryModel | null;
}

/** Where each level is looked up: the merchant's own model, or every merchant's lane. */
const ANSWERING_LEVELS: readonly { level: Level; key: (typeof LEVELS)[number]; platform: boolean }[] = [
  { level: 'state', key: 'state', platform: false },
  { level: 'lane', key: 'lane', platform: false },
  { level: 'platform', key: 'lane', platform: true },
  { level: 'courier', key: 'courier', platform: false },
];

/** The histogram that answers for a route: the merchant's most specific level with enough history, then the platform's lane. */
function answeringLevel(model: DeliveryModel, route: Route, platform: DeliveryModel | null | undefined) {
  for (const candidate of ANSWERING_LEVELS) {
    const from = candidate.platform ? platform : model;
    if (!from) continue;
    const key = levelKey(candidate.key, route);
    const histogram = key ? from.levels.get(key) : undefined;
    if (histogram && histogram.count >= from.settings.minDeliveries) return { level: candidate.level, model: from, histogram };
  }
  return null;
}

/**
 * When a shipment picked up on `pickedUp` should arrive, from the most specific level with
 * enough history; null when nothing is known of its courier. Given today, a shipment still on
 * its way is predicted from the deliveries that took at least as long as it has so far (one
 * stuck in customs moves out), and one out for delivery is due today.
 */
export function predictDelivery(model: DeliveryModel, route: Route, pickedUp: Day, context: PredictionContext = {}): Prediction | null {
  const answer = answeringLevel(model, route, context.platform);
  if (!answer) return null;
  const courier = route.courier.toLowerCase();
  const workdays = model.workdays.get(courier) ?? answer.model.workdays.get(courier) ?? MONDAY_TO_FRIDAY;
  const { level, histogram } = answer;
  const basis: PredictionBasis = {
    level,
    courier: route.courier,
    origin: level === 'courier' ? null : placeName(route.origin, level === 'state'),
    destination: level === 'courier' ? null : placeName(route.destination, level === 'state'),
    deliveries: histogram.count,
    days: answer.model.settings.windowDays,
  };
  const today = context.today ?? pickedUp;
  if (context.outForDelivery && today >= pickedUp) return { date: isoDateOf(today), earliest: isoDateOf(today), latest: isoDateOf(today), basis };
  const elapsed = today > pickedUp ? workdaysBetween(pickedUp, today, workdays) : 0;
  const left = elapsed > 0 ? histogram.from(elapsed) : histogram;
  const dateAfter = (days: number) => isoDateOf(addWorkdays(pickedUp, days, workdays));
  // Later than anything the history holds: the next delivery day is the best that can be said.
  if (left.total <= 0) return { date: dateAfter(elapsed + 1), earliest: dateAfter(elapsed + 1), latest: dateAfter(elapsed + 1), basis };
  const [low, high] = left.range(answer.model.settings.rangeShare);
  return { date: dateAfter(left.quantile(0.5)), earliest: dateAfter(low), latest: dateAfter(high), basis };
}
