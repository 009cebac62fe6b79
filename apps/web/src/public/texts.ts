import type {
  GENERIC_ERROR as ContractGenericError,
  PUBLIC_SEARCH_DELAY_MS as ContractSearchDelay,
  PUBLIC_STATUS_COLOURS as ContractStatusColours,
  PUBLIC_TRACKING_MESSAGES as ContractMessages,
  SEARCH_BY as ContractSearchBy,
  SEARCH_BY_LABELS as ContractSearchByLabels,
  STATUS_LABELS as ContractStatusLabels,
} from '@trailpost/contracts';

/*
 * The few shared values this page shows, copied from @trailpost/contracts. The contracts' index
 * also builds zod schemas at load time, which would add ~24 KB of gzipped script to a page whose
 * whole budget is 50 KB. The types come from the contracts, and texts.test.ts checks every value
 * against them, so a change there fails the tests here instead of drifting.
 */

export const SEARCH_BY: typeof ContractSearchBy = ['tracking_number', 'order_number'];
export type SearchBy = (typeof SEARCH_BY)[number];

export const SEARCH_BY_LABELS: typeof ContractSearchByLabels = {
  tracking_number: 'Tracking Number',
  order_number: 'Order Number',
};

export const PUBLIC_SEARCH_DELAY_MS: typeof ContractSearchDelay = 500;

export const GENERIC_ERROR: typeof ContractGenericError = 'Something went wrong !! Please contact support.';

/** The message of the contracts this page writes itself: an empty search. */
export const enterNumber: (typeof ContractMessages)['enterNumber'] = (searchBy) =>
  `Please enter ${SEARCH_BY_LABELS[searchBy].toLowerCase()}`;

/** The server's answer to an order number without the order's e-mail or postal code, which this page also says itself. */
export const ENTER_VERIFICATION: (typeof ContractMessages)['enterVerification'] = "Please enter the order's email or postal code";

/** Also what this page says when the widget cannot solve a challenge (no Web Crypto, no workers). */
export const CHALLENGE_MISSING: (typeof ContractMessages)['challengeMissing'] =
  'The security check did not run. Please reload the page and try again.';

/** What this page says where the check cannot run at all: opened over plain http, without Web Crypto. */
export const CHALLENGE_NEEDS_HTTPS: (typeof ContractMessages)['challengeNeedsHttps'] =
  'The security check needs a secure connection. Please open this page with https:// at the start of its address.';

/** The server's answer to a solution that is wrong, expired or already used: solve a new one. */
export const CHALLENGE_INVALID: (typeof ContractMessages)['challengeInvalid'] = 'The security check has expired. Please try again.';

export const STATUS_LABELS: typeof ContractStatusLabels = {
  Pending: 'Pending',
  InfoReceived: 'Info Received',
  InTransit: 'In Transit',
  OutForDelivery: 'Out for Delivery',
  Delivered: 'Delivered',
  Exception: 'Exception',
  FailedAttempt: 'Failed Attempt',
  Expired: 'Expired',
};

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

// This page's own texts (no server or specification text covers them).
export const PAGE_TEXTS = {
  searchTitle: 'Track your shipment',
  searchBy: 'Search by',
  track: 'Track',
  trackAnother: 'Track another shipment',
  loading: 'Loading your shipment…',
  currentStatus: 'Current status',
  support: 'Support',
  website: 'Visit website',
  checkpointsHeading: 'Tracking history',
  noCheckpoints: 'No tracking updates yet.',
  missing: '-',
  trackButtonNoDomain: 'This track button has no shop domain. Add ?domain=your-shop-domain to its address.',
  notFoundTitle: 'Page Not Found.',
  notFoundText:
    'The page you are looking for does not exist (error 404). It may have been moved, or the address may be mistyped.',
  searchPage: 'Go to the tracking page',
  orderDetail: 'Order email or postal code',
  orderDetailHint: 'The e-mail address the order was placed with, or its delivery postal code.',
  verifyTitle: 'Confirm your order',
  verifyText: 'To see this order, enter the e-mail address it was placed with or its delivery postal code.',
} as const;
