import { z } from 'zod';
import { addApiKeyBody, apiKeyList, apiKeyReferenceBody, apiKeyView, envelopeOf, wholeListQuery } from '@trailpost/contracts';

const tags = ['API keys'];

export const listSchema = {
  tags,
  summary: "The caller's developer tokens, newest first, each in full",
  description: "The caller's own developer tokens, newest first, each with its full token, creation and last use. Needs the `settings` access.",
  querystring: wholeListQuery,
  response: { 200: envelopeOf(apiKeyList) },
};
export const addSchema = {
  tags,
  summary: "Create a developer token: it acts as its owner, with the owner's access",
  description: "Creates a developer token for the caller. Sent as `Authorization: Bearer <token>` or in the `access-token` header, it acts as its owner with the owner's current access until refreshed or deleted. At most 20 per user (400 beyond); needs the `settings` access; recorded as `api_key.created` in the audit log.",
  body: addApiKeyBody,
  response: { 200: envelopeOf(apiKeyView) },
};
export const refreshSchema = {
  tags,
  summary: 'Give a developer token a new value (same key and name); the old value stops working at once',
  description: "Gives one of the caller's keys, named by its current token, a new token; the old one stops working at once. A token that is not one of the caller's answers 404; needs the `settings` access; recorded as `api_key.refreshed` in the audit log.",
  body: apiKeyReferenceBody,
  response: { 200: envelopeOf(apiKeyView) },
};
export const deleteSchema = {
  tags,
  summary: 'Delete a developer token; it stops working at once',
  description: "Deletes one of the caller's keys, named by its token; it stops working at once. A token that is not one of the caller's answers 404; needs the `settings` access; recorded as `api_key.deleted` in the audit log.",
  body: apiKeyReferenceBody,
  response: { 200: envelopeOf(z.null()) },
};
