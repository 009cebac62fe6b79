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
  response: { 200: altchaChallenge },
};

export const trackingPageSchema = {
  tags: publicTags,
  summary: "A shipment of the merchant whose page domain_name is, by tracking number or order number, with its filled template (rc_token: a solved challenge, good for one call)",
  querystring: trackingPageQuery,
  body: trackingPageRequest,
  response: { 200: envelopeOf(publicTrackingView) },
};

export const trackingPageSearchSchema = {
  tags: publicTags,
  summary: "The logo, website and support number of the merchant whose page domain_name is (rc_token: a solved challenge, good for one call)",
  querystring: trackingPageQuery,
  body: trackingPageSearchRequest,
  response: { 200: envelopeOf(publicDomainInfo) },
};

export const allowedDomainSchema = {
  tags: publicTags,
  summary: "Whether a host serves a merchant's tracking pages: 200 for a sub-domain host or a verified custom domain, else 404 (the TLS proxy's on-demand certificate check)",
  querystring: allowedDomainQuery,
  response: { 200: envelopeOf(allowedDomainView) },
};

export const getCustomDomainSchema = {
  tags: domainTags,
  summary: "The account's custom domain, its DNS check and the CNAME target it needs",
  response: { 200: envelopeOf(customDomainView) },
};

export const verifyCustomDomainSchema = {
  tags: domainTags,
  summary: 'Check through DNS that the custom domain is a CNAME of the account\'s platform host; only a verified one serves the pages',
  response: { 200: envelopeOf(customDomainView) },
};
