import { EditorView } from '@codemirror/view';
import { screen, waitFor } from '@testing-library/react';

/*
 * jsdom lays nothing out: CodeMirror's measuring asks text ranges for their rectangles, which
 * jsdom's Range lacks. Empty lists are what an unrendered range would give.
 */
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
if (typeof Range !== 'undefined' && !Range.prototype.getClientRects) {
  Range.prototype.getClientRects = emptyRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
}

/** The CodeMirror view behind the HTML editor, once it has loaded (jsdom has no layout to click into). */
export async function findCodeEditor(): Promise<EditorView> {
  const host = await screen.findByTestId('html-code-editor');
  return waitFor(() => {
    const content = host.querySelector('.cm-content');
    const view = content ? EditorView.findFromDOM(content as HTMLElement) : null;
    if (!view) throw new Error('CodeMirror has not mounted yet');
    return view;
  });
}
