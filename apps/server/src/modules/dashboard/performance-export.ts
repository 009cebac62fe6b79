import { PERFORMANCE_COLUMNS, PERFORMANCE_MESSAGES, PERFORMANCE_TITLE, type PerformanceFigures, type PerformanceQuery, type PerformanceView, type PerformanceWeek } from '@trailpost/contracts';
import type { AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { xlsxBuffer } from '../../platform/spreadsheets/xlsx-writer.js';
import { countryName } from '../countries/index.js';
import { courierPerformance, lanePerformance } from './performance-service.js';

const WEEK = 'Week';
const WHOLE_RANGE = 'Whole range';
const ALL = 'All';
const FIGURE_COLUMNS = [
  PERFORMANCE_COLUMNS.shipments,
  PERFORMANCE_COLUMNS.delivered,
  PERFORMANCE_COLUMNS.onTime,
  PERFORMANCE_COLUMNS.onTimeOf,
  PERFORMANCE_COLUMNS.transitP50,
  PERFORMANCE_COLUMNS.transitP90,
  PERFORMANCE_COLUMNS.firstAttempt,
  PERFORMANCE_COLUMNS.exception,
];

const cell = (value: number | null) => (value === null ? '' : String(value));
const figureCells = (f: PerformanceFigures) =>
  [f.shipments, f.delivered_pct, f.on_time_pct, f.on_time_of, f.transit_days_p50, f.transit_days_p90, f.first_attempt_pct, f.exception_pct].map(cell);
const country = (iso: string | null) => (iso ? (countryName(iso) ?? iso) : PERFORMANCE_MESSAGES.unknownCountry);

/** A group's row for the whole range, then one row per week of its trend. */
function blockOf(names: string[], figures: PerformanceFigures, weeks: PerformanceWeek[]): string[][] {
  return [[...names, WHOLE_RANGE, ...figureCells(figures)], ...weeks.map((week) => [...names, week.week, ...figureCells(week)])];
}

/**
 * The screen's table as an .xlsx (GET /performance/couriers/export and /lanes/export): each
 * courier or lane for the whole range and then week by week, and the same for all of them
 * last. Cells are escaped against formula injection by the writer.
 */
export async function exportPerformance(ctx: ServiceContext, auth: AuthContext, view: PerformanceView, query: PerformanceQuery): Promise<Buffer> {
  if (view === 'couriers') {
    const answer = await courierPerformance(ctx, auth, query);
    const rows = answer.rows.flatMap((row) => blockOf([row.courier_name], row, row.weeks));
    return xlsxBuffer(PERFORMANCE_TITLE, [PERFORMANCE_COLUMNS.courier, WEEK, ...FIGURE_COLUMNS], [...rows, ...blockOf([ALL], answer.total, answer.total.weeks)]);
  }
  const answer = await lanePerformance(ctx, auth, query);
  const rows = answer.rows.flatMap((row) => blockOf([row.courier_name, country(row.origin_country), country(row.destination_country)], row, row.weeks));
  return xlsxBuffer(
    PERFORMANCE_TITLE,
    [PERFORMANCE_COLUMNS.courier, PERFORMANCE_COLUMNS.origin, PERFORMANCE_COLUMNS.destination, WEEK, ...FIGURE_COLUMNS],
    [...rows, ...blockOf([ALL, ALL, ALL], answer.total, answer.total.weeks)],
  );
}
