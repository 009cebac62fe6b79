/**
 * The order's e-mail or postal code a customer typed with an order number (part 3 "Order
 * lookups"). It goes from the search page to the result page through this tab's session
 * storage, never through the address: addresses are shared, logged and kept in the history.
 */
export type OrderDetail = { email: string } | { postal_code: string };

const KEY = 'trailpost:order-detail';

/** What the customer typed, as the API takes it: an e-mail when it has an @, else a postal code. */
export const orderDetailOf = (value: string): OrderDetail => (value.includes('@') ? { email: value } : { postal_code: value });

const sameOrder = (a: { domain: string; number: string }, b: { domain: string; number: string }) =>
  a.domain === b.domain && a.number.toLowerCase() === b.number.toLowerCase();

/** Keeps the detail for the lookup of this order on this shop; only the latest search is kept. */
export function rememberOrderDetail(domain: string, number: string, value: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ domain, number, value }));
  } catch {
    // Storage off (a private mode): the result page asks for the detail itself.
  }
}

/** The detail typed for this order on this shop, or null. */
export function recalledOrderDetail(domain: string, number: string): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { domain?: unknown; number?: unknown; value?: unknown } | null;
    if (typeof saved?.domain !== 'string' || typeof saved.number !== 'string' || typeof saved.value !== 'string') return null;
    return sameOrder({ domain: saved.domain, number: saved.number }, { domain, number }) ? saved.value : null;
  } catch {
    return null;
  }
}
