import { EditorSelection, EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { insertAtCursor } from './insert-at-cursor';

const apply = (state: EditorState, text: string, cursorChosen: boolean) => state.update(insertAtCursor(state, text, cursorChosen)).state;

describe('insertAtCursor', () => {
  it('puts the text at the cursor and the cursor after it', () => {
    const state = apply(EditorState.create({ doc: '<p></p>', selection: { anchor: 3 } }), '[Order ID]', true);
    expect(state.doc.toString()).toBe('<p>[Order ID]</p>');
    expect(state.selection.main.head).toBe(13);
  });

  it('replaces a selection, and each of several', () => {
    const one = apply(EditorState.create({ doc: '<b>name</b>', selection: { anchor: 3, head: 7 } }), '[Customer Name]', true);
    expect(one.doc.toString()).toBe('<b>[Customer Name]</b>');
    const many = EditorState.create({
      doc: 'a b',
      selection: EditorSelection.create([EditorSelection.cursor(1), EditorSelection.cursor(3)]),
      extensions: EditorState.allowMultipleSelections.of(true),
    });
    expect(apply(many, '[Logo]', true).doc.toString()).toBe('a[Logo] b[Logo]');
  });

  it('appends while no cursor was chosen, whatever the default selection', () => {
    const state = apply(EditorState.create({ doc: '<p></p>', selection: { anchor: 0 } }), '[Website]', false);
    expect(state.doc.toString()).toBe('<p></p>[Website]');
    expect(state.selection.main.head).toBe(state.doc.length);
  });
});
