import { z } from 'zod';
import { envelopeOf, pagedEnvelopeOf, senderDomainIdParams, senderDomainListQuery, senderDomainView, senderEmailBody } from '@trailpost/contracts';

const tags = ['E-mail domains'];

export const listSchema = {
  tags,
  summary: "The account's sender domains with their addresses and the CNAME records to publish (is_verified=1: verified ones only)",
  description: "The account's e-mail sender domains, oldest first, each with its addresses, whether it is verified and the three CNAME records (`domain`, `dkim1`, `dkim2`) to publish in its DNS. Needs the `settings` access.",
  querystring: senderDomainListQuery,
  response: { 200: pagedEnvelopeOf(senderDomainView) },
};
export const addSchema = {
  tags,
  summary: "Add a sender address; the domain's first address creates the domain with its DKIM key",
  description: "Adds a sender address: the domain's first address creates the domain with a new DKIM key and the CNAME records to publish; later ones join it. An address at a public mailbox service or already added, more than 50 domains, or more than 50 addresses on a domain answers 400. Needs the `settings` access; an unverified domain is checked again every 5 minutes for 72 hours, then daily.",
  body: senderEmailBody,
  response: { 200: envelopeOf(senderDomainView) },
};
export const removeSchema = {
  tags,
  summary: 'Delete a sender address; the domain goes with its last address',
  description: 'Deletes a sender address (with `PUT`, as the specification names it; `PUT /domain/` works too); the domain and its DKIM key go with its last address. An address the account does not have answers 404; needs the `settings` access.',
  body: senderEmailBody,
  response: { 200: envelopeOf(z.null()) },
};
export const validateSchema = {
  tags,
  summary: "Check the domain's CNAME records now: verified, or 400 naming each record missing or pointing elsewhere",
  description: "Checks the domain's three CNAME records in DNS now. When all point where they should, the domain is verified and answered, and the first time the account's main users are told by a bell notification and an e-mail; otherwise 400 names each record missing or pointing elsewhere. Needs the `settings` access.",
  params: senderDomainIdParams,
  response: { 200: envelopeOf(senderDomainView) },
};
