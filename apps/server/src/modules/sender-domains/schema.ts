import { z } from 'zod';
import { envelopeOf, senderDomainIdParams, senderDomainListQuery, senderDomainView, senderEmailBody } from '@trailpost/contracts';

const tags = ['E-mail domains'];

export const listSchema = {
  tags,
  summary: "The account's sender domains with their addresses and the CNAME records to publish (is_verified=1: verified ones only)",
  querystring: senderDomainListQuery,
  response: { 200: envelopeOf(z.array(senderDomainView)) },
};
export const addSchema = {
  tags,
  summary: "Add a sender address; the domain's first address creates the domain with its DKIM key",
  body: senderEmailBody,
  response: { 200: envelopeOf(senderDomainView) },
};
export const removeSchema = {
  tags,
  summary: 'Delete a sender address; the domain goes with its last address',
  body: senderEmailBody,
  response: { 200: envelopeOf(z.null()) },
};
export const validateSchema = {
  tags,
  summary: "Check the domain's CNAME records now: verified, or 400 naming each record missing or pointing elsewhere",
  params: senderDomainIdParams,
  response: { 200: envelopeOf(senderDomainView) },
};
