import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { dnsServersFrom, mailDnsFrom } from './dns-servers.js';

describe('DNS configuration', () => {
  it('reads DNS_SERVERS as host:port entries, and refuses what is not one', () => {
    expect(dnsServersFrom(undefined)).toBeNull();
    expect(dnsServersFrom(' , ')).toBeNull();
    expect(dnsServersFrom('127.0.0.1:5353, [::1]:53,10.0.0.2')).toEqual(['127.0.0.1:5353', '[::1]:53', '10.0.0.2']);
    expect(() => dnsServersFrom('dns.example:53')).toThrow(/DNS_SERVERS/);
  });

  it('gives the mail zone its defaults, and refuses a bad zone, port or name server', () => {
    expect(mailDnsFrom({}, '0.0.0.0')).toEqual({ zone: 'mail.trailpost.app', port: null, host: '0.0.0.0', nameservers: ['ns1.mail.trailpost.app'], spf: null });
    expect(mailDnsFrom({ MAIL_DNS_ZONE: 'Mail.Example.COM.', MAIL_DNS_PORT: '53', MAIL_DNS_NAMESERVERS: 'ns1.example.com,ns2.example.net', MAIL_SPF: 'v=spf1 -all' }, '::')).toEqual({
      zone: 'mail.example.com',
      port: 53,
      host: '::',
      nameservers: ['ns1.example.com', 'ns2.example.net'],
      spf: 'v=spf1 -all',
    });
    expect(() => mailDnsFrom({ MAIL_DNS_ZONE: 'not a zone' }, '')).toThrow(/MAIL_DNS_ZONE/);
    expect(() => mailDnsFrom({ MAIL_DNS_PORT: '70000' }, '')).toThrow(/MAIL_DNS_PORT/);
    expect(() => mailDnsFrom({ MAIL_DNS_NAMESERVERS: 'ns_1' }, '')).toThrow(/MAIL_DNS_NAMESERVERS/);
  });

  it('stops the start on a SECRETS_KEY that is not 32 bytes', () => {
    expect(loadConfig({}, []).secretsKey).toBeNull();
    expect(loadConfig({ SECRETS_KEY: 'ab'.repeat(32) }, []).secretsKey).toHaveLength(32);
    expect(() => loadConfig({ SECRETS_KEY: 'too-short' }, [])).toThrow(/SECRETS_KEY/);
  });
});
