import { startOfZonedDay, type DateType } from '@trailpost/contracts';
import { ACCOUNT_WEEK_GRAIN } from '../../db/schema/index.js';

/**
 * How a dashboard figure is counted (decision 0012): a range, or each bucket of the summary
 * chart, is covered by whole UTC years, months and days, read from the rollups, and by the
 * partial days left at its edges, counted from the shipments themselves. A period may also be
 * taken whole with what lies outside the range subtracted (the current year minus the rest of
 * this month and today), whichever reads fewer rows. Each instant of the range is counted
 * exactly once, so the figures are exact whatever the zone and the edges.
 *
 * Instants are whole microseconds since the epoch (PostgreSQL's precision, exact in a double
 * until the year 2255), so an inclusive end is simply `to + 1µs`.
 */

/** Same meaning as date_type: the length of a period's ISO label (4 year, 7 month, 10 day). */
export type Grain = DateType;

/** The grain of the performance rollup's UTC weeks (Monday to Sunday); only that rollup keeps it. */
export const WEEK_GRAIN = 8;

/** A whole UTC period of the rollups, added (sign 1) or subtracted (sign -1); `period` is its first day. */
export interface RollupPiece {
  label: string;
  sign: 1 | -1;
  grain: Grain | typeof WEEK_GRAIN | typeof ACCOUNT_WEEK_GRAIN;
  period: string;
}

/** Shipments created in [from, to), in microseconds. */
export interface RawPiece {
  label: string;
  sign: 1 | -1;
  from: number;
  to: number;
}

export interface Plan {
  rollups: RollupPiece[];
  raw: RawPiece[];
}

const US_PER_MS = 1000;
const DAY_US = 86_400_000 * US_PER_MS;

/**
 * Rough number of rows a piece reads: a raw piece every shipment of its stretch (a whole day
 * weighs 4); a month or a year of the rollups about as many rows as the distinct keys it has
 * seen. A piece that starts after now holds nothing yet and costs one index probe.
 */
const COST = { 10: 1, 7: 6, 4: 8 } as const;
const RAW_DAY_COST = 4;
const PROBE_COST = 0.05;

function rawCost(from: number, to: number): number {
  return from > Date.now() * US_PER_MS ? PROBE_COST : PROBE_COST + (RAW_DAY_COST * (to - from)) / DAY_US;
}

function rollupCost(grain: Grain, start: number): number {
  return start > Date.now() * US_PER_MS ? PROBE_COST : COST[grain];
}

interface Cover {
  rollups: RollupPiece[];
  raw: RawPiece[];
  cost: number;
}

const empty = (): Cover => ({ rollups: [], raw: [], cost: 0 });

function join(...covers: Cover[]): Cover {
  return covers.reduce((all, c) => ({ rollups: [...all.rollups, ...c.rollups], raw: [...all.raw, ...c.raw], cost: all.cost + c.cost }), empty());
}

function negate(cover: Cover): Cover {
  const flip = (sign: 1 | -1) => (sign === 1 ? -1 : 1);
  return {
    rollups: cover.rollups.map((p) => ({ ...p, sign: flip(p.sign) })),
    raw: cover.raw.map((p) => ({ ...p, sign: flip(p.sign) })),
    cost: cover.cost,
  };
}

/** The UTC period of `grain` that starts at `start` (µs), and where it ends. */
function periodEnd(start: number, grain: Grain): number {
  if (grain === 10) return start + DAY_US;
  const date = new Date(start / US_PER_MS);
  const end = grain === 7 ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) : Date.UTC(date.getUTCFullYear() + 1, 0, 1);
  return end * US_PER_MS;
}

const CHILD: Record<Grain, Grain | null> = { 4: 7, 7: 10, 10: null };

/** The periods of `grain` inside the period [start, end). */
function children(start: number, end: number, grain: Grain): number[] {
  const out: number[] = [];
  for (let t = start; t < end; t = periodEnd(t, grain)) out.push(t);
  return out;
}

/** [a, b) inside the period of `grain` starting at `p`: its children, each covered as cheaply as possible. */
function direct(label: string, a: number, b: number, grain: Grain, p: number): Cover {
  if (a >= b) return empty();
  const child = CHILD[grain];
  if (!child) return { rollups: [], raw: [{ label, sign: 1, from: a, to: b }], cost: rawCost(a, b) };
  const parts = children(p, periodEnd(p, grain), child)
    .filter((c) => c < b && periodEnd(c, child) > a)
    .map((c) => within(label, Math.max(a, c), Math.min(b, periodEnd(c, child)), child, c));
  return join(...parts);
}

/** [a, b) inside the period of `grain` starting at `p`: directly, or the whole period minus the rest. */
function within(label: string, a: number, b: number, grain: Grain, p: number): Cover {
  const end = periodEnd(p, grain);
  const whole: Cover = { rollups: [{ label, sign: 1, grain, period: new Date(p / US_PER_MS).toISOString().slice(0, 10) }], raw: [], cost: rollupCost(grain, p) };
  if (a === p && b === end) return whole;
  const straight = direct(label, a, b, grain, p);
  // The complement costs at least the whole period: no need to build it when that is already dearer.
  if (straight.cost <= whole.cost) return straight;
  const complement = join(whole, negate(direct(label, p, a, grain, p)), negate(direct(label, b, end, grain, p)));
  return complement.cost < straight.cost ? complement : straight;
}

/** Covers [a, b) (µs) year by year. */
function cover(label: string, a: number, b: number): Cover {
  const parts: Cover[] = [];
  let year = Date.UTC(new Date(a / US_PER_MS).getUTCFullYear(), 0, 1) * US_PER_MS;
  for (; year < b; year = periodEnd(year, 4)) parts.push(within(label, Math.max(a, year), Math.min(b, periodEnd(year, 4)), 4, year));
  return join(...parts);
}

const toPlan = (c: Cover): Plan => ({ rollups: c.rollups, raw: c.raw });
/** Milliseconds (a JavaScript date) to microseconds. */
const us = (date: Date | number) => (typeof date === 'number' ? date : date.getTime()) * US_PER_MS;

/** The whole range [from, to], both inclusive (the shipment list compares to_date with <=), under one empty label. */
export function rangePlan(from: Date, to: Date): Plan {
  return toPlan(cover('', us(from), us(to) + 1));
}

/**
 * One cover per local week [from, to) of the delivery performance (decision 0064). A whole week
 * is its UTC week from the rollup (the week of the same Monday) with the hours between the
 * UTC and the local edges added or subtracted from the shipments, at most 14 at each end; a
 * week cut by the range is covered like any stretch, by days and partial days. A reader in the
 * account's own zone reads a whole week from the rollup's weeks in that zone, with no edges.
 */
export function weeksPlan(weeks: { label: string; from: Date; to: Date; whole: boolean }[], inAccountZone: boolean): Plan {
  const edge = (label: string, local: number, utc: number, sign: 1 | -1): RawPiece[] =>
    local === utc ? [] : local < utc ? [{ label, sign, from: local, to: utc }] : [{ label, sign: sign === 1 ? -1 : 1, from: utc, to: local }];
  const covers = weeks.map((week): Cover => {
    const [from, to] = [us(week.from), us(week.to)];
    if (!week.whole) return from < to ? cover(week.label, from, to) : empty();
    if (inAccountZone) return { rollups: [{ label: week.label, sign: 1, grain: ACCOUNT_WEEK_GRAIN, period: week.label }], raw: [], cost: 0 };
    const monday = us(Date.parse(`${week.label}T00:00:00Z`));
    return {
      rollups: [{ label: week.label, sign: 1, grain: WEEK_GRAIN, period: week.label }],
      // Before the UTC Monday: added; after it: taken away. At the end the other way round.
      raw: [...edge(week.label, from, monday, 1), ...edge(week.label, to, monday + 7 * DAY_US, -1)],
      cost: 0,
    };
  });
  return toPlan(join(...covers));
}

/** "2026" -> "2026-01-01", "2026-03" -> "2026-03-01". */
function firstDay(label: string): string {
  return `${label}-01-01`.slice(0, 10);
}

/** A real calendar year, month or day ("2026-13" and "2026-02-30" are not). */
function isCalendarLabel(label: string): boolean {
  const day = Date.parse(`${firstDay(label)}T00:00:00Z`);
  return !Number.isNaN(day) && new Date(day).toISOString().startsWith(firstDay(label));
}

/** The label after `label` at the same length: next day, month or year. */
export function nextLabel(label: string): string {
  const [year, month = 1, day = 1] = label.split('-').map(Number);
  const next =
    label.length === 10 ? Date.UTC(year!, month - 1, day + 1) : label.length === 7 ? Date.UTC(year!, month, 1) : Date.UTC(year! + 1, 0, 1);
  return new Date(next).toISOString().slice(0, label.length);
}

/**
 * One cover per summary bucket: the instants of [from, to] whose local day (in `zone`) carries
 * the label. Labels of another length than `dateType` match no shipment.
 */
export function bucketPlan(from: Date, to: Date, labels: string[], dateType: DateType, zone: string): Plan {
  const wanted = [...new Set(labels.filter((label) => label.length === dateType && isCalendarLabel(label)))].sort();
  const rangeEnd = us(to) + 1;
  // A bucket's end is the next one's start: each is looked up once.
  const starts = new Map<string, number>();
  const startOf = (label: string) => starts.get(label) ?? starts.set(label, us(startOfZonedDay(firstDay(label), zone))).get(label)!;
  const covers = wanted.map((label) => {
    const start = Math.max(startOf(label), us(from));
    const end = Math.min(startOf(nextLabel(label)), rangeEnd);
    return start < end ? cover(label, start, end) : empty();
  });
  return toPlan(join(...covers));
}

/** A microsecond instant as an ISO timestamp PostgreSQL reads exactly. */
export function isoMicros(instant: number): string {
  const ms = Math.floor(instant / US_PER_MS);
  const micros = String(instant - ms * US_PER_MS).padStart(3, '0');
  return new Date(ms).toISOString().replace('Z', `${micros}Z`);
}
