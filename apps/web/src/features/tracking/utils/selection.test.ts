import { describe, expect, it } from 'vitest';
import { clickRow, EMPTY_SELECTION, selectRange, toggleAllRows, toggleRow } from './selection';

const ROWS = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('row selection', () => {
  it('toggles a row on click and keeps the others', () => {
    let selection = clickRow(EMPTY_SELECTION, ROWS, 'b', {});
    expect(selection).toEqual({ ids: ['b'], anchor: 'b' });
    selection = clickRow(selection, ROWS, 'd', {});
    expect(selection.ids).toEqual(['b', 'd']);
    selection = clickRow(selection, ROWS, 'b', {});
    expect(selection).toEqual({ ids: ['d'], anchor: 'b' });
  });

  it('toggles without clearing on ctrl or cmd click', () => {
    let selection = clickRow(EMPTY_SELECTION, ROWS, 'a', { ctrlKey: true });
    selection = clickRow(selection, ROWS, 'c', { metaKey: true });
    expect(selection.ids).toEqual(['a', 'c']);
    selection = clickRow(selection, ROWS, 'a', { ctrlKey: true });
    expect(selection.ids).toEqual(['c']);
  });

  it('selects the range from the last clicked row on shift-click, downwards and upwards', () => {
    let selection = clickRow(EMPTY_SELECTION, ROWS, 'b', {});
    selection = clickRow(selection, ROWS, 'e', { shiftKey: true });
    expect(selection).toEqual({ ids: ['b', 'c', 'd', 'e'], anchor: 'e' });

    let upwards = clickRow(EMPTY_SELECTION, ROWS, 'f', {});
    upwards = clickRow(upwards, ROWS, 'd', { shiftKey: true });
    expect([...upwards.ids].sort()).toEqual(['d', 'e', 'f']);
  });

  it('adds a range to what is already selected', () => {
    let selection = clickRow(EMPTY_SELECTION, ROWS, 'a', {});
    selection = clickRow(selection, ROWS, 'd', { ctrlKey: true });
    selection = clickRow(selection, ROWS, 'f', { shiftKey: true });
    expect(selection.ids).toEqual(['a', 'd', 'e', 'f']);
  });

  it('toggles when shift-clicking with no last clicked row on the page', () => {
    expect(selectRange(EMPTY_SELECTION, ROWS, 'c')).toEqual({ ids: ['c'], anchor: 'c' });
    expect(selectRange({ ids: [], anchor: 'gone' }, ROWS, 'c')).toEqual({ ids: ['c'], anchor: 'c' });
  });

  it('selects the whole page from the header checkbox, and clears it the second time', () => {
    const some = toggleRow(EMPTY_SELECTION, 'c');
    const all = toggleAllRows(some, ROWS);
    expect(all.ids).toEqual(ROWS);
    expect(toggleAllRows(all, ROWS)).toEqual(EMPTY_SELECTION);
    expect(toggleAllRows(EMPTY_SELECTION, [])).toEqual({ ids: [], anchor: null });
  });
});
