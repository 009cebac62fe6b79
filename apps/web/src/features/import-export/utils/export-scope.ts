import { EXPORT_OPTIONS, type ExportFilters } from '@trailpost/contracts';

const LABELS: readonly string[] = EXPORT_OPTIONS.map((option) => option.label);
export type ExportOptionLabel = (typeof EXPORT_OPTIONS)[number]['label'];

/** What the list was showing when the drawer opened. */
export type ExportScope = {
  /** The list's pick: Filtered when it is narrowed, else Selected when rows are selected, else All Shipments. */
  preselected: ExportOptionLabel;
  selectedIds: readonly string[];
  /** The list call's filters and search. */
  filters: ExportFilters;
  query: string;
};

/** A bare list: nothing selected, nothing filtered. */
export const EMPTY_SCOPE: ExportScope = { preselected: 'All Shipments', selectedIds: [], filters: {}, query: '' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Only the shape is checked: the filters are the list's own and go to the server, which
 * validates them. Written out rather than with a schema: the list computes it on every draw,
 * and zod would come with the list's first load.
 */
function isExportScope(value: unknown): value is ExportScope {
  return (
    isRecord(value) &&
    typeof value.preselected === 'string' &&
    LABELS.includes(value.preselected) &&
    Array.isArray(value.selectedIds) &&
    value.selectedIds.every((id) => typeof id === 'string') &&
    isRecord(value.filters) &&
    typeof value.query === 'string'
  );
}

/**
 * The scope the list hands over in the router state of /tracking/export. An address typed in
 * (or a stale history entry) carries none: the drawer then offers All Shipments only.
 */
export function exportScopeOf(state: unknown): ExportScope {
  return isExportScope(state) ? { preselected: state.preselected, selectedIds: state.selectedIds, filters: state.filters, query: state.query } : EMPTY_SCOPE;
}
