import { el } from './dom';
import type { PageContext } from './page';
import { pageLanguage, pageLanguages } from './page-data';
import { PAGE_TEXTS } from './texts';
import { withLanguage } from './urls';

/** The language choice at the foot of the page: the same address again with `?lang=`; nothing when the server named no languages. */
export function languageSwitcher(context: PageContext): HTMLElement | null {
  const languages = pageLanguages();
  const current = pageLanguage();
  if (!languages.length || !current) return null;
  const select = el(
    'select',
    { id: 'page-language', class: 'language-select' },
    ...languages.map(([code, name]) => el('option', { value: code, lang: code, selected: code === current }, name)),
  );
  select.addEventListener('change', () => context.navigate(withLanguage(context.address, select.value)));
  return el('p', { class: 'language-switcher' }, el('label', { for: 'page-language' }, `${PAGE_TEXTS.language} `), select);
}
