import { describe, expect, it } from 'vitest';
import { insertAtCursor } from './insert-at-cursor';

describe('insertAtCursor', () => {
  it('puts text at the caret and the caret after it', () => {
    expect(insertAtCursor('Hello world', '[Name] ', 6, 6)).toEqual({ value: 'Hello [Name] world', caret: 13 });
  });

  it('replaces a selection', () => {
    expect(insertAtCursor('Hello world', '[Name]', 6, 11)).toEqual({ value: 'Hello [Name]', caret: 12 });
  });

  it('appends without a known caret, and keeps positions inside the text', () => {
    expect(insertAtCursor('Hi', '!', null, null)).toEqual({ value: 'Hi!', caret: 3 });
    expect(insertAtCursor('Hi', '!', 9, 12)).toEqual({ value: 'Hi!', caret: 3 });
  });
});
