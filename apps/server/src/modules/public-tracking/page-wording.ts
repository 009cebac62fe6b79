import { DEFAULT_PAGE_LANGUAGE, pageLanguageOf } from '@trailpost/contracts';
import type { TemplateWording } from '../templates/index.js';
import { pageTextsOf, wordingFromTexts, type PageTexts } from '../tracking-pages/index.js';

/** The texts a lookup answers in (with the merchant's own wording), and how its placeholders speak. */
export interface LookupLanguage {
  texts: PageTexts;
  /** Null: the request named no language, and the page's placeholders stay as they always were (English, the merchant's date format). */
  wording: TemplateWording | null;
}

export function lookupLanguage(lang: string | undefined, merchantTexts: Record<string, Record<string, string>>): LookupLanguage {
  const language = pageLanguageOf(lang) ?? DEFAULT_PAGE_LANGUAGE;
  const texts = pageTextsOf(language, merchantTexts);
  if (lang === undefined) return { texts, wording: null };
  return { texts, wording: wordingFromTexts(language, texts) };
}
