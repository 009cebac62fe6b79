import { DEFAULT_PAGE_LANGUAGE, pageLanguageOf } from '@trailpost/contracts';
import type { TemplateWording } from '../templates/index.js';
import { pageTextsOf, type PageTexts } from '../tracking-pages/index.js';

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
  return {
    texts,
    wording: {
      status: (status) => texts[`status.${status}`] ?? status,
      timeline: { status: texts.timelineStatus!, message: texts.timelineMessage!, location: texts.timelineLocation!, time: texts.timelineTime!, empty: texts.noCheckpoints! },
      // English keeps the merchant's own date format; every other language writes dates its way.
      dateLocale: language === DEFAULT_PAGE_LANGUAGE ? null : language,
    },
  };
}
