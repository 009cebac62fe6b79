import type { SenderDomainRecord } from '@trailpost/contracts';

/**
 * The DNS records a merchant publishes for a sender domain (decision 0026), after SendGrid's
 * domain authentication: three CNAMEs into the product's mail zone, which holds the keys.
 *
 * - domain: `tpm.<domain>` -> `<label>.<zone>`, the return path (bounces, SPF);
 * - dkim1: `tp1._domainkey.<domain>` -> `tp1.<label>.dkim.<zone>`, the key mail is signed with;
 * - dkim2: `tp2._domainkey.<domain>` -> `tp2.<label>.dkim.<zone>`, the next key's place, so a
 *   key can be rotated without the merchant touching DNS again.
 *
 * `<label>` carries the record's tenant and id (base32, 52 characters), so the zone's responder
 * reads the key by the table's own primary key.
 */
export const RETURN_PATH_HOST = 'tpm';
export const DKIM_SELECTORS = { dkim1: 'tp1', dkim2: 'tp2' } as const;
/** The selector mail is signed with today. */
export const ACTIVE_SELECTOR = DKIM_SELECTORS.dkim1;

export type DnsRecords = Record<SenderDomainRecord, { host: string; data: string }>;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

function fromBase32(text: string): Buffer | null {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = ((value << 5) | digit) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

const uuidBytes = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The DNS label naming one sender-domain record: its id, then its tenant's. */
export function labelOf(tenantId: string, domainId: string): string {
  return base32(uuidBytes(domainId)) + base32(uuidBytes(tenantId));
}

/** The record a label names, or null when it is not one of ours. */
export function readLabel(label: string): { tenantId: string; domainId: string } | null {
  if (!/^[a-z2-7]{52}$/.test(label)) return null;
  const domain = fromBase32(label.slice(0, 26));
  const tenant = fromBase32(label.slice(26));
  if (domain?.length !== 16 || tenant?.length !== 16) return null;
  // Only the canonical spelling: the last character's spare bits must be zero.
  if (base32(domain) !== label.slice(0, 26) || base32(tenant) !== label.slice(26)) return null;
  return { tenantId: uuidOf(tenant), domainId: uuidOf(domain) };
}

export function recordsFor(zone: string, domain: { tenantId: string; id: string; domain: string }): DnsRecords {
  const label = labelOf(domain.tenantId, domain.id);
  const dkim = (selector: string) => ({ host: `${selector}._domainkey.${domain.domain}`, data: `${selector}.${label}.dkim.${zone}` });
  return {
    domain: { host: `${RETURN_PATH_HOST}.${domain.domain}`, data: `${label}.${zone}` },
    dkim1: dkim(DKIM_SELECTORS.dkim1),
    dkim2: dkim(DKIM_SELECTORS.dkim2),
  };
}

/** The TXT record receivers read at a DKIM target: the public key, in 255-byte strings. */
export function dkimTxt(publicKeyBase64: string): string[] {
  const text = `v=DKIM1; k=rsa; p=${publicKeyBase64}`;
  const strings: string[] = [];
  for (let at = 0; at < text.length; at += 255) strings.push(text.slice(at, at + 255));
  return strings;
}
