import type { SubDomainRecord } from '@/lib/api/get-sub-domain';

/** The platform host of a sub-domain: `{sub_domain}{suffix}`. */
export const platformHostOf = (record: SubDomainRecord, subDomain = record.sub_domain) => (subDomain ? `${subDomain}${record.sub_domain_suffix}` : null);

/**
 * The merchant's own domain, or null: a saved custom domain that is the platform host itself is
 * the default (part 2 §9), not one the merchant chose.
 */
export function customDomainOf(record: SubDomainRecord): string | null {
  const saved = record.custom_domain_url?.trim().toLowerCase() || null;
  return saved && saved !== platformHostOf(record) ? saved : null;
}
