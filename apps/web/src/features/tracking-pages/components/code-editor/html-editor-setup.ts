import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { parser as htmlParser } from '@lezer/html';
import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, indentOnInput, LRLanguage, LanguageSupport, syntaxHighlighting } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import {
  crosshairCursor,
  drawSelection,
  dropCursor,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  rectangularSelection,
} from '@codemirror/view';

/**
 * HTML from its Lezer grammar alone. @codemirror/lang-html would also bring the JavaScript and
 * CSS parsers (for <script> and <style>) and their completions: 180 KB of gzipped script for
 * a template in which scripts are removed anyway. Tags and attributes are still highlighted,
 * folded and matched; the <style> block reads as plain text.
 */
const htmlOnly = new LanguageSupport(LRLanguage.define({ name: 'html', parser: htmlParser, languageData: { commentTokens: { block: { open: '<!--', close: '-->' } } } }));

/**
 * Most of what CodeMirror's basicSetup gives, with HTML: line numbers, folding, highlighting,
 * matching and closing brackets, undo. Tab is left to move focus out of the editor, so a
 * keyboard user is never trapped in it.
 */
export function htmlEditorSetup(): Extension {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    history(),
    foldGutter(),
    drawSelection(),
    dropCursor(),
    EditorState.allowMultipleSelections.of(true),
    indentOnInput(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    bracketMatching(),
    closeBrackets(),
    rectangularSelection(),
    crosshairCursor(),
    highlightActiveLine(),
    // No indentWithTab: Tab moves focus on, so a keyboard user is never trapped in the editor.
    keymap.of([...closeBracketsKeymap, ...foldKeymap, ...historyKeymap, ...defaultKeymap]),
    htmlOnly,
    EditorView.lineWrapping,
  ];
}
