import type { ShipmentStatus } from '@trailpost/contracts';

/**
 * What an adapter does with a courier word its table does not know (decision 0015): the scan
 * is kept, with the courier's word, under the status its wording suggests. The rules run in
 * order and the first match wins; a word that matches none is In Transit, the status that
 * claims least (the parcel is somewhere on its way), so an unknown scan never announces a
 * delivery or a problem that did not happen.
 */
const FALLBACK_RULES: readonly [RegExp, ShipmentStatus][] = [
  // Failures first: "delivery failed" and "unable to deliver" also contain "deliver".
  [/\b(fail(ed|ure)?|unable|unsuccessful|not delivered|no one (home|available)|attempt(ed)?|reschedul)/i, 'FailedAttempt'],
  [/\b(return(ed|ing)?|rts|undeliverable|refused|reject(ed)?|lost|damage(d)?|destroy(ed)?|cancel(l)?(ed)?|held|hold|exception|seized|disposed|scrapped)\b/i, 'Exception'],
  [/\b(out for delivery|with (courier|driver)|on (vehicle|board|road) for delivery|onboard|ready for (pickup|collection)|awaiting collection|available for (pickup|collection))\b/i, 'OutForDelivery'],
  [/\b(delivered|received by|signed|collected by)\b/i, 'Delivered'],
  [/\b(info(rmation)? received|label (created|printed)|manifest(ed)?|order (created|placed)|pending pickup|awaiting pickup|pre ?advice)\b/i, 'InfoReceived'],
];

export const FALLBACK_STATUS: ShipmentStatus = 'InTransit';

/** The status an unknown courier word most likely means; see FALLBACK_RULES. */
export function fallbackStatus(word: string): ShipmentStatus {
  const text = word.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return FALLBACK_RULES.find(([pattern]) => pattern.test(text))?.[1] ?? FALLBACK_STATUS;
}

/**
 * Scans that say something about the parcel but not where it is: measurements and weights,
 * address and contact changes, label, invoice and customs paperwork. Stored and shown, never
 * the status (decision 0015).
 */
const INFORMATIONAL = /\b(measurements?|dimensions?|weight|parcel size|size update|address (change|update|updated|corrected)|contact (details )?(change|update)|phone (number )?(change|update)|delivery (instructions|preference)s? (change|update|updated)|information updated|invoice|label (re)?printed|documents? (uploaded|received))\b/i;

export function isInformational(word: string): boolean {
  return INFORMATIONAL.test(word.replace(/[_-]+/g, ' '));
}
