import { PAGE_LANGUAGES } from '@trailpost/contracts';

/** A variant's language by its own name (Deutsch, 日本語), as the public page's switcher writes it; the code for any other. */
export function languageName(code: string): string {
  return PAGE_LANGUAGES.find((language) => language.code === code)?.name ?? code;
}
