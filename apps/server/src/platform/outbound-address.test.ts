import { describe, expect, it } from 'vitest';
import { outboundAllowCidrsFrom, outboundPolicy } from './outbound-address.js';

describe('outbound address policy', () => {
  const closed = outboundPolicy([]);

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.10.10', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['0.0.0.0', 'unspecified'],
    ['198.18.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fd12:3456::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['64:ff9b::a00:1', 'private'],
    ['::127.0.0.1', 'loopback'],
  ])('refuses %s as %s', (address, kind) => {
    expect(closed.refusal(address)).toMatch(new RegExp(`is an? ${kind} address$`));
  });

  it.each(['169.254.169.254', '169.254.170.2', '168.63.129.16', '100.100.100.200', '192.0.0.192', 'fd00:ec2::254', '::ffff:169.254.169.254'])(
    'refuses the cloud metadata address %s, even inside an allowed range',
    (address) => {
      expect(closed.refusal(address)).toMatch(/cloud metadata address/);
      expect(outboundPolicy(['0.0.0.0/0', '::/0']).refusal(address)).toMatch(/cloud metadata address/);
    },
  );

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.215.14', '64:ff9b::5db8:d70e'])('lets the public address %s through', (address) => {
    expect(closed.refusal(address)).toBeNull();
  });

  it('lets allowed ranges through, and only those', () => {
    const policy = outboundPolicy(['127.0.0.0/8', '10.20.0.0/16', 'fd12::/16']);
    expect(policy.refusal('127.0.0.1')).toBeNull();
    expect(policy.refusal('::ffff:127.0.0.1')).toBeNull();
    expect(policy.refusal('10.20.30.40')).toBeNull();
    expect(policy.refusal('fd12:3456::1')).toBeNull();
    expect(policy.refusal('10.21.0.1')).toMatch(/private/);
    expect(policy.refusal('::1')).toMatch(/loopback/);
  });

  it('refuses what is not an address', () => {
    expect(closed.refusal('example.com')).toMatch(/not an IP address/);
  });

  it('reads OUTBOUND_ALLOW_CIDRS', () => {
    expect(outboundAllowCidrsFrom(undefined)).toEqual([]);
    expect(outboundAllowCidrsFrom(' ')).toEqual([]);
    expect(outboundAllowCidrsFrom('127.0.0.0/8, 192.168.7.9')).toEqual(['127.0.0.0/8', '192.168.7.9/32']);
    expect(() => outboundAllowCidrsFrom('127.0.0.0/8,nope')).toThrow(/OUTBOUND_ALLOW_CIDRS: "nope"/);
  });
});
