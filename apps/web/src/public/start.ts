import { notFoundPage } from './not-found-page';
import type { PageContext } from './page';
import { resultPage } from './result-page';
import { searchPage } from './search-page';
import { trackButtonPage } from './track-button-page';
import { routeOf } from './urls';

/** Draws the page the address asks for. */
export async function startPage(context: PageContext): Promise<void> {
  const route = routeOf(context.address.pathname);
  switch (route.page) {
    case 'result':
      return resultPage(context, route.number);
    case 'search':
      return searchPage(context);
    case 'button':
      return trackButtonPage(context);
    case 'not-found':
      return notFoundPage(context);
  }
}
