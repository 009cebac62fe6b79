import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ServiceContext } from '../../platform/context.js';
import { nextClientAddress, signUp, type SignedIn } from '../../test/accounts.js';
import { createPublicChallenge, type ChallengeDifficulty } from './altcha.js';

/** Little work, so tests solve in a moment: counter 3 of one PBKDF2 round. */
export const EASY: ChallengeDifficulty = { counter: 3, cost: 1 };

/** The widget's payload for a challenge and its solution: base64 of `{ challenge: { parameters, signature }, solution }`. */
export function payloadOf(challenge: { parameters: object; signature?: string }, solution: object): string {
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

/** A challenge of ours solved by altcha-lib's own solver, as the widget would: a good `rc_token`. */
export async function solvedToken(ctx: ServiceContext, difficulty = EASY, now = Date.now()): Promise<string> {
  const challenge = await createPublicChallenge(ctx, difficulty, now);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the test challenge was not solved');
  return payloadOf(challenge, solution);
}

export interface Merchant {
  owner: SignedIn;
  tenantId: string;
  subDomain: string;
}

let merchants = 0;

/** A merchant who chose a sub-domain (and so has a public host); `customDomain` is saved as well when given. */
export async function merchantWithSubDomain(app: FastifyInstance, customDomain?: string): Promise<Merchant> {
  const owner = await signUp(app);
  const subDomain = `shop${++merchants}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await app.inject({ method: 'PUT', url: '/api/user/sub_domain', headers: owner.headers, payload: { sub_domain: subDomain, custom_domain_url: customDomain } });
  expect(response.statusCode, response.body).toBe(200);
  return { owner, tenantId: owner.session.user_details.tenant_id, subDomain };
}

/** A public POST as the page makes it, from its own client address unless told otherwise. */
export function publicPost(app: FastifyInstance, path: '/tracking_page' | '/tracking_page_search', token: string | undefined, payload: object, remoteAddress = nextClientAddress()) {
  const query = token === undefined ? '' : `?rc_token=${encodeURIComponent(token)}`;
  return app.inject({ method: 'POST', url: `/api${path}${query}`, payload, remoteAddress });
}
