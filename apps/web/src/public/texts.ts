import english from '@trailpost/contracts/locales/en.json';
import type {
  PUBLIC_SEARCH_DELAY_MS as ContractSearchDelay,
  PUBLIC_STATUS_COLOURS as ContractStatusColours,
  PUBLIC_TRACKING_MESSAGES as ContractMessages,
  SEARCH_BY as ContractSearchBy,
  ShipmentStatus,
} from '@trailpost/contracts';

/** The statuses in their order (a copy, as below). */
const SHIPMENT_STATUSES: readonly ShipmentStatus[] = ['Pending', 'InfoReceived', 'InTransit', 'OutForDelivery', 'Delivered', 'Exception', 'FailedAttempt', 'Expired'];

/*
 * The few shared values this page shows, copied from @trailpost/contracts. The contracts' index
 * also builds zod schemas at load time, which would add ~24 KB of gzipped script to a page whose
 * whole budget is 50 KB. The types come from the contracts, and texts.test.ts checks every value
 * against them, so a change there fails the tests here instead of drifting.
 */

export const SEARCH_BY: typeof ContractSearchBy = ['tracking_number', 'order_number'];
export type SearchBy = (typeof SEARCH_BY)[number];

/** English, the base of every language (`@trailpost/contracts/locales`): what the page says until the server names its language. */
const ENGLISH: Readonly<Record<TextKey, string>> = english;
export type TextKey = keyof typeof english;

export const SEARCH_BY_LABELS: Record<SearchBy, string> = { tracking_number: english.trackingNumber, order_number: english.orderNumber };

export const PUBLIC_SEARCH_DELAY_MS: typeof ContractSearchDelay = 500;

/** Messages the page says itself (and compares with the server's): in the page's language. */
export const MESSAGES: Record<'generic' | 'challengeMissing' | 'challengeNeedsHttps' | 'enterVerification', string> = {
  generic: english.genericError,
  /** Also what this page says when the widget cannot solve a challenge (no Web Crypto, no workers). */
  challengeMissing: english.challengeMissing,
  /** Where the check cannot run at all: opened over plain http, without Web Crypto. */
  challengeNeedsHttps: english.challengeNeedsHttps,
  /** The server's answer to an order number without the order's e-mail or postal code, which this page also says itself. */
  enterVerification: english.enterVerification,
};

/** The message of an empty search. */
export const enterNumber = (searchBy: SearchBy): string => (searchBy === 'tracking_number' ? texts.enterTrackingNumber : texts.enterOrderNumber);

/** The server's answer to a solution that is wrong, expired or already used: solve a new one. The server says it in English only. */
export const CHALLENGE_INVALID: (typeof ContractMessages)['challengeInvalid'] = 'The security check has expired. Please try again.';

export const STATUS_LABELS: Record<ShipmentStatus, string> = Object.fromEntries(SHIPMENT_STATUSES.map((status) => [status, ENGLISH[`status.${status}`]])) as Record<ShipmentStatus, string>;

export const PUBLIC_STATUS_COLOURS: typeof ContractStatusColours = {
  Delivered: { background: '#15803d', text: '#ffffff' },
  InfoReceived: { background: '#1d4ed8', text: '#ffffff' },
  Expired: { background: '#4b5563', text: '#ffffff' },
  OutForDelivery: { background: '#be185d', text: '#ffffff' },
  InTransit: { background: '#bae6fd', text: '#0c4a6e' },
  Exception: { background: '#c2410c', text: '#ffffff' },
  Pending: { background: '#e5e7eb', text: '#1f2937' },
  FailedAttempt: { background: '#b91c1c', text: '#ffffff' },
};

/** Every text of the page in its language; `missing` is what an empty value shows. */
const texts: Record<TextKey, string> = { ...ENGLISH };
export const PAGE_TEXTS: Record<TextKey, string> & { missing: string } = Object.assign(texts, { missing: '-' });

/**
 * The page's language, from the page data the server wrote into its HTML: its texts (the
 * merchant's own wording included) replace the English ones. Keys it lacks are English.
 */
export function applyPageTexts(given: Partial<Record<string, string>>): void {
  for (const key of Object.keys(ENGLISH) as TextKey[]) {
    const value = given[key];
    texts[key] = typeof value === 'string' && value ? value : ENGLISH[key];
  }
  SEARCH_BY_LABELS.tracking_number = texts.trackingNumber;
  SEARCH_BY_LABELS.order_number = texts.orderNumber;
  for (const status of SHIPMENT_STATUSES) STATUS_LABELS[status] = texts[`status.${status}`];
  MESSAGES.generic = texts.genericError;
  MESSAGES.challengeMissing = texts.challengeMissing;
  MESSAGES.challengeNeedsHttps = texts.challengeNeedsHttps;
  MESSAGES.enterVerification = texts.enterVerification;
}
