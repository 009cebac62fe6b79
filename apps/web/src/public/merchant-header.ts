import type { PublicDomainInfo } from '@trailpost/contracts';
import { el, show } from './dom';
import { PAGE_TEXTS } from './texts';

/** A website as an http(s) link; a bare host name ("shop.example") is taken as https. Anything else: none. */
export function websiteHref(website: string | null): string | null {
  const value = website?.trim();
  if (!value) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** What the website link reads: the address without its scheme and trailing slash. */
const websiteText = (href: string) => href.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** A `tel:` link dials digits and a leading plus only. */
export function telHref(contact: string | null): string | null {
  const digits = contact?.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits && /\d/.test(digits) ? `tel:${digits}` : null;
}

/** The shop's header, loading until `fillMerchantHeader` gives it the shop. */
export function merchantHeader(): HTMLElement {
  return el(
    'header',
    { class: 'merchant', 'aria-busy': 'true', 'aria-label': 'Shop' },
    el('span', { class: 'skeleton skeleton-logo' }),
    el('span', { class: 'skeleton skeleton-line' }),
  );
}

/** Logo, name, website and support number; a shop that could not be read leaves the header empty. */
export function fillMerchantHeader(header: HTMLElement, shop: PublicDomainInfo | null): void {
  header.removeAttribute('aria-busy');
  if (!shop) {
    header.hidden = true;
    return;
  }
  const name = shop.company_name?.trim() || null;
  const website = websiteHref(shop.website_url);
  const tel = telHref(shop.contact_no);
  show(
    header,
    el(
      'div',
      { class: 'merchant-brand' },
      shop.logo && el('img', { class: 'merchant-logo', src: shop.logo, alt: name ? `${name} logo` : 'Shop logo' }),
      name && el('p', { class: 'merchant-name' }, name),
    ),
    (website || tel) &&
      el(
        'ul',
        { class: 'merchant-links' },
        website &&
          el(
            'li',
            {},
            el('a', { href: website, target: '_blank', rel: 'noopener', 'aria-label': `${PAGE_TEXTS.website}: ${websiteText(website)}` }, websiteText(website)),
          ),
        tel &&
          el(
            'li',
            {},
            el('span', { class: 'merchant-label' }, `${PAGE_TEXTS.support}: `),
            el('a', { href: tel }, shop.contact_no?.trim() ?? ''),
          ),
      ),
  );
}
