import { useLayoutEffect, useState, type RefObject } from 'react';
import { nextColumnToSetAside, type ColumnKey } from '../utils/columns';

type SetAside = { width: number; choice: string; keys: ColumnKey[] };

/**
 * The chosen columns that fit the list's width without sideways scrolling: while the table is
 * wider than its container, the column that gives way first is set aside, one per render and
 * before the browser paints. A new width or a new choice of columns starts again from all of them.
 */
export function useFittedColumns<C extends { key: ColumnKey; label: string }>(columns: readonly C[], container: RefObject<HTMLElement | null>) {
  const choice = columns.map((column) => column.key).join();
  const [state, setState] = useState<SetAside>({ width: 0, choice, keys: [] });
  const keys = state.choice === choice ? state.keys : [];

  useLayoutEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      setState((current) => (current.width === element.clientWidth ? current : { ...current, width: element.clientWidth, keys: [] }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [container]);

  // After every render: a new page of rows can be wider than the last. It stops once the table
  // fits or nothing is left to set aside.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const element = container.current;
    if (!element || element.scrollWidth <= element.clientWidth + 1) return;
    const next = nextColumnToSetAside(columns, keys);
    if (next) setState((current) => ({ width: current.width, choice, keys: [...keys, next] }));
  });

  return {
    fitted: columns.filter((column) => !keys.includes(column.key)),
    setAside: columns.filter((column) => keys.includes(column.key)),
  };
}
