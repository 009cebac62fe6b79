import { z } from 'zod';
import { SHIPMENT_STATUSES, type ShipmentStatus } from './statuses.js';
import { minutesText } from './error-texts.js';

/** The public search's two modes (part 2 §2.11, §9): tracking number is the default. */
export const SEARCH_BY = ['tracking_number', 'order_number'] as const;
export type SearchBy = (typeof SEARCH_BY)[number];

export const SEARCH_BY_LABELS: Record<SearchBy, string> = {
  tracking_number: 'Tracking Number',
  order_number: 'Order Number',
};

/** A number a customer types: no courier's or store's is longer. */
export const PUBLIC_NUMBER_MAX = 100;

/** Texts of the public pages (part 2 §5, §8) and of the custom-domain check (§2.13). */
export const PUBLIC_TRACKING_MESSAGES = {
  /** Part 2 §5: 'Please enter ' plus the lowercase label. */
  enterNumber: (searchBy: SearchBy) => `Please enter ${SEARCH_BY_LABELS[searchBy].toLowerCase()}`,
  oneNumberOnly: 'Send either tracking_number or order_number, not both.',
  numberTooLong: `The number must be at most ${PUBLIC_NUMBER_MAX} characters long.`,
  notFound: 'No shipment found for this number.',
  /** An order-number lookup on a page that asks for a second detail (part 3 "Order lookups"). */
  enterVerification: "Please enter the order's email or postal code",
  oneVerificationOnly: 'Send either email or postal_code, not both.',
  verificationTooLong: 'The email or postal code must be at most 254 characters long.',
  unknownDomain: 'This tracking page is not available.',
  challengeMissing: 'The security check did not run. Please reload the page and try again.',
  /** A page opened over plain http: browsers keep Web Crypto, which the check needs, from it; a reload cannot help. */
  challengeNeedsHttps: 'The security check needs a secure connection. Please open this page with https:// at the start of its address.',
  /** A solution that is wrong, expired or already used: the page simply solves a new challenge. */
  challengeInvalid: 'The security check has expired. Please try again.',
  tooMany: (minutes: number) => `Too many tracking requests. Please try again in ${minutesText(minutes)}.`,
  customDomainVerified: 'Custom domain verified.',
  customDomainNotPointing: (domain: string, target: string) =>
    `${domain} does not point to ${target} yet. Add a CNAME record for ${domain} with the value ${target}, then verify again (DNS changes can take up to a few hours to be seen).`,
  customDomainRequired: 'Choose a sub-domain and save a custom domain first.',
  customDomainOnPlatform: (domain: string) => `${domain} is another account's tracking-page address. Use a domain you own.`,
  customDomainUnchecked: 'The DNS check could not be completed: the DNS servers did not answer. Please try again in a few minutes.',
} as const;

/**
 * The current-status banner (part 2 §3): the specification's colours, each text colour at
 * least 4.5:1 against its background (WCAG AA for normal text).
 */
export const PUBLIC_STATUS_COLOURS: Record<ShipmentStatus, { background: string; text: string }> = {
  Delivered: { background: '#15803d', text: '#ffffff' },
  InfoReceived: { background: '#1d4ed8', text: '#ffffff' },
  Expired: { background: '#4b5563', text: '#ffffff' },
  OutForDelivery: { background: '#be185d', text: '#ffffff' },
  InTransit: { background: '#bae6fd', text: '#0c4a6e' },
  Exception: { background: '#c2410c', text: '#ffffff' },
  Pending: { background: '#e5e7eb', text: '#1f2937' },
  FailedAttempt: { background: '#b91c1c', text: '#ffffff' },
};

/** The search page runs a search it was given after this pause (part 2 §4, §9). */
export const PUBLIC_SEARCH_DELAY_MS = 500;

/** A host name as typed or as a browser gives it: lowercased, without a trailing dot. */
const domainName = z
  .string({ error: PUBLIC_TRACKING_MESSAGES.unknownDomain })
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/\.$/, ''))
  .pipe(z.string().min(1, PUBLIC_TRACKING_MESSAGES.unknownDomain).max(253, PUBLIC_TRACKING_MESSAGES.unknownDomain));

const publicNumber = z.string().trim().max(PUBLIC_NUMBER_MAX, PUBLIC_TRACKING_MESSAGES.numberTooLong);

/** The page's language: the answer's texts are in it. */
const pageLang = z
  .string()
  .max(35)
  .optional()
  .describe(
    "The page's language (BCP 47: `de`, `ar`, `pt-BR` …): status names, the timeline's words, dates and error messages of the answer are in it, with the merchant's own wording; the nearest page language for a tag we do not have (`de-AT` is `de`), English for none. Omitted: English, dates in the merchant's format.",
  );

/** An order's second detail; empty is the same as none. */
const verificationDetail = z
  .string()
  .trim()
  .max(254, PUBLIC_TRACKING_MESSAGES.verificationTooLong)
  .optional()
  .transform((value) => value || undefined);

/** `POST /tracking_page`: the page's host and exactly one of the two numbers. */
export const trackingPageRequest = z
  .object({
    domain_name: domainName.describe(
      "The host the tracking page is served on: the merchant's sub-domain host (`{sub_domain}` plus the platform suffix) or its verified custom domain; any case, a trailing dot ignored. Any other name answers 404.",
    ),
    tracking_number: publicNumber
      .optional()
      .describe("The tracking number to look up among this merchant's shipments (at most 100 characters). Send it or `order_number`, not both; this is the default search."),
    order_number: publicNumber
      .optional()
      .describe("The order number (the shipment's order id) to look up instead of a tracking number (at most 100 characters); the newest shipment of that order is answered."),
    email: verificationDetail.describe(
      "With `order_number`, when the merchant's page asks for a second detail (`order_lookup_verification`): one of the order's customer e-mail addresses, in any case. Send it or `postal_code`, not both. A wrong one answers 404 exactly like an unknown order; ignored with `tracking_number`.",
    ),
    lang: pageLang,
    postal_code: verificationDetail.describe(
      "With `order_number`, instead of `email`: the order's destination postal code; spaces, hyphens and case do not matter. A wrong one answers 404 exactly like an unknown order; ignored with `tracking_number`.",
    ),
  })
  .superRefine((value, ctx) => {
    const given = SEARCH_BY.filter((key) => value[key] !== undefined);
    if (given.length > 1) {
      ctx.addIssue({ code: 'custom', message: PUBLIC_TRACKING_MESSAGES.oneNumberOnly });
      return;
    }
    if (value.email !== undefined && value.postal_code !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['postal_code'], message: PUBLIC_TRACKING_MESSAGES.oneVerificationOnly });
      return;
    }
    const searchBy = given[0] ?? 'tracking_number';
    if (!value[searchBy]) ctx.addIssue({ code: 'custom', path: [searchBy], message: PUBLIC_TRACKING_MESSAGES.enterNumber(searchBy) });
  });
export type TrackingPageRequest = z.input<typeof trackingPageRequest>;

/** The ALTCHA widget's solved payload (base64 JSON), good for one call (pinned "Public tracking"). */
export const trackingPageQuery = z.object({
  rc_token: z
    .string({ error: PUBLIC_TRACKING_MESSAGES.challengeMissing })
    .min(1, PUBLIC_TRACKING_MESSAGES.challengeMissing)
    .max(4096, PUBLIC_TRACKING_MESSAGES.challengeInvalid)
    .describe(
      "The ALTCHA widget's solved payload (base64 JSON) for a challenge from `GET /altcha/challenge`: required, good for one call within the challenge's 5 minutes. A wrong, expired or already used payload is refused.",
    ),
});

/** `POST /tracking_page_search`: the header of the search page. */
export const trackingPageSearchRequest = z.object({
  domain_name: domainName.describe(
    "The host the tracking page is served on: the merchant's sub-domain host (`{sub_domain}` plus the platform suffix) or its verified custom domain; any case, a trailing dot ignored. Any other name answers 404.",
  ),
  lang: pageLang,
});

const publicStatus = z.enum(SHIPMENT_STATUSES);

export const publicCheckpoint = z.object({
  tag: publicStatus,
  /** Shown as a dash when null (part 2 §3). */
  location: z.string().nullable(),
  /** ISO 8601; null when the courier gave no time. */
  checkpoint_time: z.string().nullable(),
  message: z.string(),
});
export type PublicCheckpoint = z.infer<typeof publicCheckpoint>;

export const publicTrackingView = z.object({
  /** The merchant's default template, sanitised and filled in: insert it as HTML. */
  body: z.string(),
  /** Newest first. */
  checkpoints: z.array(publicCheckpoint),
  current_status: publicStatus,
  tracking_number: z.string(),
  order_number: z.string().nullable(),
  courier_name: z.string().nullable(),
});
export type PublicTrackingView = z.infer<typeof publicTrackingView>;

export const publicDomainInfo = z.object({
  /** Absolute address of the merchant's logo, or null. */
  logo: z.string().nullable(),
  website_url: z.string().nullable(),
  contact_no: z.string().nullable(),
  company_name: z.string().nullable(),
  /** An order-number search needs the order's e-mail or postal code as well: the search page asks for it. */
  order_lookup_verification: z.boolean(),
});
export type PublicDomainInfo = z.infer<typeof publicDomainInfo>;

export const CUSTOM_DOMAIN_STATUSES = ['pending', 'verified', 'failed'] as const;
export type CustomDomainStatus = (typeof CUSTOM_DOMAIN_STATUSES)[number];

export const customDomainView = z.object({
  custom_domain_url: z.string().nullable(),
  /** Only a verified custom domain serves the pages; the platform's own host always does. */
  status: z.enum(CUSTOM_DOMAIN_STATUSES),
  checked_at: z.string().nullable(),
  /** What the merchant's CNAME must point to: `{sub_domain}{SUB_DOMAIN_SUFFIX}`; null when none is needed or no sub-domain is chosen. */
  cname_target: z.string().nullable(),
});
export type CustomDomainView = z.infer<typeof customDomainView>;

/** `GET /domains/allowed?domain=`: the TLS proxy's question before it asks for a certificate. */
export const allowedDomainQuery = z.object({
  domain: domainName.describe('The host name a certificate is asked for (any case, a trailing dot ignored).'),
});
export const allowedDomainView = z.object({ domain: z.string() });
