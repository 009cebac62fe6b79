import { z } from 'zod';
import {
  allowedDomainQuery,
  allowedDomainView,
  customDomainView,
  envelopeOf,
  publicDomainInfo,
  publicTrackingView,
  trackingPageQuery,
  trackingPageRequest,
  trackingPageSearchRequest,
} from '@trailpost/contracts';

const publicTags = ['Public tracking'];
const domainTags = ['Custom domain'];

/**
 * An altcha-lib challenge exactly as created: the widget checks the signature over every
 * parameter, so none may be dropped or renamed on the way (unknown ones pass through).
 */
const altchaChallenge = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});

export const challengeSchema = {
  tags: publicTags,
  summary: 'A new ALTCHA proof-of-work challenge (raw JSON, as the widget reads it: not in the envelope)',
  description:
    'Public, no sign-in: answers a new signed proof-of-work challenge, valid 5 minutes, as the ALTCHA widget reads it (not wrapped in the envelope, never cached). The solved payload is the `rc_token` of one `POST /tracking_page` or `POST /tracking_page_search`. At most 60 a minute per client address, and a per-merchant limit on the host it is asked on (`PUBLIC_LOOKUPS_PER_MERCHANT` a minute, default 6,000).',
  response: { 200: altchaChallenge },
};

export const trackingPageSchema = {
  tags: publicTags,
  summary: "A shipment of the merchant whose page domain_name is, by tracking number or order number, with its filled template (rc_token: a solved challenge, good for one call)",
  description:
    "Public, no sign-in: finds the newest of this merchant's shipments with that tracking number or order number and answers the merchant's default tracking-page template filled with it (sanitised HTML, dates in the merchant's format and time zone), its checkpoints newest first and its current status. Only that merchant's shipments are searched: a number another merchant holds answers 404 like an unknown one. Each call spends one solved challenge; at most 30 calls a minute per client address and `PUBLIC_LOOKUPS_PER_MERCHANT` (default 6,000) per merchant, then 429.",
  querystring: trackingPageQuery,
  body: trackingPageRequest,
  response: { 200: envelopeOf(publicTrackingView) },
};

export const trackingPageSearchSchema = {
  tags: publicTags,
  summary: "The logo, website and support number of the merchant whose page domain_name is (rc_token: a solved challenge, good for one call)",
  description:
    "Public, no sign-in: answers the header of the merchant's search page: the logo's absolute address, website, contact number and company name (null when not set). 404 when `domain_name` is not a merchant's tracking-page host. Each call spends one solved challenge; at most 30 calls a minute per client address and `PUBLIC_LOOKUPS_PER_MERCHANT` (default 6,000) per merchant.",
  querystring: trackingPageQuery,
  body: trackingPageSearchRequest,
  response: { 200: envelopeOf(publicDomainInfo) },
};

export const allowedDomainSchema = {
  tags: publicTags,
  summary: "Whether a host serves a merchant's tracking pages: 200 for a sub-domain host or a verified custom domain, else 404 (the TLS proxy's on-demand certificate check)",
  description:
    "Public, no sign-in: asked by the TLS proxy before it requests a certificate for a host. Answers 200 with the normalised name when the host is a merchant's sub-domain host or verified custom domain, else 404. At most 600 calls a minute per client address.",
  querystring: allowedDomainQuery,
  response: { 200: envelopeOf(allowedDomainView) },
};

export const getCustomDomainSchema = {
  tags: domainTags,
  summary: "The account's custom domain, its DNS check and the CNAME target it needs",
  description:
    "Answers the account's tracking-page domain and its state: the saved custom domain, or the platform host `{sub_domain}` plus the suffix when none is saved (always `verified`), when DNS was last checked, and the host its CNAME record must point to. Needs the Settings access (the main account, or a sub-user whose role includes Settings).",
  response: { 200: envelopeOf(customDomainView) },
};

export const verifyCustomDomainSchema = {
  tags: domainTags,
  summary: 'Check through DNS that the custom domain is a CNAME of the account\'s platform host; only a verified one serves the pages',
  description:
    "Asks DNS now whether the saved custom domain is a CNAME of the account's platform host and records the answer: `verified` (the domain serves the tracking pages) or `failed` (it stops serving, 400 saying which record to add). 400 without a sub-domain and custom domain, for a domain under the platform's own suffix, or when DNS does not answer (then nothing is recorded). In the background, verified domains are checked again once a day and the others about every 10 minutes. Needs the Settings access (the main account, or a sub-user whose role includes Settings).",
  response: { 200: envelopeOf(customDomainView) },
};
