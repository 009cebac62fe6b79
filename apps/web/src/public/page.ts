import type { ChallengeSolver } from './challenge';
import type { PageAddress } from './urls';

/** What a page needs from the browser, handed in so the pages run the same in tests. */
export interface PageContext {
  /** The element the page draws into. */
  root: HTMLElement;
  address: PageAddress;
  solver: ChallengeSolver;
  /** Goes to another page of ours; `replace` keeps an automatic step out of the history. */
  navigate: (url: string, options?: { replace?: boolean }) => void;
  /** Opens a URL in a new tab without giving it this page (`noopener`). */
  openInNewTab: (url: string) => void;
}
