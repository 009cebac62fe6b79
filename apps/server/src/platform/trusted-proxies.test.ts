import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp } from '../test/harness.js';
import { trustedProxiesFrom } from './trusted-proxies.js';
import { eq } from 'drizzle-orm';
import { loginFailures } from '../db/schema/index.js';
import { uniqueEmail } from '../test/accounts.js';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', ['loopback']],
    ['1', ['loopback']],
    ['10.0.0.0/8, 192.168.1.7', ['10.0.0.0/8', '192.168.1.7']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('reads %j as %j', (value, proxies) => {
    expect(trustedProxiesFrom(value)).toEqual(proxies);
    expect(loadConfig({ TRUST_PROXY: value }, []).trustProxy).toEqual(proxies);
  });

  it.each(['*', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/1', '::1/129'])('refuses %j with a message that names it', (value) => {
    expect(() => trustedProxiesFrom(value)).toThrow(`TRUST_PROXY: "${value}" is not an address`);
  });

  it('takes the client address only from a proxy it names', async () => {
    const test = await createTestApp({ trustProxy: ['10.0.0.0/8'] });
    try {
      // A failed sign-in records the client address it was counted against.
      const ip = async (remoteAddress: string, forwarded: string) => {
        const email = uniqueEmail('nobody');
        await test.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress, headers: { 'x-forwarded-for': forwarded }, payload: { email, password: 'wrong-password' } });
        const [row] = await test.database.db.select({ ip: loginFailures.ip }).from(loginFailures).where(eq(loginFailures.email, email));
        return row?.ip;
      };
      expect(await ip('10.1.2.3', '198.51.100.7')).toBe('198.51.100.7');
      // A client outside the named proxies cannot choose its address with a header.
      expect(await ip('203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
    } finally {
      await test.close();
    }
  });
});
