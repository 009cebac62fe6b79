import { LRUCache } from 'lru-cache';
import { compileHtml, fillHtml, type CompiledHtml } from './compile.js';
import { emailDocument } from './email-shell.js';
import { inlineCss } from './inline-css.js';
import { htmlToPlainText, tidyText } from './plain-text.js';
import { sanitizeTemplateHtml } from './sanitize.js';
import { renderPlainText } from './substitute.js';
import type { TemplateValues } from './values.js';

/**
 * The one renderer of e-mail, SMS and tracking-page templates. The costly work (sanitising,
 * inlining CSS, finding placeholders, the text version) is done once per template body and
 * kept; a message then costs string concatenation and the escaping of its own values.
 */
interface PreparedEmail {
  html: CompiledHtml;
  text: string;
}

/**
 * Keyed by the template body itself, so an edited template is simply a new entry. Bounded by
 * size as well as count: previews bring bodies of up to 200 KB each, and 500 of them would
 * hold a hundred megabytes. A prepared body takes about three times its length.
 */
const CACHE_ENTRIES = 500;
const CACHE_CHARACTERS = 16 * 1024 * 1024;
const bounded = <T extends object>() => new LRUCache<string, T>({ max: CACHE_ENTRIES, maxSize: CACHE_CHARACTERS, sizeCalculation: (_value, body) => Math.max(1, body.length * 3) });
const emails = bounded<PreparedEmail>();
const pages = bounded<CompiledHtml>();

function prepareEmail(body: string): PreparedEmail {
  const clean = sanitizeTemplateHtml(body);
  // Sanitised again after inlining: the body that leaves is sanitiser output, whatever juice wrote.
  const inlined = sanitizeTemplateHtml(inlineCss(clean));
  return { html: compileHtml(inlined, { hoistStyles: true, styleLinks: true }), text: htmlToPlainText(clean) };
}

function cached<T extends object>(cache: LRUCache<string, T>, body: string, prepare: (body: string) => T): T {
  let prepared = cache.get(body);
  if (!prepared) {
    prepared = prepare(body);
    cache.set(body, prepared);
  }
  return prepared;
}

/** A subject: plain text on one line. */
export function renderSubject(subject: string, values: TemplateValues): string {
  return renderPlainText(subject, values).replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** An e-mail: the subject on one line, the body sanitised, CSS-inlined and in the document shell, and its plain-text version. */
export function renderEmail(template: { subject: string; body: string }, values: TemplateValues): RenderedEmail {
  const prepared = cached(emails, template.body, prepareEmail);
  const subject = renderSubject(template.subject, values);
  return {
    subject,
    html: emailDocument({ title: subject, styles: prepared.html.styles, body: fillHtml(prepared.html, values) }),
    text: tidyText(renderPlainText(prepared.text, values)),
  };
}

/** An SMS body: plain text, values as they are. */
export function renderSms(body: string, values: TemplateValues): string {
  return renderPlainText(body, values).trim();
}

/** A tracking-page body: sanitised HTML with values escaped and the timeline and logos as markup (no inlining: browsers read <style>). */
export function renderPage(body: string, values: TemplateValues): string {
  return fillHtml(cached(pages, body, (html) => compileHtml(sanitizeTemplateHtml(html), { hoistStyles: false })), values);
}
