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
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)(?:[^>]*?)(\/?)>/g;

/** How deep the elements of the HTML nest at most, counting tags in one linear pass (an upper bound: implied closings are not guessed). */
export function templateNestingDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, name, selfClosing] of html.matchAll(TAG)) {
    if (VOID_ELEMENTS.has(name!.toLowerCase()) || selfClosing) continue;
    if (closing) depth = Math.max(0, depth - 1);
    else deepest = Math.max(deepest, ++depth);
  }
  return deepest;
}

export const isTemplateNestingAllowed = (html: string) => templateNestingDepth(html) <= TEMPLATE_HTML_MAX_NESTING;
