import { describe, expect, it } from 'vitest';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { PUBLIC_TRACKING_MESSAGES } from '@trailpost/contracts';
import { messagesOf, nextClientAddress } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { CHALLENGE_ALGORITHM, CHALLENGE_COST, CHALLENGE_COUNTER, CHALLENGE_LIFETIME_MS, createPublicChallenge, parseSolvedPayload } from './altcha.js';
import { EASY, merchantWithSubDomain, payloadOf, publicPost, solvedToken } from './public-tracking-test-helpers.js';

/** ALTCHA on the public lookups: the challenge route, and each solution good for one call and a few minutes. */
const t = useTestApp();

const challenge = (remoteAddress = nextClientAddress(), host = 'shop.trailpost.app') =>
  t.app.inject({ method: 'GET', url: '/api/altcha/challenge', remoteAddress, headers: { host } });

/** A lookup whose answer, past the challenge, is the unknown domain's 404: the challenge alone decides 403 or not. */
const lookUp = (token: string | undefined) => publicPost(t.app, '/tracking_page', token, { domain_name: 'nobody.trailpost.app', tracking_number: 'X1' });
const expectRefused = (response: Awaited<ReturnType<typeof lookUp>>) => {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toEqual({ meta: { code: 403, message: [PUBLIC_TRACKING_MESSAGES.challengeInvalid], error_code: 'forbidden' }, data: null });
};
const expectPassed = (response: Awaited<ReturnType<typeof lookUp>>) => {
  expect(response.statusCode, response.body).toBe(404);
  expect(messagesOf(response)).toEqual([PUBLIC_TRACKING_MESSAGES.unknownDomain]);
};

describe('GET /altcha/challenge', () => {
  it("answers altcha-lib's signed challenge as raw JSON, not cached, under the API's headers", async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await challenge();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    const body = response.json();
    expect(body.meta).toBeUndefined();
    expect(Object.keys(body).sort()).toEqual(['parameters', 'signature']);
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.parameters).toMatchObject({ algorithm: CHALLENGE_ALGORITHM, cost: CHALLENGE_COST, keyLength: 32, keySignature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(body.parameters.keyPrefix).toMatch(/^[0-9a-f]{32}$/);
    expect(body.parameters.expiresAt).toBeGreaterThanOrEqual(before + CHALLENGE_LIFETIME_MS / 1000);
    expect(body.parameters.expiresAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + CHALLENGE_LIFETIME_MS / 1000);
  });

  it('asks for a new nonce and salt each time', async () => {
    const [a, b] = [(await challenge()).json(), (await challenge()).json()];
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce);
    expect(a.parameters.salt).not.toBe(b.parameters.salt);
  });

  it('is solved by altcha-lib, as the widget solves it, and the solution is accepted once', async () => {
    const served = (await challenge()).json();
    const solution = await solveChallenge({ challenge: served, deriveKey });
    expect(solution!.counter).toBeGreaterThanOrEqual(0);
    expect(solution!.counter).toBeLessThanOrEqual(CHALLENGE_COUNTER.max);
    const token = payloadOf(served, solution!);
    expectPassed(await lookUp(token));
    expectRefused(await lookUp(token));
  });

  it('limits one client address to 60 challenges a minute', async () => {
    const address = nextClientAddress();
    for (let i = 0; i < 60; i++) expect((await challenge(address, `c${i}.trailpost.app`)).statusCode).toBe(200);
    const refused = await challenge(address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toEqual({ meta: { code: 429, message: [PUBLIC_TRACKING_MESSAGES.tooMany(1)], error_code: 'rate_limited' }, data: null });
    expect((await challenge(nextClientAddress())).statusCode).toBe(200);
  });

  it('limits the challenges asked on one host (a merchant), whatever the addresses', async () => {
    const limit = t.config.publicLookupsPerMerchant;
    t.config.publicLookupsPerMerchant = 3;
    try {
      const host = `busy-${Date.now().toString(36)}.trailpost.app`;
      for (let i = 0; i < 3; i++) expect((await challenge(nextClientAddress(), host)).statusCode).toBe(200);
      const refused = await challenge(nextClientAddress(), host.toUpperCase());
      expect(refused.statusCode).toBe(429);
      expect(messagesOf(refused)).toEqual([PUBLIC_TRACKING_MESSAGES.tooMany(1)]);
      expect((await challenge(nextClientAddress(), `other-${host}`)).statusCode).toBe(200);
    } finally {
      t.config.publicLookupsPerMerchant = limit;
    }
  });
});

describe('a solved challenge (rc_token)', () => {
  it('is required', async () => {
    for (const token of [undefined, '']) {
      const response = await lookUp(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        meta: { code: 400, message: [PUBLIC_TRACKING_MESSAGES.challengeMissing], error_code: 'validation_failed', fields: { rc_token: PUBLIC_TRACKING_MESSAGES.challengeMissing } },
        data: null,
      });
    }
  });

  it('is accepted when fresh and right', async () => {
    expectPassed(await lookUp(await solvedToken(t.app.ctx)));
  });

  it('is refused when it is not a payload at all', async () => {
    for (const token of ['not base64 !!', Buffer.from('{"challenge":').toString('base64'), Buffer.from('[]').toString('base64')]) {
      expectRefused(await lookUp(token));
    }
    // Far longer than any payload: refused by the validation itself.
    const long = await lookUp('x'.repeat(5000));
    expect(long.json()).toEqual({
      meta: { code: 400, message: [PUBLIC_TRACKING_MESSAGES.challengeInvalid], error_code: 'validation_failed', fields: { rc_token: PUBLIC_TRACKING_MESSAGES.challengeInvalid } },
      data: null,
    });
  });

  it("refuses the widget's test-mode payload", async () => {
    expectRefused(await lookUp(Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64')));
  });

  it('is refused with a wrong solution', async () => {
    const ours = await createPublicChallenge(t.app.ctx, EASY);
    const solution = (await solveChallenge({ challenge: ours, deriveKey }))!;
    // The server signed the key the counter derives: a key that is not it is refused (the counter is not re-checked).
    expectRefused(await lookUp(payloadOf(ours, { ...solution, derivedKey: '00'.repeat(32) })));
    expectRefused(await lookUp(payloadOf(ours, { ...solution, derivedKey: solution.derivedKey.toUpperCase() })));
    expectRefused(await lookUp(payloadOf(ours, { counter: -1, derivedKey: 'zz' })));
    // The right one still passes: the wrong attempts did not spend it.
    expectPassed(await lookUp(payloadOf(ours, solution)));
  });

  it('is refused when its parameters were changed (less work, later expiry) or its signature is missing', async () => {
    const ours = await createPublicChallenge(t.app.ctx, EASY);
    const solution = (await solveChallenge({ challenge: ours, deriveKey }))!;
    expectRefused(await lookUp(payloadOf({ ...ours, parameters: { ...ours.parameters, expiresAt: ours.parameters.expiresAt! + 3600 } }, solution)));
    expectRefused(await lookUp(payloadOf({ ...ours, parameters: { ...ours.parameters, cost: 1, keyPrefix: '0' } }, solution)));
    expectRefused(await lookUp(payloadOf({ parameters: ours.parameters }, solution)));
  });

  it('is refused when another key signed it', async () => {
    const foreign = await createChallenge({
      algorithm: CHALLENGE_ALGORITHM,
      cost: 1,
      counter: 3,
      deriveKey,
      expiresAt: new Date(Date.now() + 60_000),
      hmacSignatureSecret: 'someone-else',
      hmacKeySignatureSecret: 'someone-else-too',
    });
    const solution = (await solveChallenge({ challenge: foreign, deriveKey }))!;
    expectRefused(await lookUp(payloadOf(foreign, solution)));
  });

  it('is refused once its challenge has expired (5 minutes)', async () => {
    expectRefused(await lookUp(await solvedToken(t.app.ctx, EASY, Date.now() - CHALLENGE_LIFETIME_MS - 1000)));
    expectPassed(await lookUp(await solvedToken(t.app.ctx, EASY, Date.now() - CHALLENGE_LIFETIME_MS + 30_000)));
  });

  it('is good for one call: a reuse is refused, on either route', async () => {
    const token = await solvedToken(t.app.ctx);
    expectPassed(await lookUp(token));
    expectRefused(await lookUp(token));
    expectRefused(await publicPost(t.app, '/tracking_page_search', token, { domain_name: 'nobody.trailpost.app' }));

    const other = await solvedToken(t.app.ctx);
    expect((await publicPost(t.app, '/tracking_page_search', other, { domain_name: 'nobody.trailpost.app' })).statusCode).toBe(404);
    expectRefused(await lookUp(other));
  });

  it('lets exactly one of many simultaneous calls with the same payload through', async () => {
    const token = await solvedToken(t.app.ctx);
    const answers = await Promise.all(Array.from({ length: 8 }, () => lookUp(token)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([403, 403, 403, 403, 403, 403, 403, 404]);
  });

  it("reads a payload whose '+' arrived as a space (an unencoded query string)", async () => {
    const ours = await createPublicChallenge(t.app.ctx, EASY);
    const solution = (await solveChallenge({ challenge: ours, deriveKey }))!;
    // Extra members are ignored: pad the JSON until its base64 holds a '+'.
    let token = '';
    for (let pad = 0; !token.includes('+'); pad++) {
      token = Buffer.from(JSON.stringify({ challenge: ours, solution, pad: '>'.repeat(pad) })).toString('base64');
    }
    const response = await t.app.inject({ method: 'POST', url: `/api/tracking_page?rc_token=${token}`, payload: { domain_name: 'nobody.trailpost.app', tracking_number: 'X1' }, remoteAddress: nextClientAddress() });
    expectPassed(response);
  });

  it('is spent before the merchant is looked up: a lookup on an unknown host costs a solution too', async () => {
    const merchant = await merchantWithSubDomain(t.app);
    const token = await solvedToken(t.app.ctx);
    expectPassed(await lookUp(token));
    expectRefused(await publicPost(t.app, '/tracking_page', token, { domain_name: `${merchant.subDomain}.trailpost.app`, tracking_number: 'X1' }));
  });
});

describe('parsing the payload', () => {
  it('needs a challenge with parameters, an expiry and a signature, and a solution', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const parameters = { algorithm: CHALLENGE_ALGORITHM, expiresAt: 1, nonce: '00', salt: '00', cost: 1, keyLength: 32, keyPrefix: '00' };
    expect(parseSolvedPayload(encode({ challenge: { parameters, signature: 'ab' }, solution: { counter: 1, derivedKey: 'ab' } }))).not.toBeNull();
    expect(parseSolvedPayload(encode({ challenge: { parameters: { ...parameters, expiresAt: undefined }, signature: 'ab' }, solution: {} }))).toBeNull();
    expect(parseSolvedPayload(encode({ challenge: { parameters }, solution: {} }))).toBeNull();
    expect(parseSolvedPayload(encode({ challenge: { parameters, signature: 'ab' } }))).toBeNull();
    expect(parseSolvedPayload(encode('text'))).toBeNull();
  });
});

describe('used challenges', () => {
  it("are remembered in the shared request counters until a minute past their challenge's expiry", async () => {
    const token = await solvedToken(t.app.ctx);
    expectPassed(await lookUp(token));
    const signature = parseSolvedPayload(token)!.challenge.signature;
    const used = await t.app.rateCounter.peek(`altcha-spent:${signature}`);
    expect(used.count).toBe(1);
    // Kept a minute past the challenge's own expiry (clock differences between processes).
    expect(used.resetInMs).toBeGreaterThan(CHALLENGE_LIFETIME_MS);
    expect(used.resetInMs).toBeLessThanOrEqual(CHALLENGE_LIFETIME_MS + 60_000);
  });
});
