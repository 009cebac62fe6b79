import { z } from 'zod';
import { addApiKeyBody, apiKeyList, apiKeyReferenceBody, apiKeyView, envelopeOf } from '@trailpost/contracts';

const tags = ['API keys'];

export const listSchema = {
  tags,
  summary: "The caller's developer tokens, newest first, each in full",
  response: { 200: envelopeOf(apiKeyList) },
};
export const addSchema = {
  tags,
  summary: "Create a developer token: it acts as its owner, with the owner's access",
  body: addApiKeyBody,
  response: { 200: envelopeOf(apiKeyView) },
};
export const refreshSchema = {
  tags,
  summary: 'Give a developer token a new value (same key and name); the old value stops working at once',
  body: apiKeyReferenceBody,
  response: { 200: envelopeOf(apiKeyView) },
};
export const deleteSchema = {
  tags,
  summary: 'Delete a developer token; it stops working at once',
  body: apiKeyReferenceBody,
  response: { 200: envelopeOf(z.null()) },
};
