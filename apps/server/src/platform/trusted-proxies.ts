import { isIP } from 'node:net';

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For names the client, as a comma-separated list of
 * addresses and CIDR ranges (or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`).
 * `true` means a proxy on this machine (`loopback`): trusting every sender would let any client
 * choose its own address with one header, and with it escape per-address limits.
 */
const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function trustedProxiesFrom(value: string | undefined): string[] | false {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true' || text === '1') return ['loopback'];
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    if (!isProxyEntry(entry)) throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal`);
  }
  return entries;
}

function isProxyEntry(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const width = Number(bits);
  return /^\d{1,3}$/.test(bits) && width <= (family === 4 ? 32 : 128);
}
