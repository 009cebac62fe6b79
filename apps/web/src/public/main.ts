import './public.css';
import { inSecureContextOnly, type ChallengeSolver } from './challenge';
import { readPageData } from './page-data';
import { startPage } from './start';

/*
 * The public tracking page: its own small entry (tracking-page.html), not the merchant's app.
 * The ALTCHA widget is most of its script, so it is fetched only by pages that call the API:
 * the track button, embedded on every page of a store, stays a few kilobytes.
 */
let widget: Promise<ChallengeSolver> | null = null;
const solver = inSecureContextOnly(() => ({
  async solve() {
    widget ??= import('./altcha-solver').then(
      ({ altchaSolver }) => altchaSolver(document.body),
      (error: unknown) => {
        widget = null; // a failed download is tried again by the next call
        throw error;
      },
    );
    return (await widget).solve();
  },
}));

readPageData(document);
const root = document.getElementById('page');
if (root) {
  void startPage({
    root,
    address: window.location,
    solver,
    navigate: (url, options) => (options?.replace ? window.location.replace(url) : window.location.assign(url)),
    openInNewTab: (url) => void window.open(url, '_blank', 'noopener'),
  });
}
