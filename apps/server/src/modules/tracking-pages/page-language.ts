import Negotiator from 'negotiator';
import { DEFAULT_PAGE_LANGUAGE, isRightToLeft, PAGE_LANGUAGE_CODES, PAGE_LANGUAGES, pageLanguageOf, type PageLanguage } from '@trailpost/contracts';
import type { ServiceContext } from '../../platform/context.js';
import { pageTextsOf, type PageTexts } from './locales.js';
import { publishedPageSettings } from './page-settings.js';
import { publishedTemplate } from './published.js';

/** What the public page is drawn with: its language and direction, its texts (and no other language's), the switcher's choices. */
export interface TrackingPageData {
  lang: PageLanguage;
  dir: 'ltr' | 'rtl';
  texts: PageTexts;
  languages: readonly (readonly [code: string, name: string])[];
}

const SWITCHER = PAGE_LANGUAGES.map((language) => [language.code, language.name] as const);

/** The best of our languages for an `Accept-Language` header (q-values, `de-AT` → `de`); null when it names none of them. */
export function browserLanguage(acceptLanguage: string | undefined): PageLanguage | null {
  if (!acceptLanguage?.trim() || acceptLanguage.trim() === '*') return null;
  const [best] = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages([...PAGE_LANGUAGE_CODES]);
  return pageLanguageOf(best);
}

/**
 * The page's language (part 3 "Languages and customers"), in this order: the link's `?lang=`,
 * the published template's language, the customer's browser, the merchant's default.
 */
export function choosePageLanguage(choices: { link?: string | null; template?: string | null; acceptLanguage?: string; merchantDefault?: PageLanguage }): PageLanguage {
  return (
    pageLanguageOf(choices.link) ?? pageLanguageOf(choices.template) ?? browserLanguage(choices.acceptLanguage) ?? choices.merchantDefault ?? DEFAULT_PAGE_LANGUAGE
  );
}

/** The page data of a merchant's page (or of no merchant's: an unknown host still gets its texts). */
export async function trackingPageData(ctx: ServiceContext, request: { tenantId: string | null; link?: string | null; acceptLanguage?: string }): Promise<TrackingPageData> {
  const [settings, template] = request.tenantId ? await Promise.all([publishedPageSettings(ctx, request.tenantId), publishedTemplate(ctx, request.tenantId)]) : [null, null];
  const lang = choosePageLanguage({
    link: request.link,
    template: template?.language,
    acceptLanguage: request.acceptLanguage,
    ...(settings ? { merchantDefault: settings.defaultLanguage } : {}),
  });
  return { lang, dir: isRightToLeft(lang) ? 'rtl' : 'ltr', texts: pageTextsOf(lang, settings?.texts), languages: SWITCHER };
}
