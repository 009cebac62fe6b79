import { Resolver } from 'node:dns/promises';

/**
 * DNS_SERVERS: `host:port` (or `[v6]:port`, or a bare address for port 53), comma-separated.
 * Node's own parser checks each entry, so a typo stops the start rather than every DNS check.
 */
export function dnsServersFrom(value: string | undefined): string[] | null {
  if (!value) return null;
  const servers = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!servers.length) return null;
  try {
    new Resolver().setServers(servers);
  } catch {
    throw new Error(`DNS_SERVERS: "${value}" is not a list of host:port addresses`);
  }
  return servers;
}

/**
 * A resolver for checks of what merchants publish (sender domains, custom domains): the
 * configured servers or the system's, one try each within `timeoutMs`.
 */
export function dnsResolver(options: { servers: string[] | null; timeoutMs: number }): Resolver {
  const resolver = new Resolver({ timeout: options.timeoutMs, tries: 1 });
  if (options.servers) resolver.setServers(options.servers);
  return resolver;
}

/**
 * Name resolution for outbound HTTP (safe-fetch's `resolve`) through the given servers: the
 * A and AAAA answers together (CNAMEs are followed by the server, as a recursive resolver
 * does), so the private-address guard judges every address the name has. No hosts file and no
 * cache: each connection asks again, and connects to what it was told and the guard passed.
 */
export function dnsResolve(options: { servers: string[]; timeoutMs: number }): (hostname: string) => Promise<{ address: string; family: number }[]> {
  const resolver = dnsResolver(options);
  return async (hostname) => {
    const name = hostname.replace(/\.$/, '');
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(name), resolver.resolve6(name)]);
    const addresses = [
      ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
    ];
    if (addresses.length) return addresses;
    // Neither family answered: report the IPv4 question's error (ENOTFOUND, ETIMEOUT...).
    throw v4.status === 'rejected' ? v4.reason : Object.assign(new Error(`queryA ENODATA ${name}`), { code: 'ENODATA', hostname: name });
  };
}

/** The product's own DNS zone for sender domains' CNAME targets (decision 0026). */
export interface MailDnsConfig {
  /** MAIL_DNS_ZONE: merchants' CNAMEs point under it; the operator delegates it to us with NS records. */
  zone: string;
  /** MAIL_DNS_PORT: the API process answers for the zone on this UDP and TCP port; unset: it does not. */
  port: number | null;
  host: string;
  /** MAIL_DNS_NAMESERVERS: the names the zone is delegated to (its NS and SOA records). */
  nameservers: string[];
  /** MAIL_SPF: the SPF record of return-path hosts, e.g. `v=spf1 include:relay.example -all`; unset: none. */
  spf: string | null;
}

const DNS_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;

export function mailDnsFrom(env: NodeJS.ProcessEnv, host: string): MailDnsConfig {
  const zone = (env.MAIL_DNS_ZONE || 'mail.trailpost.app').toLowerCase().replace(/\.$/, '');
  if (!DNS_NAME.test(zone)) throw new Error(`MAIL_DNS_ZONE: "${zone}" is not a domain name`);
  const port = env.MAIL_DNS_PORT ? Number(env.MAIL_DNS_PORT) : null;
  if (port !== null && !(Number.isInteger(port) && port >= 0 && port <= 65535)) throw new Error('MAIL_DNS_PORT must be a port number');
  const nameservers = (env.MAIL_DNS_NAMESERVERS || `ns1.${zone}`)
    .split(',')
    .map((name) => name.trim().toLowerCase().replace(/\.$/, ''))
    .filter(Boolean);
  for (const name of nameservers) if (!DNS_NAME.test(name)) throw new Error(`MAIL_DNS_NAMESERVERS: "${name}" is not a host name`);
  return { zone, port, host: env.MAIL_DNS_HOST || host, nameservers, spf: env.MAIL_SPF || null };
}
