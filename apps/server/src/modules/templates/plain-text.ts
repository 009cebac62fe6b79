import { convert, type HtmlToTextOptions } from 'html-to-text';

/**
 * The plain-text part of an e-mail, made from the template (placeholders kept) once: headings
 * keep their case and nothing wraps, so placeholders survive intact and are filled per message.
 * Table cells sit side by side on a line, images are left out (logos have no text form).
 */
const OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  formatters: {
    tableCell(element, walk, builder) {
      walk(element.children, builder);
      // No-break spaces, as plain ones would be collapsed; tidyText turns them back.
      builder.addInline('\u00a0\u00a0\u00a0', { noWordTransform: true });
    },
  },
  selectors: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'a', options: { linkBrackets: ['<', '>'] as [string, string], hideLinkHrefIfSameAsText: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'table', format: 'block', options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: 'tr', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'td', format: 'tableCell' },
    { selector: 'th', format: 'tableCell' },
  ],
};

/** Plain spaces, none at line ends, at most one empty line in a row, none at either end. */
export function tidyText(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function htmlToPlainText(html: string): string {
  return tidyText(convert(html, OPTIONS));
}
