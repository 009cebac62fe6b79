import { Mark, mergeAttributes } from '@tiptap/core';
import { checkLinkUrl } from './editor-links';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    emailLink: {
      setLink: (attributes: { href: string }) => ReturnType;
      unsetLink: () => ReturnType;
    };
  }
}

/**
 * A link in an e-mail body: a web or mail address, or a placeholder such as [Tracking Page Link].
 * Written here instead of TipTap's link extension, which brings a URL detector (linkifyjs) for
 * typing and pasting that an e-mail template does not need.
 */
export const EmailLink = Mark.create({
  name: 'link',
  priority: 1000,
  inclusive: false,
  keepOnSplit: false,
  addAttributes() {
    return { href: { default: null } };
  },
  parseHTML() {
    // Anything else (javascript:, data:) is dropped to plain text.
    return [{ tag: 'a[href]', getAttrs: (element) => (checkLinkUrl(element.getAttribute('href') ?? '') === null ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['a', mergeAttributes(HTMLAttributes, { rel: 'noopener noreferrer', target: '_blank' }), 0];
  },
  addCommands() {
    return {
      setLink:
        (attributes) =>
        ({ chain }) =>
          chain().setMark(this.name, attributes).run(),
      unsetLink:
        () =>
        ({ chain }) =>
          chain().unsetMark(this.name, { extendEmptyMarkRange: true }).run(),
    };
  },
});
