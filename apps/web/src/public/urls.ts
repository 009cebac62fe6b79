import { SEARCH_BY, type SearchBy } from './texts';

/** The page's own address: `window.location`, or a URL in tests. */
export type PageAddress = Pick<URL, 'pathname' | 'search' | 'hostname' | 'protocol' | 'port'>;

export type Route =
  | { page: 'result'; number: string }
  | { page: 'search' }
  | { page: 'button' }
  | { page: 'not-found' };

const RESULT_PATH = /^\/trackingPage\/([^/]+)\/?$/;
const SEARCH_PATH = /^\/trackingPage\/?$/;
const BUTTON_PATH = /^\/trackingButton\/?$/;

/** Which page an address shows (spec §2.11, §2.17). */
export function routeOf(pathname: string): Route {
  if (SEARCH_PATH.test(pathname)) return { page: 'search' };
  if (BUTTON_PATH.test(pathname)) return { page: 'button' };
  const result = RESULT_PATH.exec(pathname);
  if (result?.[1]) {
    let number: string;
    try {
      number = decodeURIComponent(result[1]).trim();
    } catch {
      return { page: 'not-found' }; // a malformed %-escape is no shipment number
    }
    return number ? { page: 'result', number } : { page: 'search' };
  }
  return { page: 'not-found' };
}

const param = (address: PageAddress, name: string) => new URLSearchParams(address.search).get(name)?.trim() || null;

/** `?searchBy=`: tracking number unless the address asks for the order number. */
export function searchByOf(address: PageAddress): SearchBy {
  const value = param(address, 'searchBy');
  return SEARCH_BY.find((searchBy) => searchBy === value) ?? 'tracking_number';
}

/** `?number=` of the search page: a value to look up on arrival. */
export const numberParam = (address: PageAddress) => param(address, 'number');

/** `?domain=`: the shop the page is for when it is not served on the shop's own host. */
export const domainParam = (address: PageAddress) => param(address, 'domain');

/** The `domain_name` the API is asked about: `?domain=` when given, else the host the page is on. */
export const domainNameOf = (address: PageAddress) => domainParam(address) ?? address.hostname;

/** Keeps `?domain=` on the page's own links, so a shop chosen by parameter stays chosen. */
function withDomain(path: string, params: URLSearchParams, address: PageAddress): string {
  const domain = domainParam(address);
  if (domain) params.set('domain', domain);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The result page of a number: `/trackingPage/{number}?searchBy=…`. */
export const resultUrl = (number: string, searchBy: SearchBy, address: PageAddress) =>
  withDomain(`/trackingPage/${encodeURIComponent(number)}`, new URLSearchParams({ searchBy }), address);

/** The search page ("Track another"). */
export const searchUrl = (address: PageAddress) => withDomain('/trackingPage', new URLSearchParams(), address);

/** A host name (letters, digits, hyphens, dots): the track button opens nothing else. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** The track button's shop: `?domain=` when it is a host name, else null. */
export function trackButtonDomain(address: PageAddress): string | null {
  const domain = domainParam(address);
  return domain && HOST_NAME.test(domain) ? domain.toLowerCase() : null;
}

/**
 * Where the track button sends the customer: the shop's own tracking page, over this page's
 * scheme and port (so that a local or test set-up on another port keeps working).
 */
export const trackButtonTarget = (address: PageAddress, domain: string, number: string) =>
  `${address.protocol}//${domain}${address.port ? `:${address.port}` : ''}/trackingPage/${encodeURIComponent(number)}`;

/** This page again in another language: its address with `?lang=` set (the other parameters kept). */
export function withLanguage(address: PageAddress, language: string): string {
  const params = new URLSearchParams(address.search);
  params.set('lang', language);
  return `${address.pathname}?${params.toString()}`;
}
