import { Compartment, EditorState, Transaction } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import Box from '@mui/material/Box';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { insertAtCursor } from '../../utils/insert-at-cursor';
import { htmlEditorSetup } from './html-editor-setup';

export type CodeEditorHandle = {
  /** Puts text at the cursor (in place of the selection) and gives the editor focus. */
  insertText: (text: string) => void;
};

export type HtmlCodeEditorProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The id of the visible label, and of the text under the editor (error, notes). */
  labelId: string;
  describedById: string;
  invalid: boolean;
  ref?: Ref<CodeEditorHandle>;
};

const contentAttributes = ({ labelId, describedById, invalid }: Pick<HtmlCodeEditorProps, 'labelId' | 'describedById' | 'invalid'>) =>
  EditorView.contentAttributes.of({
    // Editable text is focusable anyway; said outright, checkers know the scrolling box holds something the keyboard reaches.
    tabindex: '0',
    'aria-labelledby': labelId,
    'aria-describedby': describedById,
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
  });

/** At least 420 px, at most 70% of the window: a long page scrolls inside, the buttons below stay in reach. */
const theme = EditorView.theme({
  '&': { fontSize: '13px', backgroundColor: '#fff', maxHeight: '70vh' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflow: 'auto' },
  '.cm-content, .cm-gutter': { minHeight: 'min(420px, 70vh)' },
});

/**
 * The template's HTML in CodeMirror 6. Loaded with React.lazy by the editor screen only, so no
 * other screen downloads CodeMirror. The document is CodeMirror's own; a value set from outside
 * (the saved template after a save) replaces it without an undo step.
 */
export default function HtmlCodeEditor({ value, onChange, onBlur, labelId, describedById, invalid, ref }: HtmlCodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const aria = useRef(new Compartment());
  const cursorChosen = useRef(false);
  const latest = useRef({ onChange, onBlur });
  latest.current = { onChange, onBlur };

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current as HTMLDivElement,
      state: EditorState.create({
        doc: value,
        extensions: [
          htmlEditorSetup(),
          theme,
          aria.current.of(contentAttributes({ labelId, describedById, invalid })),
          EditorView.updateListener.of((update) => {
            if (update.focusChanged && update.view.hasFocus) cursorChosen.current = true;
            if (update.focusChanged && !update.view.hasFocus) latest.current.onBlur?.();
            const external = update.transactions.some((tr) => tr.annotation(Transaction.addToHistory) === false);
            if (update.docChanged && !external) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once; later values and labels reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value }, annotations: Transaction.addToHistory.of(false) });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: aria.current.reconfigure(contentAttributes({ labelId, describedById, invalid })) });
  }, [labelId, describedById, invalid]);

  useImperativeHandle(ref, () => ({
    insertText: (text) => {
      const editor = view.current;
      if (!editor) return;
      editor.dispatch(insertAtCursor(editor.state, text, cursorChosen.current));
      editor.focus();
    },
  }));

  return (
    <Box
      ref={host}
      data-testid="html-code-editor"
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'grey.400',
        borderRadius: 1,
        overflow: 'hidden',
        '&:focus-within': { borderColor: invalid ? 'error.main' : 'primary.main', boxShadow: (t) => `0 0 0 1px ${invalid ? t.palette.error.main : t.palette.primary.main}` },
      }}
    />
  );
}
