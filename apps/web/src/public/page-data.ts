import { applyPageTexts } from './texts';

/**
 * What the server wrote into the page's HTML for this visit (a JSON data block, `#page-data`):
 * the language it chose (the link's `?lang=`, the shop's template, the browser, the shop's
 * default), its texts with the shop's own wording, and the switcher's languages.
 */
export interface PageData {
  lang: string;
  dir: 'ltr' | 'rtl';
  texts: Record<string, string>;
  languages: [code: string, name: string][];
}

let current: PageData | null = null;

const isPageData = (value: unknown): value is PageData => {
  const data = value as Partial<PageData> | null;
  return typeof data?.lang === 'string' && typeof data.texts === 'object' && data.texts !== null && Array.isArray(data.languages);
};

/** Reads the page data and speaks its language; without any (a page not served by the server), the page stays English. */
export function readPageData(doc: Document): void {
  current = null;
  try {
    const data: unknown = JSON.parse(doc.getElementById('page-data')?.textContent || 'null');
    if (isPageData(data)) current = data;
  } catch {
    // A broken block: English, as without one.
  }
  applyPageTexts(current?.texts ?? {});
}

/** The page's language (BCP 47), or null when the server named none. */
export const pageLanguage = (): string | null => current?.lang ?? null;

/** The languages a customer may switch to, as [code, name]. */
export const pageLanguages = (): readonly [string, string][] => current?.languages ?? [];
