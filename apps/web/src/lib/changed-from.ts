/**
 * Whether plain form values differ from the ones the form opened with; a change undone counts as
 * none, so nothing asks before discarding it.
 */
export function changedFrom<T>(current: T, opened: T): boolean {
  return current !== opened && JSON.stringify(current) !== JSON.stringify(opened);
}
