/**
 * The bot check in front of every public lookup (pinned: ALTCHA). `solve` answers a fresh
 * proof-of-work payload each time: the server accepts a payload for one call only.
 */
export interface ChallengeSolver {
  solve(): Promise<string>;
}

/** The check could not produce a payload (no challenge, no workers), or cannot run here at all (`needsHttps`). */
export class ChallengeError extends Error {
  constructor(
    reason: string,
    readonly needsHttps = false,
  ) {
    super(reason);
    this.name = 'ChallengeError';
  }
}

/**
 * The solver where the proof of work can run: browsers keep Web Crypto from pages opened over
 * plain http, so there every call fails at once with `needsHttps`, without fetching the widget.
 */
export function inSecureContextOnly(solver: () => ChallengeSolver, scope: { isSecureContext?: boolean; crypto?: { subtle?: unknown } } = globalThis): ChallengeSolver {
  const runs = scope.isSecureContext !== false && Boolean(scope.crypto?.subtle);
  return runs ? solver() : { solve: () => Promise.reject(new ChallengeError('Web Crypto is not available outside a secure context.', true)) };
}
