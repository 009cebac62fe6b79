import { PERFORMANCE_MESSAGES, type CourierPerformanceAnswer, type FilterOption, type LanePerformanceAnswer } from '@trailpost/contracts';
import type { PerformanceRow } from '../components/PerformanceTable';

export const courierRows = (answer: CourierPerformanceAnswer): PerformanceRow[] =>
  answer.rows.map((row) => ({ ...row, key: row.slug, title: row.courier_name, name: row.courier_name }));

/** Lanes read "United Kingdom → France", with the names the list's destination filter uses. */
export function laneRows(answer: LanePerformanceAnswer, countries: FilterOption[]): PerformanceRow[] {
  const names = new Map(countries.map((option) => [String(option.value), option.label]));
  const country = (iso: string | null) => (iso ? (names.get(iso) ?? iso) : PERFORMANCE_MESSAGES.unknownCountry);
  return answer.rows.map((row) => {
    const lane = `${country(row.origin_country)} → ${country(row.destination_country)}`;
    return { ...row, key: `${row.slug}|${row.origin_country}|${row.destination_country}`, title: row.courier_name, lane, name: `${row.courier_name} ${lane}` };
  });
}
