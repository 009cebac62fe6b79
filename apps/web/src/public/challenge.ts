/**
 * The bot check in front of every public lookup (pinned: ALTCHA). `solve` answers a fresh
 * proof-of-work payload each time: the server accepts a payload for one call only.
 */
export interface ChallengeSolver {
  solve(): Promise<string>;
}

/** The check could not produce a payload (no challenge, no Web Crypto, no workers). */
export class ChallengeError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ChallengeError';
  }
}
