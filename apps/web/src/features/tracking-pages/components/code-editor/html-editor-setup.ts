import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { parser as htmlParser } from '@lezer/html';
import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, HighlightStyle, indentOnInput, LRLanguage, LanguageSupport, syntaxHighlighting } from '@codemirror/language';
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

/** CodeMirror's default colours that read under 4.5:1 (WCAG AA) on the active line's blue, darkened. */
const DARKER = new Map([
  ['#085', '#006b40'],
  ['#e40', '#b32d00'],
  ['#f00', '#c00'],
]);

/** CodeMirror's default highlighting with every colour readable at 4.5:1 on the active line (#f1faff). */
export const readableHighlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) => (typeof spec.color === 'string' && DARKER.has(spec.color) ? { ...spec, color: DARKER.get(spec.color) } : spec)),
);

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
    syntaxHighlighting(readableHighlightStyle, { fallback: true }),
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
