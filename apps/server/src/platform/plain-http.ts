import { isIP } from 'node:net';
import { outboundPolicy } from './outbound-address.js';

/** The address a URL's host names literally (an IP, or localhost as 127.0.0.1); null for a name. */
export function literalAddressOf(hostname: string): string | null {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return '127.0.0.1';
  return isIP(host) ? host : null;
}

const withoutAllowances = outboundPolicy([]);

/**
 * Credentials travel over https only. Plain http is left to addresses that only the
 * configuration lets outbound calls reach (OUTBOUND_ALLOW_CIDRS: a service on the operator's own
 * network, a local stand-in): traffic that never leaves that network.
 */
export function plainHttpAllowed(url: URL, allowCidrs: readonly string[]): boolean {
  const address = literalAddressOf(url.hostname);
  if (!address) return false;
  return withoutAllowances.brokenRule(address) !== null && outboundPolicy(allowCidrs).brokenRule(address) === null;
}
