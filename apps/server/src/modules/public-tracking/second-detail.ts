/** What a customer typed besides the order number (part 3 "Order lookups"). */
export interface SecondDetail {
  email?: string | undefined;
  postalCode?: string | undefined;
}

/** Postal codes are written with and without spaces and hyphens, in any case: `SW1A 1AA` is `sw1a-1aa`. */
const postalKey = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** Whether the detail is the order's: one of its customer e-mails (any case), or its destination postal code. */
export function matchesSecondDetail(order: { customerEmails: string[]; postalCode: string | null }, detail: SecondDetail): boolean {
  if (detail.email) {
    const email = detail.email.toLowerCase();
    return order.customerEmails.some((address) => address.trim().toLowerCase() === email);
  }
  if (detail.postalCode) return order.postalCode !== null && postalKey(order.postalCode) !== '' && postalKey(order.postalCode) === postalKey(detail.postalCode);
  return false;
}

export const hasSecondDetail = (detail: SecondDetail) => Boolean(detail.email || detail.postalCode);
