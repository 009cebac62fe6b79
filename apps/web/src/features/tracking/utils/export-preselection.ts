/** The options of the export drawer (part 1 §9). */
export const EXPORT_OPTIONS = ['Filtered', 'Selected', 'All Shipments'] as const;
export type ExportOption = (typeof EXPORT_OPTIONS)[number];

/** Filtered if any filter is active, otherwise Selected if rows are selected, otherwise All (part 1 §4). */
export function exportPreselection({ filtered, selectedCount }: { filtered: boolean; selectedCount: number }): ExportOption {
  if (filtered) return 'Filtered';
  if (selectedCount > 0) return 'Selected';
  return 'All Shipments';
}

/** Router state handed to /tracking/export so its drawer knows the selection and the preselected option. */
export type ExportRouteState = { selectedIds: string[]; preselected: ExportOption };
