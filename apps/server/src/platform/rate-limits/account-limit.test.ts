import { describe, expect, it } from 'vitest';
import { apiRateLimited } from '@trailpost/contracts';
import { browserSignIn, nextClientAddress, PASSWORD, signUp, type SignedIn } from '../../test/accounts.js';
import { createTestApp, useTestApp } from '../../test/harness.js';

const API_LIMIT = 10;
const WEB_LIMIT = 15;
const t = useTestApp({ apiRateLimit: API_LIMIT, webRateLimit: WEB_LIMIT });

/** Waits out the account's current window, so a test's own set-up calls do not count in what it measures. */
async function freshWindow(owner: SignedIn): Promise<void> {
  const { resetInMs } = await t.app.rateCounter.peek(`api:${owner.session.user_details.tenant_id}`);
  if (resetInMs > 0) await new Promise((resolve) => setTimeout(resolve, resetInMs + 50));
}

/** An API key of the account, as an integration sends it, in a window of its own. */
async function keyOf(owner: SignedIn): Promise<Record<string, string>> {
  const added = await t.app.inject({ method: 'POST', url: '/api/user/add_token', headers: owner.headers, payload: { token_name: 'Sync' } });
  await freshWindow(owner);
  return { authorization: `Bearer ${added.json().data.token}` };
}

/** `count` calls at once (well inside one second), answers in the order the server counted them. */
async function burst(headers: Record<string, string>, count: number, url = '/api/user') {
  const answers = await Promise.all(Array.from({ length: count }, () => t.app.inject({ method: 'GET', url, headers })));
  return answers.sort((a, b) => Number(b.headers['ratelimit-remaining'] ?? -1) - Number(a.headers['ratelimit-remaining'] ?? -1));
}

describe('the per-second limit of signed-in calls (API_RATE_LIMIT)', () => {
  it(`lets ${API_LIMIT} calls of an account through in a second, counting down, and refuses the 11th with 429 and Retry-After`, async () => {
    const owner = await signUp(t.app);
    const key = await keyOf(owner);
    const answers = await burst(key, API_LIMIT + 1);
    const passed = answers.filter((answer) => answer.statusCode === 200);
    expect(passed).toHaveLength(API_LIMIT);
    expect(passed.map((answer) => Number(answer.headers['ratelimit-remaining']))).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    for (const answer of passed) {
      expect(answer.headers['ratelimit-limit']).toBe(String(API_LIMIT));
      expect(answer.headers['ratelimit-reset']).toBe('1');
    }
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({ meta: { code: 429, message: [apiRateLimited(API_LIMIT)], error_code: 'rate_limited' }, data: null });
    expect(refused.headers).toMatchObject({ 'retry-after': '1', 'ratelimit-limit': String(API_LIMIT), 'ratelimit-remaining': '0', 'ratelimit-reset': '1' });
  });

  it("counts every key and header token of an account together, and other accounts apart", async () => {
    const owner = await signUp(t.app);
    const [first, second] = [await keyOf(owner), await keyOf(owner)];
    await freshWindow(owner);
    await burst(first, API_LIMIT / 2);
    const rest = await burst(second, API_LIMIT / 2 + 1);
    expect(rest.filter((answer) => answer.statusCode === 429)).toHaveLength(1);
    const other = await burst(await keyOf(await signUp(t.app)), 1);
    expect(other[0]!.statusCode).toBe(200);
    expect(other[0]!.headers['ratelimit-remaining']).toBe(String(API_LIMIT - 1));
  });

  it('opens a new window after the second: the account may call again', async () => {
    const key = await keyOf(await signUp(t.app));
    expect((await burst(key, API_LIMIT + 1)).some((answer) => answer.statusCode === 429)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await burst(key, 1);
    expect(again[0]!.statusCode).toBe(200);
  });

  it('sends the headers on an error answer too', async () => {
    const key = await keyOf(await signUp(t.app));
    const missing = await t.app.inject({ method: 'GET', url: '/api/trackings/0192a0c4-0000-7000-8000-000000000000', headers: key });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['ratelimit-limit']).toBe(String(API_LIMIT));
    expect(missing.headers['ratelimit-remaining']).toBe(String(API_LIMIT - 1));
  });

  it("counts the web app's calls per browser session against WEB_RATE_LIMIT", async () => {
    const { headers: cookie } = await browserSignIn(t.app);
    const answers = await burst(cookie, WEB_LIMIT + 1);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(WEB_LIMIT);
    expect(answers[0]!.headers['ratelimit-limit']).toBe(String(WEB_LIMIT));
    expect(answers.find((answer) => answer.statusCode === 429)!.json().meta.message).toEqual([apiRateLimited(WEB_LIMIT)]);
  });

  it("leaves public routes to their own per-address limits, which send the same headers", async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: nextClientAddress(), payload: { email: 'nobody@example.com', password: PASSWORD } });
    expect(Number(login.headers['ratelimit-limit'])).toBeGreaterThan(0);
    expect(login.headers['ratelimit-remaining']).toBeDefined();
    expect(login.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('is off at 0: no limit and no headers', async () => {
    const open = await createTestApp({ apiRateLimit: 0 });
    try {
      const owner = await signUp(open.app);
      const answers = await Promise.all(Array.from({ length: API_LIMIT + 5 }, () => open.app.inject({ method: 'GET', url: '/api/trackings', headers: owner.headers })));
      expect(answers.every((answer) => answer.statusCode === 200 && answer.headers['ratelimit-limit'] === undefined)).toBe(true);
    } finally {
      await open.close();
    }
  });
});
