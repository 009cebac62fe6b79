import { amazon, dhl, fedex, getTracking, ontrac, s10, ups, usps } from 'ts-tracking-number';
import type { CourierCandidate } from '@trailpost/contracts';
import { findCourier, listCouriers } from '../modules/couriers/index.js';

/**
 * Couriers a tracking number may belong to, from number formats and check digits
 * (decision 0016). Every format of `ts-tracking-number` (the tracking_number_data
 * specifications) is tried on its own, so a number two couriers could have issued gives two
 * candidates; a UPU S10 number ("RR123456789CN", mod-11 check digit) names its issuing post
 * by its last two letters.
 */
const FORMATS = [
  { format: usps, slug: 'usps' },
  { format: ups, slug: 'ups' },
  { format: fedex, slug: 'fedex' },
  { format: dhl, slug: 'dhl' },
  { format: ontrac, slug: 'ontrac' },
  { format: amazon, slug: 'amazon' },
] as const;

/** Issuing posts by S10 country code where the catalogue's own match would be ambiguous. */
const NATIONAL_POSTS: Record<string, { post: string; ems?: string }> = {
  US: { post: 'usps' },
  GB: { post: 'royal-mail' },
  CN: { post: 'china-post', ems: 'china-ems' },
  IN: { post: 'india-post' },
  AU: { post: 'australia-post' },
  CA: { post: 'canada-post' },
  DE: { post: 'deutsch-post' },
  FR: { post: 'la-poste-colissimo' },
  JP: { post: 'japan-post' },
  SG: { post: 'singapore-post' },
  HK: { post: 'hong-kong-post' },
  NZ: { post: 'nz-post' },
  NL: { post: 'postnl-3s' },
};

const POSTAL = /\b(post|posta|poste|postal|correo|correos|pošta|poczta|pos)\b/i;

/** The national post of a country: the table, else a catalogue courier of that country named like a post. */
function nationalPost(country: string, express: boolean): string | null {
  const known = NATIONAL_POSTS[country];
  if (known) return (express && known.ems) || known.post;
  return listCouriers().find((courier) => courier.country_iso === country && POSTAL.test(courier.title))?.slug ?? null;
}

/** Confidence of a check-digit-validated match, shared when several couriers' formats accept the number. */
const VALIDATED = 0.95;

export function detectCouriers(rawNumber: string): CourierCandidate[] {
  const number = rawNumber.replace(/[\s-]+/g, '').toUpperCase();
  const slugs: string[] = [];
  for (const { format, slug } of FORMATS) if (getTracking(number, [format])) slugs.push(slug);
  if (getTracking(number, [s10])) {
    const post = nationalPost(number.slice(-2), number.startsWith('E'));
    if (post) slugs.push(post);
  }
  const found = [...new Set(slugs)].map((slug) => findCourier(slug)).filter((courier) => courier !== null);
  // One courier: its rule validated the number. Several: each is as likely as the others,
  // in the order above (the busiest couriers first).
  const confidence = found.length ? Math.round((VALIDATED / found.length) * 100) / 100 : 0;
  return found.map((courier) => ({ slug: courier.slug, title: courier.title, confidence }));
}
