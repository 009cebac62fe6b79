import { Editor, type EditorOptions } from '@tiptap/core';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

type Callbacks = Pick<EditorOptions, 'onUpdate' | 'onFocus' | 'onBlur'>;

/**
 * A TipTap editor held by a React component with TipTap's core alone: created once, attached to
 * the element `mountRef` is given while it is on the page, its callbacks always the latest
 * render's. @tiptap/react does the same and more that this editor does not use (React node
 * views, server rendering) for 5 KB more gzipped script on the e-mail editor's screen.
 */
export function useCoreEditor(options: Omit<Partial<EditorOptions>, keyof Callbacks | 'element'> & Partial<Callbacks>) {
  const callbacks = useRef<Partial<Callbacks>>(options);
  useEffect(() => {
    callbacks.current = options;
  });
  const [editor] = useState(
    () =>
      new Editor({
        ...options,
        // Attached by mountRef, once React has drawn the element.
        element: null,
        onUpdate: (props) => callbacks.current.onUpdate?.(props),
        onFocus: (props) => callbacks.current.onFocus?.(props),
        onBlur: (props) => callbacks.current.onBlur?.(props),
      }),
  );
  const mountRef = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return undefined;
      editor.mount(element);
      return () => editor.unmount();
    },
    [editor],
  );
  return { editor, mountRef };
}

const shallowEqual = <T extends object>(a: T, b: T) => Object.keys(a).every((key) => Object.is(a[key as keyof T], b[key as keyof T]));

/** What `select` reads from the editor, read again after every transaction; a render only when it changed. */
export function useEditorSelection<T extends object>(editor: Editor, select: (editor: Editor) => T): T {
  const last = useRef<T | null>(null);
  const subscribe = useCallback(
    (changed: () => void) => {
      editor.on('transaction', changed);
      return () => {
        editor.off('transaction', changed);
      };
    },
    [editor],
  );
  const snapshot = () => {
    const next = select(editor);
    if (last.current && shallowEqual(last.current, next)) return last.current;
    last.current = next;
    return next;
  };
  return useSyncExternalStore(subscribe, snapshot);
}
