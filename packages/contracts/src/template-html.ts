/**
 * Limits every merchant-written template HTML (tracking pages, e-mails) is held to, so that
 * sanitising and compiling the largest accepted one stays well under a tenth of a second:
 * parsers keep a stack of open elements, and elements opened and never closed, thousands deep,
 * make each new element cost more than the last.
 */
export const TEMPLATE_HTML_MAX_NESTING = 200;

export const TEMPLATE_HTML_MESSAGES = {
  tooDeep: `The HTML nests elements more than ${TEMPLATE_HTML_MAX_NESTING} deep. Close the tags you open.`,
} as const;

/** Elements that never hold others, and so never deepen the nesting. */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const NAME_START = /[a-zA-Z]/;
const NAME_PART = /[a-zA-Z0-9-]/;

/**
 * Where the tag whose name ends at `from` closes: the first `>` outside a quoted attribute value
 * (a quote counts only right after `=`, as HTML parsers read it); -1 when it never closes.
 */
function tagEnd(html: string, from: number): number {
  let cursor = from;
  while (cursor < html.length) {
    const char = html[cursor];
    if (char === '>') return cursor;
    if (char === '=') {
      cursor += 1;
      while (cursor < html.length && /\s/.test(html[cursor]!)) cursor += 1;
      const quote = html[cursor];
      if (quote === '"' || quote === "'") {
        const closing = html.indexOf(quote, cursor + 1);
        if (closing === -1) return -1;
        cursor = closing;
      }
      continue;
    }
    cursor += 1;
  }
  return -1;
}

/**
 * How deep the elements of the HTML nest at most (an upper bound: implied closings are not
 * guessed, and tags inside comments or scripts count). One pass by hand: each tag is read to
 * its end and the scan goes on after it, so every character is looked at a bounded number of
 * times whatever the input (a regular expression retried from every `<` of a long run without
 * `>` is quadratic). Quoted attribute values are skipped as parsers skip them, so a `>` or a
 * closing tag written inside one cannot hide an element from the count.
 */
export function templateNestingDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  let at = html.indexOf('<');
  while (at !== -1) {
    let cursor = at + 1;
    const closing = html[cursor] === '/';
    if (closing) cursor += 1;
    if (!NAME_START.test(html[cursor] ?? '')) {
      at = html.indexOf('<', cursor);
      continue;
    }
    const nameStart = cursor;
    while (cursor < html.length && NAME_PART.test(html[cursor]!)) cursor += 1;
    const name = html.slice(nameStart, cursor).toLowerCase();
    const end = tagEnd(html, cursor);
    if (end === -1) break;
    const selfClosing = html[end - 1] === '/';
    if (!VOID_ELEMENTS.has(name) && !selfClosing) {
      if (closing) depth = Math.max(0, depth - 1);
      else deepest = Math.max(deepest, ++depth);
    }
    at = html.indexOf('<', end + 1);
  }
  return deepest;
}

export const isTemplateNestingAllowed = (html: string) => templateNestingDepth(html) <= TEMPLATE_HTML_MAX_NESTING;
