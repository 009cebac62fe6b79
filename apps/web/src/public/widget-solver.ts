import type { AltchaWidgetElement } from 'altcha';
import { ChallengeError, type ChallengeSolver } from './challenge';

/** What the solver uses of the ALTCHA widget element. */
export type ChallengeWidget = Pick<AltchaWidgetElement, 'addEventListener' | 'verify'>;

/** The widget's "verified" event carries the payload; "statechange" its new state. */
type VerifiedEvent = CustomEvent<{ payload: string }>;
type StateEvent = CustomEvent<{ state: string }>;

const unsolved = () => new ChallengeError('The challenge could not be solved.');

/** The payload of the challenge a widget solves by itself on load (`auto="onload"`). */
function firstPayload(widget: ChallengeWidget): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const listening = new AbortController();
    widget.addEventListener(
      'verified',
      (event) => {
        listening.abort();
        resolve((event as VerifiedEvent).detail.payload);
      },
      { signal: listening.signal },
    );
    widget.addEventListener(
      'statechange',
      (event) => {
        if ((event as StateEvent).detail.state !== 'error') return;
        listening.abort();
        reject(unsolved());
      },
      { signal: listening.signal },
    );
  });
}

/**
 * Payloads from one widget, put on the page by `mount` at the first call: that call gets the
 * challenge the widget solves on load, every later one a new challenge (`verify` fetches and
 * solves a fresh one). Calls wait their turn: verifying again would abort the running one.
 */
export function widgetSolver(mount: () => ChallengeWidget): ChallengeSolver {
  let widget: ChallengeWidget | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  async function next(): Promise<string> {
    if (!widget) {
      widget = mount();
      return firstPayload(widget);
    }
    const result = await widget.verify();
    if (!result?.payload) throw unsolved();
    return result.payload;
  }

  return {
    solve() {
      const payload = queue.then(next);
      queue = payload.catch(() => undefined);
      return payload;
    },
  };
}
