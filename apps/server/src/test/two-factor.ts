import { expect, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SessionRecord } from '@trailpost/contracts';
import { totpCode } from '../modules/accounts/two-factor/totp.js';
import { bearer, nextClientAddress, PASSWORD, type SignedIn } from './accounts.js';

const STEP_MS = 30_000;

/**
 * Holds the clock (Date only) in the middle of a 30-second step, so a code computed by a test
 * belongs to the step the server checks it in; `nextStep` moves on to a fresh code.
 */
export function holdClockMidStep(): { nextStep(): void } {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2);
  return { nextStep: () => vi.setSystemTime(Date.now() + STEP_MS) };
}

/** The code an authenticator app shows now (or `steps` steps from now). */
export const codeNow = (secret: string, steps = 0) => totpCode(secret, Date.now() + steps * STEP_MS);

/**
 * Turns two-step sign-in on for a signed-in user, confirming with the previous step's code so
 * the current one is still unspent for the test.
 */
export async function enrolTwoFactor(app: FastifyInstance, who: Pick<SignedIn, 'headers'>): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await app.inject({ method: 'POST', url: '/api/user/two_factor/setup', headers: who.headers });
  expect(setup.statusCode, setup.body).toBe(200);
  const secret = setup.json().data.secret as string;
  const enable = await app.inject({ method: 'POST', url: '/api/user/two_factor/enable', headers: who.headers, payload: { code: codeNow(secret, -1) } });
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret, recoveryCodes: enable.json().data.recovery_codes as string[] };
}

/** The password step of a user with two-step sign-in on: its challenge token. */
export async function passwordStep(app: FastifyInstance, email: string, remoteAddress = nextClientAddress()): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/user/login', remoteAddress, payload: { email, password: PASSWORD } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().data.two_factor_required, response.body).toBe(true);
  return response.json().data.challenge_token as string;
}

export function codeStep(app: FastifyInstance, challengeToken: string, code: string, remoteAddress = nextClientAddress()) {
  return app.inject({ method: 'POST', url: '/api/user/login/two_factor', remoteAddress, payload: { challenge_token: challengeToken, code } });
}

/** Both steps of sign-in. */
export async function loginWithCode(app: FastifyInstance, email: string, secret: string): Promise<SignedIn> {
  const response = await codeStep(app, await passwordStep(app, email), codeNow(secret));
  expect(response.statusCode, response.body).toBe(200);
  const session = response.json().data as SessionRecord;
  return { session, token: session.access_token, headers: bearer(session.access_token) };
}
