import type { ShipmentFilters } from '@trailpost/contracts';

/** The options of the export drawer (part 1 §9). */
export const EXPORT_OPTIONS = ['Filtered', 'Selected', 'All Shipments'] as const;
export type ExportOption = (typeof EXPORT_OPTIONS)[number];

/** Filtered if any filter is active, otherwise Selected if rows are selected, otherwise All (part 1 §4). */
export function exportPreselection({ filtered, selectedCount }: { filtered: boolean; selectedCount: number }): ExportOption {
  if (filtered) return 'Filtered';
  if (selectedCount > 0) return 'Selected';
  return 'All Shipments';
}

/**
 * Router state handed to /tracking/export so its drawer knows the selection, the preselected
 * option, and the list's filters (in the list call's shape) and search for a filtered export.
 */
export type ExportRouteState = { selectedIds: string[]; preselected: ExportOption; filters: ShipmentFilters; query: string };
