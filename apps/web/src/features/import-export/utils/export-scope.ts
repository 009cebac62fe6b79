import { EXPORT_OPTIONS, type ExportFilters } from '@trailpost/contracts';
import { z } from 'zod';

const LABELS = EXPORT_OPTIONS.map((option) => option.label) as [ExportOptionLabel, ...ExportOptionLabel[]];
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

/** Only the shape is checked: the filters are the list's own and go to the server, which validates them. */
const routeState = z.object({
  preselected: z.enum(LABELS),
  selectedIds: z.array(z.string()),
  filters: z.custom<ExportFilters>((value) => typeof value === 'object' && value !== null && !Array.isArray(value)),
  query: z.string(),
});

/**
 * The scope the list hands over in the router state of /tracking/export. An address typed in
 * (or a stale history entry) carries none: the drawer then offers All Shipments only.
 */
export function exportScopeOf(state: unknown): ExportScope {
  const parsed = routeState.safeParse(state);
  return parsed.success ? parsed.data : EMPTY_SCOPE;
}
