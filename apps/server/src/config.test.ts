import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, []);
    expect(config).toMatchObject({ port: 3000, databaseUrl: null, smtpUrl: null, publicUrl: 'http://localhost:3000', role: 'all' });
    expect(config.dataDir).toBe(path.resolve('data'));
  });

  it('reads the environment', () => {
    const config = loadConfig(
      { PORT: '8080', DATABASE_URL: 'postgres://db/x', SMTP_URL: 'smtp://mail', PUBLIC_URL: 'https://track.example.com/', DATA_DIR: '/srv/tp' },
      [],
    );
    expect(config).toMatchObject({ port: 8080, databaseUrl: 'postgres://db/x', smtpUrl: 'smtp://mail', publicUrl: 'https://track.example.com', dataDir: '/srv/tp' });
  });

  it("serves merchants' pages under .localhost on one's own machine, under the platform's suffix elsewhere, or SUB_DOMAIN_SUFFIX", () => {
    expect(loadConfig({}, []).subDomainSuffix).toBe('.localhost');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:4173' }, []).subDomainSuffix).toBe('.localhost');
    expect(loadConfig({ PUBLIC_URL: 'https://app.trailpost.app' }, []).subDomainSuffix).toBe('.trailpost.app');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000', SUB_DOMAIN_SUFFIX: '.track.example.com' }, []).subDomainSuffix).toBe('.track.example.com');
  });

  it('picks the process role from --role', () => {
    expect(loadConfig({}, ['node', 'main.js', '--role', 'worker']).role).toBe('worker');
    expect(loadConfig({}, ['node', 'main.js', '--role', 'api']).role).toBe('api');
    expect(() => loadConfig({}, ['node', 'main.js', '--role', 'everything'])).toThrow(/--role must be/);
  });

  it('reads the 17TRACK key and base URL, with the official URL by default', () => {
    expect(loadConfig({}, [])).toMatchObject({ seventeenTrackApiKey: null, seventeenTrackUrl: 'https://api.17track.net/track/v2.2' });
    expect(loadConfig({ SEVENTEEN_TRACK_API_KEY: 'k', SEVENTEEN_TRACK_URL: 'http://127.0.0.1:9/v2.2/' }, [])).toMatchObject({ seventeenTrackApiKey: 'k', seventeenTrackUrl: 'http://127.0.0.1:9/v2.2' });
  });

  it('reads Redis and the operator token, refusing a short token', () => {
    expect(loadConfig({}, [])).toMatchObject({ redisUrl: null, operatorToken: null });
    const token = 't'.repeat(32);
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379', OPERATOR_TOKEN: token }, [])).toMatchObject({ redisUrl: 'redis://cache:6379', operatorToken: token });
    expect(() => loadConfig({ OPERATOR_TOKEN: 'short' }, [])).toThrow(/OPERATOR_TOKEN must be at least 32 characters/);
  });

  it('reads the ranges outbound HTTP may reach, refusing what is not a range', () => {
    expect(loadConfig({}, []).outboundAllowCidrs).toEqual([]);
    expect(loadConfig({ OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8, 10.1.0.0/16,::1,fd12::/16' }, []).outboundAllowCidrs).toEqual(['127.0.0.0/8', '10.1.0.0/16', '::1/128', 'fd12::/16']);
    expect(() => loadConfig({ OUTBOUND_ALLOW_CIDRS: '10.0.0.0/33' }, [])).toThrow(/OUTBOUND_ALLOW_CIDRS: "10.0.0.0\/33" is not a CIDR range/);
    expect(() => loadConfig({ OUTBOUND_ALLOW_CIDRS: 'intranet' }, [])).toThrow(/OUTBOUND_ALLOW_CIDRS/);
  });

  it('configures SMS only with the account, its token and a sender, on Twilio by default', () => {
    const account = { SMS_ACCOUNT_SID: 'AC123', SMS_AUTH_TOKEN: 'secret', SMS_FROM: '+15005550006' };
    expect(loadConfig({}, []).sms).toBeNull();
    expect(loadConfig({ ...account, SMS_FROM: '' }, []).sms).toBeNull();
    expect(loadConfig({ SMS_ACCOUNT_SID: 'AC123', SMS_AUTH_TOKEN: 'secret' }, []).sms).toBeNull();
    expect(loadConfig(account, []).sms).toEqual({ providerUrl: 'https://api.twilio.com', accountSid: 'AC123', authToken: 'secret', from: '+15005550006' });
    expect(loadConfig({ ...account, SMS_PROVIDER_URL: 'http://127.0.0.1:4010/' }, []).sms?.providerUrl).toBe('http://127.0.0.1:4010');
  });

  it('ignores a port that is not a number', () => {
    expect(loadConfig({ PORT: 'abc' }, []).port).toBe(3000);
  });
});
