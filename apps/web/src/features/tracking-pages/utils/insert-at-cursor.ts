import type { EditorState, TransactionSpec } from '@codemirror/state';

/**
 * Puts `text` in place of each selection of the editor, the cursor just after it. Before the
 * editor was ever focused its cursor is a default nobody chose: the text goes at the end.
 */
export function insertAtCursor(state: EditorState, text: string, cursorChosen: boolean): TransactionSpec {
  if (!cursorChosen) {
    const end = state.doc.length;
    return { changes: { from: end, insert: text }, selection: { anchor: end + text.length }, scrollIntoView: true, userEvent: 'input.paste' };
  }
  return { ...state.replaceSelection(text), scrollIntoView: true, userEvent: 'input.paste' };
}
