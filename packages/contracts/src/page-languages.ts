/**
 * The languages of the public tracking page and its texts (part 3 "Languages and customers"):
 * one message file per language in `locales/{code}.json`, English the base every other
 * completes. Codes are BCP 47; `name` is what the page's language switcher shows.
 */
export const PAGE_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية', rtl: true },
  { code: 'cs', name: 'Čeština' },
  { code: 'da', name: 'Dansk' },
  { code: 'de', name: 'Deutsch' },
  { code: 'es', name: 'Español' },
  { code: 'fi', name: 'Suomi' },
  { code: 'fr', name: 'Français' },
  { code: 'he', name: 'עברית', rtl: true },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'id', name: 'Bahasa Indonesia' },
  { code: 'it', name: 'Italiano' },
  { code: 'ja', name: '日本語' },
  { code: 'ko', name: '한국어' },
  { code: 'nb', name: 'Norsk bokmål' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'pl', name: 'Polski' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'ru', name: 'Русский' },
  { code: 'sv', name: 'Svenska' },
  { code: 'th', name: 'ไทย' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'uk', name: 'Українська' },
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'zh', name: '中文（简体）' },
] as const satisfies readonly { code: string; name: string; rtl?: boolean }[];

export type PageLanguage = (typeof PAGE_LANGUAGES)[number]['code'];
export const PAGE_LANGUAGE_CODES: readonly PageLanguage[] = PAGE_LANGUAGES.map((language) => language.code);
export const DEFAULT_PAGE_LANGUAGE: PageLanguage = 'en';

/** Right to left: the page's `dir`. */
export const isRightToLeft = (code: PageLanguage) => PAGE_LANGUAGES.some((language) => language.code === code && 'rtl' in language);

/**
 * The page language a BCP 47 tag asks for: the same tag in any case, else the one of its
 * language (`de-AT` is `de`, `pt` and `pt-PT` are `pt-BR`, `zh-TW` is `zh`); null for none.
 */
export function pageLanguageOf(tag: string | null | undefined): PageLanguage | null {
  if (!tag) return null;
  const wanted = tag.trim().toLowerCase();
  const exact = PAGE_LANGUAGE_CODES.find((code) => code.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split(/[-_]/)[0];
  return PAGE_LANGUAGE_CODES.find((code) => code.toLowerCase().split('-')[0] === primary) ?? null;
}

/** `{name}` placeholders of a message. */
export const messagePlaceholders = (text: string) => [...text.matchAll(/\{([a-zA-Z]+)\}/g)].map((match) => match[1]!).sort();

/**
 * What is wrong with one language's message file against the English one: keys missing or
 * extra, empty texts, placeholders that differ, braces that do not pair. Empty when nothing is.
 */
export function messageFileProblems(english: Record<string, string>, other: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) if (!(key in other)) problems.push(`missing key ${key}`);
  for (const [key, text] of Object.entries(other)) {
    if (!(key in english)) {
      problems.push(`extra key ${key}`);
      continue;
    }
    if (typeof text !== 'string' || !text.trim()) {
      problems.push(`empty text ${key}`);
      continue;
    }
    const opened = (text.match(/\{/g) ?? []).length;
    const closed = (text.match(/\}/g) ?? []).length;
    if (opened !== closed) problems.push(`unbalanced braces in ${key}`);
    if (messagePlaceholders(text).join() !== messagePlaceholders(english[key]!).join()) problems.push(`placeholders of ${key} differ from English`);
  }
  return problems;
}

/** A message with its placeholders filled: `{minutes}` becomes `values.minutes`. */
export const fillMessage = (text: string, values: Record<string, string | number>) => text.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** A BCP 47 tag written the canonical way (`fr-fr` is `fr-FR`, `pt_BR` is `pt-BR`); null when it is not one. */
export function canonicalLanguageTag(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag.trim().replace(/_/g, '-'))[0] ?? null;
  } catch {
    return null;
  }
}

let regionNames: Intl.DisplayNames | undefined;
/** Countries asked before: an automation pass asks for the same few countries thousands of times. */
const mainLanguages = new Map<string, string | null>();

/**
 * The main language of a country (ISO 3166-1 alpha-2) as CLDR's likely subtags give it through
 * Intl: `DE` and `CH` are `de`, `BE` is `nl`, `BR` is `pt`; null for a code that names no country.
 */
export function mainLanguageOf(countryIso: string | null | undefined): string | null {
  const code = countryIso?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code)) return null;
  const known = mainLanguages.get(code);
  if (known !== undefined) return known;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  // An unknown region has no name of its own; "und-XX" would otherwise default to English.
  const named = regionNames.of(code) !== undefined && code !== 'ZZ';
  const language = named ? new Intl.Locale(`und-${code}`).maximize().language : null;
  mainLanguages.set(code, language);
  return language;
}
