import { readFileSync } from 'node:fs';
import { DEFAULT_PAGE_LANGUAGE, PAGE_LANGUAGE_CODES, type PageLanguage } from '@trailpost/contracts';

/**
 * The message files of the public page (`@trailpost/contracts/locales/{code}.json`), read once:
 * English, and every other language over it so that a key it lacked would still say something.
 */
export type PageTexts = Readonly<Record<string, string>>;

let files: Map<PageLanguage, PageTexts> | null = null;

function readFiles(): Map<PageLanguage, PageTexts> {
  const folder = new URL('../locales/', import.meta.resolve('@trailpost/contracts'));
  // One file per language (contracts' locales.test.ts holds them to that).
  const read = (code: string) => JSON.parse(readFileSync(new URL(`${code}.json`, folder), 'utf8')) as Record<string, string>;
  const english = read(DEFAULT_PAGE_LANGUAGE);
  return new Map(PAGE_LANGUAGE_CODES.map((code) => [code, Object.freeze({ ...english, ...read(code) })]));
}

/** A language's texts as its message file gives them. */
export function messageFileTexts(language: PageLanguage): PageTexts {
  files ??= readFiles();
  return files.get(language)!;
}

/** A language's texts with the merchant's own wording over them (only the keys the files know). */
export function pageTextsOf(language: PageLanguage, overrides: Record<string, Record<string, string>> | undefined): PageTexts {
  const base = messageFileTexts(language);
  const own = overrides?.[language];
  if (!own) return base;
  return { ...base, ...Object.fromEntries(Object.entries(own).filter(([key, text]) => key in base && typeof text === 'string' && text.trim())) };
}
