import { el, show } from './dom';
import type { PageContext } from './page';
import { PAGE_TEXTS } from './texts';
import { searchUrl } from './urls';

/** Any other address on the shop's host (spec §2.17). */
export function notFoundPage(context: PageContext): void {
  document.title = PAGE_TEXTS.notFoundTitle;
  show(
    context.root,
    el(
      'div',
      { class: 'content not-found' },
      el('p', { class: 'not-found-code', 'aria-hidden': 'true' }, '404'),
      el('h1', {}, PAGE_TEXTS.notFoundTitle),
      el('p', {}, PAGE_TEXTS.notFoundText),
      el('p', {}, el('a', { class: 'button', href: searchUrl(context.address) }, PAGE_TEXTS.searchPage)),
    ),
  );
}
