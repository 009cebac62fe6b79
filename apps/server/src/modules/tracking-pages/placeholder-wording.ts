import { DEFAULT_PAGE_LANGUAGE, type PageLanguage } from '@trailpost/contracts';
import type { TemplateWording } from '../templates/index.js';
import { pageTextsOf, type PageTexts } from './locales.js';

/**
 * How placeholders speak one language, from its texts (with the merchant's own wording): status
 * names and the timeline's words, and dates written the language's way. English keeps the
 * merchant's own date format.
 */
export function wordingFromTexts(language: PageLanguage, texts: PageTexts): TemplateWording {
  return {
    status: (status) => texts[`status.${status}`] ?? status,
    timeline: { status: texts.timelineStatus!, message: texts.timelineMessage!, location: texts.timelineLocation!, time: texts.timelineTime!, empty: texts.noCheckpoints! },
    dateLocale: language === DEFAULT_PAGE_LANGUAGE ? null : language,
  };
}

/**
 * The wording of a message to a customer in `language`; none (English and the merchant's date
 * format, as messages always were) for English.
 */
export function messageWording(language: PageLanguage, merchantTexts: Record<string, Record<string, string>>): TemplateWording | undefined {
  if (language === DEFAULT_PAGE_LANGUAGE) return undefined;
  return wordingFromTexts(language, pageTextsOf(language, merchantTexts));
}
