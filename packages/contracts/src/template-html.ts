/**
 * Limits every merchant-written template HTML (tracking pages, e-mails) is held to, checked in
 * one linear pass before any parser sees it, so that sanitising, inlining and compiling the
 * largest accepted one stays near a tenth of a second (bench:render, largest_accepted):
 * - nesting: parsers keep a stack of open elements, and elements opened and never closed,
 *   thousands deep, make each new element cost more than the last;
 * - tags: the sanitiser, the CSS inliner and the text version each spend tens of microseconds
 *   on every tag (and on every stray `<`), so their count bounds the work whatever the length.
 * A rich e-mail or tracking page holds a few hundred tags.
 */
export const TEMPLATE_HTML_MAX_NESTING = 200;
export const TEMPLATE_HTML_MAX_TAGS = 1500;

export const TEMPLATE_HTML_MESSAGES = {
  tooDeep: `The HTML nests elements more than ${TEMPLATE_HTML_MAX_NESTING} deep. Close the tags you open.`,
  tooManyTags: `The HTML has more than ${TEMPLATE_HTML_MAX_TAGS.toLocaleString('en')} tags. Simplify the template.`,
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

export interface TemplateHtmlShape {
  /** How deep elements nest at most (an upper bound: implied closings are not guessed, and tags inside comments or scripts count). */
  depth: number;
  /** Every `<` a parser must consider: tags, comments, and stray ones in text. */
  tags: number;
}

/**
 * The shape of template HTML in one pass by hand: each tag is read to its end and the scan goes
 * on after it, so every character is looked at a bounded number of times whatever the input (a
 * regular expression retried from every `<` of a long run without `>` is quadratic). Quoted
 * attribute values are skipped as parsers skip them, so a `>` or a closing tag written inside
 * one cannot hide an element from the count.
 */
export function templateHtmlShape(html: string): TemplateHtmlShape {
  let depth = 0;
  let deepest = 0;
  let tags = 0;
  let at = html.indexOf('<');
  while (at !== -1) {
    tags += 1;
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
  return { depth: deepest, tags };
}

export const templateNestingDepth = (html: string) => templateHtmlShape(html).depth;

/** What refuses the HTML (too deep, too many tags), or null when a template may hold it. */
export function templateHtmlRefusal(html: string): string | null {
  const shape = templateHtmlShape(html);
  if (shape.depth > TEMPLATE_HTML_MAX_NESTING) return TEMPLATE_HTML_MESSAGES.tooDeep;
  if (shape.tags > TEMPLATE_HTML_MAX_TAGS) return TEMPLATE_HTML_MESSAGES.tooManyTags;
  return null;
}

/** A zod check for template HTML fields: `z.string().superRefine(checkTemplateHtml)`. */
export function checkTemplateHtml(html: string, ctx: { addIssue(issue: { code: 'custom'; message: string }): void }): void {
  const refusal = templateHtmlRefusal(html);
  if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
}

/**
 * The text left once every `<…>` is taken out, as `html.replace(/<[^>]*>/g, '')` would leave it,
 * in linear time (that expression retries from every `<` of a run without `>`: seconds on a
 * long one).
 */
export function textOutsideTags(html: string): string {
  let text = '';
  let from = 0;
  while (from < html.length) {
    const open = html.indexOf('<', from);
    if (open === -1) return text + html.slice(from);
    text += html.slice(from, open);
    const close = html.indexOf('>', open);
    if (close === -1) return text + html.slice(open);
    from = close + 1;
  }
  return text;
}
