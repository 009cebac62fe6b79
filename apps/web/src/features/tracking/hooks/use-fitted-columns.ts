import { useLayoutEffect, useState, type RefObject } from 'react';
import { nextColumnToSetAside, type ColumnKey } from '../utils/columns';

type SetAside = { width: number; choice: string; keys: ColumnKey[] };

/**
 * The chosen columns that fit the list's width without sideways scrolling: while the table is
 * wider than its container, the columns that give way first are set aside before the browser
 * paints. A new width or a new choice of columns starts again from all of them.
 */
export function useFittedColumns<C extends { key: ColumnKey; label: string }>(columns: readonly C[], container: RefObject<HTMLElement | null>) {
  const choice = columns.map((column) => column.key).join();
  const [state, setState] = useState<SetAside>({ width: 0, choice, keys: [] });
  const keys = state.choice === choice ? state.keys : [];

  useLayoutEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      setState((current) => {
        if (current.width === element.clientWidth) return current;
        // The first report only records the width the first fit was made at.
        return current.width === 0 ? { ...current, width: element.clientWidth } : { ...current, width: element.clientWidth, keys: [] };
      });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [container]);

  // After every render: a new page of rows can be wider than the last. It stops once the table
  // fits or nothing is left to set aside.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const element = container.current;
    const excess = element ? element.scrollWidth - element.clientWidth : 0;
    if (!element || excess <= 1) return;
    // Enough columns at once to free the excess, by their drawn widths: one more render, not one per column.
    const widths = new Map([...element.querySelectorAll<HTMLElement>('th[data-column]')].map((cell) => [cell.dataset.column, cell.offsetWidth]));
    const more: ColumnKey[] = [];
    for (let freed = 0; freed < excess; ) {
      const next = nextColumnToSetAside(columns, [...keys, ...more]);
      if (!next) break;
      more.push(next);
      freed += widths.get(next) ?? 0;
    }
    if (more.length) setState((current) => ({ width: current.width, choice, keys: [...keys, ...more] }));
  });

  return {
    fitted: columns.filter((column) => !keys.includes(column.key)),
    setAside: columns.filter((column) => keys.includes(column.key)),
  };
}
