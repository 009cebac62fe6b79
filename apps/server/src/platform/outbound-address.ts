import ipaddr from 'ipaddr.js';

/**
 * Which addresses outbound HTTP may reach. Only public unicast addresses pass; loopback,
 * private (RFC 1918), link-local, CGNAT, multicast, unspecified, reserved, IPv6 unique-local
 * and the IPv4 addresses hidden in IPv6 forms (mapped, NAT64, IPv4-compatible) are judged as
 * what they really are; the NAT64 local-use prefix 64:ff9b:1::/48 is refused whole, since where
 * it carries the IPv4 address is the operator's choice. OUTBOUND_ALLOW_CIDRS exempts ranges (a
 * receiver on a private network, tests on loopback); cloud metadata endpoints are refused even
 * then, since nothing legitimate a merchant configures lives there and a stray range must not
 * expose instance credentials.
 */
type Address = ipaddr.IPv4 | ipaddr.IPv6;
type Range = [Address, number];

const METADATA_ADDRESSES = [
  '169.254.169.254', // AWS, GCP, Azure, OpenStack, DigitalOcean instance metadata
  '169.254.170.2', // AWS ECS task credentials
  '168.63.129.16', // Azure wire server (public-looking, but the host's own endpoint)
  '100.100.100.200', // Alibaba Cloud
  '192.0.0.192', // Oracle Cloud
  'fd00:ec2::254', // AWS over IPv6
].map((text) => ipaddr.parse(text).toNormalizedString());

const RANGE_NAMES: Record<string, string> = {
  loopback: 'loopback',
  private: 'private',
  linkLocal: 'link-local',
  carrierGradeNat: 'carrier-grade NAT',
  multicast: 'multicast',
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  uniqueLocal: 'unique-local',
  rfc6052: 'NAT64 local-use',
};

/** The NAT64 well-known prefix (RFC 6052), whose /96 always carries the IPv4 address in its last 32 bits. */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parse('64:ff9b::');

/** OUTBOUND_ALLOW_CIDRS: `10.0.0.0/8,fd12::/16`; a bare address stands for itself. */
export function outboundAllowCidrsFrom(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const range = parseRange(entry);
      if (!range) throw new Error(`OUTBOUND_ALLOW_CIDRS: "${entry}" is not a CIDR range like 10.0.0.0/8`);
      return `${range[0].toString()}/${range[1]}`;
    });
}

function parseRange(entry: string): Range | null {
  if (ipaddr.isValidCIDR(entry)) return ipaddr.parseCIDR(entry);
  if (!ipaddr.isValid(entry)) return null;
  const address = ipaddr.parse(entry);
  return [address, address.kind() === 'ipv4' ? 32 : 128];
}

/** The IPv4 address an IPv6 form carries (mapped, NAT64 well-known prefix, IPv4-compatible). */
function unwrap(address: Address): Address {
  if (address.kind() === 'ipv4') return address;
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
  const parts = v6.parts;
  const embedded = () => ipaddr.fromByteArray(v6.toByteArray().slice(12));
  // Only the well-known /96 says where the IPv4 address sits. The local-use prefix
  // 64:ff9b:1::/48 (RFC 8215), which ipaddr.js files under the same range, is cut to a length
  // of the operator's choosing, and leads only into the operator's own network: it stays as it
  // is and is refused as a range of its own.
  if (v6.match(NAT64_WELL_KNOWN, 96)) return embedded();
  // ::a.b.c.d (deprecated IPv4-compatible); :: and ::1 keep their own meaning
  if (parts.slice(0, 6).every((part) => part === 0) && (parts[6] !== 0 || parts[7]! > 1)) return embedded();
  return v6;
}

export interface OutboundPolicy {
  /** The rule the address breaks ("a loopback address"), or null when it may be reached. */
  brokenRule(address: string): string | null;
  /** Why the address may not be reached ("127.0.0.1 is a loopback address"), or null when it may. */
  refusal(address: string): string | null;
}

export function outboundPolicy(allowCidrs: readonly string[]): OutboundPolicy {
  const allowed = allowCidrs.map((entry) => {
    const range = parseRange(entry);
    if (!range) throw new Error(`"${entry}" is not a CIDR range`);
    return range;
  });
  const brokenRule = (text: string): string | null => {
    if (!ipaddr.isValid(text)) return 'not an IP address';
    const address = unwrap(ipaddr.parse(text));
    const normalized = address.toNormalizedString();
    if (METADATA_ADDRESSES.includes(normalized)) return 'a cloud metadata address';
    if (allowed.some(([base, bits]) => base.kind() === address.kind() && address.match(base, bits))) return null;
    const range = address.range();
    if (range === 'unicast') return null;
    return `a ${RANGE_NAMES[range] ?? 'reserved'} address`;
  };
  return {
    brokenRule,
    refusal(text) {
      const rule = brokenRule(text);
      return rule ? `${text} is ${rule}` : null;
    },
  };
}
