import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** What the public page is drawn with, written into its HTML so that the first paint is in the customer's language. */
export interface TrackingPageHtmlData {
  lang: string;
  dir: 'ltr' | 'rtl';
  texts: Readonly<Record<string, string>>;
  languages: readonly (readonly [string, string])[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** The built page, read again only when a new build replaced it. */
let cached: { file: string; mtimeMs: number; html: string } | null = null;

async function builtPage(file: string): Promise<string> {
  const { mtimeMs } = await stat(file);
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) cached = { file, mtimeMs, html: await readFile(file, 'utf8') };
  return cached.html;
}

/**
 * The tracking page's HTML for one visit: `<html lang dir>`, the title and description, the
 * note shown without JavaScript, and the chosen
 * language's texts as a JSON data block the page's script reads (a data block is never run, so
 * the page's Content-Security-Policy is untouched). `<` is escaped so no text can close it.
 */
export async function trackingPageHtml(webDist: string, page: string, data: TrackingPageHtmlData): Promise<string> {
  const html = await builtPage(path.join(webDist, page));
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(data.lang)}" dir="${data.dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(data.texts.searchTitle ?? '')}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(data.texts.searchTitle ?? '')}"`)
    .replace(/<p class="noscript">[^<]*<\/p>/, `<p class="noscript">${escapeHtml(data.texts.needsJavaScript ?? '')}</p>`)
    .replace('</head>', `<script type="application/json" id="page-data">${json}</script></head>`);
}
