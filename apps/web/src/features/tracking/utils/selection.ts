/** Selected rows of the current page, in click order, and the row a shift-click counts from. */
export type RowSelection = { ids: readonly string[]; anchor: string | null };

export const EMPTY_SELECTION: RowSelection = { ids: [], anchor: null };

export type ClickModifiers = { shiftKey?: boolean; ctrlKey?: boolean; metaKey?: boolean };

/** Adds or removes one row, keeping the others. */
export function toggleRow(selection: RowSelection, id: string): RowSelection {
  const ids = selection.ids.includes(id) ? selection.ids.filter((other) => other !== id) : [...selection.ids, id];
  return { ids, anchor: id };
}

/**
 * Selects every row between the last clicked row and this one (both included), keeping what
 * was already selected. Without a last clicked row on this page it is a plain toggle.
 */
export function selectRange(selection: RowSelection, rowIds: readonly string[], id: string): RowSelection {
  const from = selection.anchor === null ? -1 : rowIds.indexOf(selection.anchor);
  const to = rowIds.indexOf(id);
  if (from < 0 || to < 0) return toggleRow(selection, id);
  const [start, end] = from <= to ? [from, to] : [to, from];
  const range = rowIds.slice(start, end + 1);
  const ids = [...selection.ids, ...range.filter((rowId) => !selection.ids.includes(rowId))];
  return { ids, anchor: id };
}

/** A click on a row's checkbox: shift selects a range, a plain or ctrl/cmd click toggles. */
export function clickRow(selection: RowSelection, rowIds: readonly string[], id: string, modifiers: ClickModifiers): RowSelection {
  return modifiers.shiftKey ? selectRange(selection, rowIds, id) : toggleRow(selection, id);
}

/** The header checkbox: selects the whole page, or clears it when the whole page is selected. */
export function toggleAllRows(selection: RowSelection, rowIds: readonly string[]): RowSelection {
  const allSelected = rowIds.length > 0 && rowIds.every((id) => selection.ids.includes(id));
  return allSelected ? EMPTY_SELECTION : { ids: [...rowIds], anchor: selection.anchor };
}
