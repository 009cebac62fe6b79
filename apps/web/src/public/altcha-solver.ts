import 'altcha/external';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type { ChallengeSolver } from './challenge';
import { widgetSolver } from './widget-solver';

/** Served by the API (apps/server, public-tracking): an altcha-lib challenge, raw JSON. */
export const CHALLENGE_URL = '/api/altcha/challenge';

/*
 * The `external` build of the widget keeps its styles and workers out of its script, so the page
 * runs under `script-src 'self'` and `worker-src 'self'`: the worker is a file of our own. Only
 * the PBKDF2 worker (about 1 KB) is registered: the server issues PBKDF2/SHA-256 challenges
 * (public-tracking/altcha.ts); the Argon2 and scrypt workers would add some 14 KB each. The
 * widget's CSS is left out too: it is invisible, inside a hidden element, and draws nothing.
 */
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}

/** The ALTCHA widget, invisible, solving its first challenge as soon as it is on the page. */
export function altchaSolver(host: HTMLElement): ChallengeSolver {
  return widgetSolver(() => {
    const widget = document.createElement('altcha-widget');
    widget.setAttribute('challenge', CHALLENGE_URL);
    widget.setAttribute('auto', 'onload');
    widget.setAttribute('display', 'invisible');
    // Nobody watches an invisible widget: no need for its minimum half-second of "verifying".
    widget.setAttribute('configuration', JSON.stringify({ minDuration: 0 }));
    widget.hidden = true;
    host.append(widget);
    return widget;
  });
}
