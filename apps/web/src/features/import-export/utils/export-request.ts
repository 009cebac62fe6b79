import { EXPORT_OPTIONS, type ExportBody } from '@trailpost/contracts';
import type { ExportOptionLabel, ExportScope } from './export-scope';

export type ExportOptionValue = (typeof EXPORT_OPTIONS)[number]['value'];

export function optionValueOf(label: ExportOptionLabel): ExportOptionValue {
  return EXPORT_OPTIONS.find((option) => option.label === label)?.value ?? 'all';
}

/** Filtered applies only to a narrowed list, Selected only with selected rows; All always (part 1 §4). */
export function isOptionEnabled(option: ExportOptionValue, scope: ExportScope): boolean {
  if (option === 'filtered') return scope.preselected === 'Filtered';
  if (option === 'selected') return scope.selectedIds.length > 0;
  return true;
}

/** The POST /export/trackings body: the list's filters and search, the selected ids, or everything. */
export function exportRequest(option: ExportOptionValue, scope: ExportScope, timeZone: string): ExportBody {
  if (option === 'filtered') return { time_zone: timeZone, query: scope.query, filters: scope.filters };
  if (option === 'selected') return { time_zone: timeZone, query: '', filters: { ids: [...scope.selectedIds] } };
  return { time_zone: timeZone, query: '', filters: {} };
}
