export type Insertion = { value: string; caret: number };

/**
 * Puts `text` in place of the selection [start, end) of `value`; without a known selection it
 * goes at the end. Returns the new value and where the caret belongs (just after the text).
 */
export function insertAtCursor(value: string, text: string, start: number | null, end: number | null): Insertion {
  const from = start === null ? value.length : Math.min(Math.max(start, 0), value.length);
  const to = end === null ? from : Math.min(Math.max(end, from), value.length);
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}
