import { z } from 'zod';
import { channelRecord, envelopeOf, storeActivationBody, storeBody, storeKeysRecord, storeLinkBody, storeRecord } from '@trailpost/contracts';

const tags = ['Integrations'];

/** Any text: a malformed id is answered like another tenant's, 404 "Store not found.". */
const storeIdParams = z.object({ id: z.string() });

export const listSchema = {
  tags,
  summary: "The account's stores and courier accounts, newest first, keys masked",
  response: { 200: envelopeOf(z.array(storeRecord)) },
};
export const channelsSchema = {
  tags,
  summary: 'The courier channels a merchant can connect, with their logos',
  response: { 200: envelopeOf(z.array(channelRecord)) },
};
export const createSchema = {
  tags,
  summary: "Connect a courier account: the channel's keys are checked with the courier, then kept encrypted",
  body: storeBody,
  response: { 200: envelopeOf(storeRecord) },
};
export const getSchema = {
  tags,
  summary: 'One store, keys masked (an array holding the store)',
  params: storeIdParams,
  response: { 200: envelopeOf(z.array(storeRecord)) },
};
export const updateSchema = {
  tags,
  summary: 'Edit a store: a key left out keeps its saved value; changed keys are checked with the courier again',
  params: storeIdParams,
  body: storeBody,
  response: { 200: envelopeOf(storeRecord) },
};
export const activationSchema = {
  tags,
  summary: 'Switch a store on (1) or off (0); tracking uses it, or stops, from its next pass',
  params: storeIdParams,
  body: storeActivationBody,
  response: { 200: envelopeOf(storeRecord) },
};
export const revealSchema = {
  tags,
  summary: "The store's keys in clear: the account owner only",
  params: storeIdParams,
  response: { 200: envelopeOf(storeKeysRecord) },
};
export const linkSchema = {
  tags,
  summary: "Link a store app's install (Shopify, BigCommerce) to the caller's account once signed in or up (store link payload)",
  body: storeLinkBody,
  response: { 200: envelopeOf(storeRecord) },
};
export const syncSchema = {
  tags,
  summary: "Sync a store's fulfilled orders into shipments now (Shopify, BigCommerce, WooCommerce, Magento); courier accounts are not synced",
  params: storeIdParams,
  response: { 200: envelopeOf(storeRecord) },
};
export const deleteSchema = {
  tags,
  summary: 'Remove a store; tracking stops using it at once',
  params: storeIdParams,
  response: { 200: envelopeOf(z.null()) },
};
