import { Extension } from '@tiptap/core';

/**
 * Keeps the `style` attribute of blocks, links and images, so a template written with inline
 * styles (a coloured button, a muted footer) survives being opened and saved here. E-mail
 * clients read little else; the server cleans every declaration on save and on render.
 */
export const InlineStyles = Extension.create({
  name: 'inlineStyles',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'heading', 'link', 'image', 'bulletList', 'orderedList', 'listItem'],
        attributes: {
          style: {
            default: null,
            parseHTML: (element) => element.getAttribute('style'),
            renderHTML: (attributes) => (attributes.style ? { style: attributes.style as string } : {}),
          },
        },
      },
    ];
  },
});
