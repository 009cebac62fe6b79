import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import Image from '@tiptap/extension-image';
import Italic from '@tiptap/extension-italic';
import { BulletList } from '@tiptap/extension-list/bullet-list';
import { ListItem } from '@tiptap/extension-list/item';
import { OrderedList } from '@tiptap/extension-list/ordered-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { UndoRedo } from '@tiptap/extensions/undo-redo';
import { EmailLink } from './email-link-mark';
import { InlineStyles } from './inline-styles';

/**
 * What the e-mail body offers, and no more: the toolbar's marks and blocks, line breaks and
 * history. Picked one by one rather than through StarterKit, whose code blocks, quotes, rules
 * and cursors would all be downloaded with the editor.
 */
export const EDITOR_EXTENSIONS = [
  Document,
  Paragraph,
  Text,
  HardBreak,
  Bold,
  Italic,
  Heading.configure({ levels: [1, 2, 3] }),
  BulletList,
  OrderedList,
  ListItem,
  EmailLink,
  Image.configure({ inline: false }),
  UndoRedo,
  InlineStyles,
];
